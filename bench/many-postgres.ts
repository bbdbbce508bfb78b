import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { cpuSeconds } from './lib/baseline.ts';
import { copyBusinessInSql } from './lib/generate-businesses.ts';
import { importFiles, largeCopy, withFirstItems } from './lib/large-copies.ts';
import { createBenchDatabase, launchServer, userEnv } from './lib/server-process.ts';
import { writeResult } from './lib/server.ts';

/**
 * Issue 20 item 5, PostgreSQL part: 10,000 businesses in one PostgreSQL database, served by one server
 * started as `npm start` starts it. The menu call's p99 spread over all of them should be within 1.2x of
 * its p99 against one business (decision 0115).
 *
 * One business cut from the 1,000-item fixture (BENCH_MANY_PG_ITEMS items, default 100) is imported through
 * the real importer; the others are copies made in SQL (lib/generate-businesses.ts). Then, in the same run
 * and against the same server, the menu call runs at 50 connections for BENCH_SECONDS:
 *
 * 1. against one business (every request the same branch): the one-business figure;
 * 2. every business asked once, in a shuffled order (each answer built from PostgreSQL): the cold figure;
 * 3. spread over every business again in the same order, for BENCH_SECONDS: the figure the goal is about.
 *
 * Requests carry the Accept-Encoding a browser sends, so each answer is served as a guest gets it.
 *
 *   BENCH_ONLY=many-postgres npm run bench -w bench   (BENCH_MANY_PG_COUNT, default 10,000; BENCH_MANY_PORT)
 */

/** What Chromium sends: the server answers brotli. */
const guestHeaders = { locale: 'en', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The process's resident memory now (VmRSS), in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const loadAverage = () => Number((os.loadavg()[0] ?? 0).toFixed(2));

/** A shuffled copy (Fisher-Yates with a fixed seed, so runs ask in the same order). */
function shuffled<T>(values: T[]): T[] {
  const out = [...values];
  let seed = 20;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The menu call at 50 connections over `paths` in turn, with the server's CPU per request: for `seconds`
 * after a 2 s warm-up on the same paths (the measured requests continue where the warm-up stopped), or, with
 * `once`, each path asked exactly once and no warm-up.
 */
async function load(server: { url: string; pid: number }, paths: string[], seconds: number, once = false) {
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: server.url,
      connections: 50,
      ...(once ? { amount: paths.length } : { duration }),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            method: 'GET',
            path: paths[next++ % paths.length] as string,
            headers: guestHeaders,
          }),
        },
      ],
    });
  if (!once) await run(2);
  const loadAverageBefore = loadAverage();
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  const result = await run(seconds);
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  return {
    loadAverage: loadAverageBefore,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    distinctBusinessesAsked: Math.min(paths.length, next),
    latencyP50: result.latency.p50,
    latencyP90: result.latency.p90,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    serverCpuMicrosecondsPerRequest: Math.round((cpu * 1e6) / Math.max(1, result.requests.total)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The bytes of an answer as sent (fetch would inflate them), its encoding and its plain size. */
function sentAnswer(url: string): Promise<{ bytes: number; encoding: string; plainBytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: guestHeaders }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = String(response.headers['content-encoding'] ?? 'identity');
          const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
          resolve({ bytes: body.length, encoding, plainBytes: plain.length });
        });
      })
      .on('error', reject);
  });
}

/** A menu answer with its branch id set aside, to compare a copy's with the template's. */
async function menuOf(url: string, branchId: number): Promise<unknown> {
  const response = await fetch(`${url}/api/webapp/v5/menu/${branchId}`, { headers: guestHeaders });
  if (!response.ok) throw new Error(`menu/${branchId} answered ${response.status}`);
  const answer = (await response.json()) as { branch_id: number };
  return { ...answer, branch_id: 0 };
}

export async function benchManyPostgres(options: { port: number; seconds: number; count?: number; items?: number }) {
  const count = options.count ?? 10_000;
  const items = options.items ?? 100;
  const database = await createBenchDatabase('postgres', 'manypg');
  const env = userEnv(database);
  try {
    const importStart = performance.now();
    const [template] = await importFiles(database, [withFirstItems(largeCopy(0, 'pgmany'), items)]);
    const importSeconds = (performance.now() - importStart) / 1000;
    const generateStart = performance.now();
    const businesses = await copyBusinessInSql(database, template as string, count);
    const generateSeconds = (performance.now() - generateStart) / 1000;
    if (businesses.length !== count) throw new Error(`${businesses.length} businesses generated, not ${count}`);
    const profileDir = process.env.BENCH_CPU_PROF;
    const server = await launchServer({
      port: options.port,
      env,
      logFile: path.join(database.dir, 'server.log'),
      nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    });
    try {
      const rssAtStart = rssMb(server.pid);
      const first = businesses[0];
      const last = businesses.at(-1);
      if (!first || !last) throw new Error('no business generated');
      // The copies answer what the imported business answers (but for their branch id).
      const [templateMenu, copyMenu] = [
        await menuOf(server.url, first.branchId),
        await menuOf(server.url, last.branchId),
      ];
      if (!isDeepStrictEqual(templateMenu, copyMenu)) throw new Error('a generated business answers another menu');
      const restaurant = await fetch(`${server.url}/api/webapp/v5/restaurant/${last.reference}`, {
        headers: guestHeaders,
      });
      if (!restaurant.ok) throw new Error(`restaurant/${last.reference} answered ${restaurant.status}`);
      const sample = await sentAnswer(`${server.url}/api/webapp/v5/menu/${first.branchId}`);

      const one = await load(server, [`/api/webapp/v5/menu/${first.branchId}`], options.seconds);
      const rssAfterOne = rssMb(server.pid);
      const spreadPaths = shuffled(businesses.map((business) => `/api/webapp/v5/menu/${business.branchId}`));
      // Every business asked once, at the same 50 connections: each answer is built from PostgreSQL.
      const cold = await load(server, spreadPaths, options.seconds, true);
      const rssAfterEachOnce = rssMb(server.pid);
      // Then round them all again, as guests keep coming back to them.
      const spread = await load(server, spreadPaths, options.seconds);
      const result = {
        dialect: 'postgres',
        businesses: count,
        itemsEach: items,
        importSeconds: Number(importSeconds.toFixed(1)),
        generateSeconds: Number(generateSeconds.toFixed(1)),
        answerBytesSent: sample.bytes,
        answerBytesPlain: sample.plainBytes,
        contentEncoding: sample.encoding,
        rssMbAtStart: rssAtStart,
        rssMbAfterOneBusiness: rssAfterOne,
        rssMbAfterEachOnce: rssAfterEachOnce,
        rssMbAfterSpread: rssMb(server.pid),
        peakRssMb: server.peakRssMb(),
        connections: 50,
        seconds: options.seconds,
        cpus: os.cpus().length,
        oneBusiness: one,
        eachOnce: cold,
        spread,
        p99Ratio: Number((spread.latencyP99 / one.latencyP99).toFixed(2)),
        eachOnceP99Ratio: Number((cold.latencyP99 / one.latencyP99).toFixed(2)),
        goals: { p99Ratio: 1.2, rssMb: 200 },
      };
      writeResult(`many-postgres-${count}`, result);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    const dropStart = performance.now();
    await database.drop();
    console.log(`dropped the bench schema in ${((performance.now() - dropStart) / 1000).toFixed(1)} s`);
  }
}
