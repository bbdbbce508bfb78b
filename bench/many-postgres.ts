import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSeconds } from './lib/baseline.ts';
import { copyBusinessInSql } from './lib/generate-businesses.ts';
import { importFiles, largeCopy, withFirstItems } from './lib/large-copies.ts';
import { median } from './lib/median.ts';
import { abbaOrder } from './lib/phase-order.ts';
import type { BenchDatabase } from './lib/server-process.ts';
import { createBenchDatabase, launchServer, userEnv } from './lib/server-process.ts';
import { writeResult } from './lib/server.ts';

/**
 * Issue 20 item 5, PostgreSQL part: 10,000 businesses in one PostgreSQL database, served by one server
 * started as `npm start` starts it. The menu call's p99 spread over all of them should be within 1.2x of
 * its p99 against one business (decision 0115).
 *
 * One business cut from the 1,000-item fixture (BENCH_MANY_PG_ITEMS items, default 100) is imported through
 * the real importer; the others are copies made in SQL (lib/generate-businesses.ts). The database is then
 * settled as a running one is (vacuumed and analyzed, a checkpoint taken): otherwise autovacuum's analyze
 * of a million fresh rows and the checkpointer's writes land in whichever phase runs then (decision 0132).
 * Then, against the same server, the menu call runs at 50 connections:
 *
 * 1. every business asked once, in a shuffled order (each answer built from PostgreSQL): the cold figure;
 * 2. BENCH_MANY_PG_ROUNDS rounds (default 3) of two phases of BENCH_SECONDS each, in the order
 *    one, spread, spread, one, one, spread... ("one": every request the same branch; "spread": every
 *    business in turn, in the same shuffled order). On this machine the load generator, PostgreSQL and the
 *    server share two cores, so one phase's p99 moves with what else the machine does then (12-26 ms for
 *    the same build); alternating the phases in this order cancels a drift over the run instead of
 *    charging it to whichever phase ran last. The figure the goal is about is the median p99 of the spread
 *    phases over the median p99 of the one-business phases.
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

/**
 * Vacuums and analyzes every table of the bench's schema and takes a checkpoint, so the phases measure a
 * database at rest rather than autovacuum and the checkpointer catching up with the generated rows.
 */
async function settle(database: BenchDatabase): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const tables = await client.query<{ tablename: string }>(
      'select tablename from pg_tables where schemaname = current_schema() order by tablename',
    );
    for (const { tablename } of tables.rows)
      await client.query(`vacuum (analyze) ${client.escapeIdentifier(tablename)}`);
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

export async function benchManyPostgres(options: {
  port: number;
  seconds: number;
  count?: number;
  items?: number;
  rounds?: number;
}) {
  const count = options.count ?? 10_000;
  const items = options.items ?? 100;
  const rounds = options.rounds ?? 3;
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
    const settleSeconds = await settle(database);
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

      const onePaths = [`/api/webapp/v5/menu/${first.branchId}`];
      const spreadPaths = shuffled(businesses.map((business) => `/api/webapp/v5/menu/${business.branchId}`));
      const rssAfterOne = rssMb(server.pid);
      // Every business asked once, at the same 50 connections: each answer is built from PostgreSQL.
      const cold = await load(server, spreadPaths, options.seconds, true);
      const rssAfterEachOnce = rssMb(server.pid);
      // Then one business and all of them in turn, as guests keep coming back to them.
      const phases: ({ phase: 'one' | 'spread' } & Awaited<ReturnType<typeof load>>)[] = [];
      for (const phase of abbaOrder(rounds, 'one' as const, 'spread' as const)) {
        phases.push({ phase, ...(await load(server, phase === 'one' ? onePaths : spreadPaths, options.seconds)) });
      }
      const p99s = (phase: 'one' | 'spread') =>
        phases.filter((run) => run.phase === phase).map((run) => run.latencyP99);
      const oneP99 = median(p99s('one'));
      const spreadP99 = median(p99s('spread'));
      const result = {
        dialect: 'postgres',
        businesses: count,
        itemsEach: items,
        importSeconds: Number(importSeconds.toFixed(1)),
        generateSeconds: Number(generateSeconds.toFixed(1)),
        settleSeconds,
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
        rounds,
        oneBusinessP99Median: oneP99,
        spreadP99Median: spreadP99,
        p99Ratio: Number((spreadP99 / oneP99).toFixed(2)),
        eachOnce: cold,
        eachOnceP99Ratio: Number((cold.latencyP99 / oneP99).toFixed(2)),
        phases,
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
