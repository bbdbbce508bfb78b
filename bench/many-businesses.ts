import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { wrkLoad, wrkPath } from './lib/wrk.ts';
import { importFiles, largeCopy } from './lib/large-copies.ts';
import { startBaseline, throughputOf, type Throughput } from './lib/baseline.ts';
import { createBenchDatabase, launchServer, runServerCli, userEnv } from './lib/server-process.ts';
import { repoRoot, writeResult } from './lib/server.ts';

/**
 * Issue 20 item 5: many businesses of 1,000 items each (copies of bench/fixtures/large-menu.json with their
 * own reference and branch ids) in one server started as `npm start` starts it. Each business's restaurant
 * call is asked once, then the server's resident memory is read (goal <= 200 MB), then the restaurant call
 * runs at 50 connections round the businesses (goal p99 < 20 ms).
 *
 *   BENCH_ONLY=many npm run bench -w bench   (BENCH_MANY_COUNT, default 100; BENCH_MANY_DIALECT=postgres)
 */

/** What a phone's browser sends: every answer comes back as brotli, as guests get it (as bench/many-postgres.ts). */
const guestHeaders = { locale: 'en', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The process's resident memory now (VmRSS), in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The bytes of an answer as sent (still compressed: fetch would inflate them). */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            headers: {
              'content-type': String(response.headers['content-type']),
              'content-encoding': String(response.headers['content-encoding']),
            },
          }),
        );
      })
      .on('error', reject);
  });
}

/** The fallback without wrk: autocannon round the paths (its own process is the limit with large answers). */
async function autocannonRound(
  origin: string,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
): Promise<Throughput> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration: seconds,
    requests: [
      { setupRequest: (request) => ({ ...request, method: 'GET', path: paths[next++ % paths.length], headers }) },
    ],
  });
  return throughputOf(result);
}

export async function benchManyBusinesses(options: {
  port: number;
  seconds: number;
  count?: number;
  dialect?: 'sqlite' | 'postgres';
}) {
  const count = options.count ?? 100;
  const dialect = options.dialect ?? 'sqlite';
  const database = await createBenchDatabase(dialect, 'many');
  const env = userEnv(database);
  try {
    // The demo first: the fixture's pictures are the demo's (/media/demo/...).
    runServerCli('import-business', [path.join(repoRoot, 'data/demo/business.json')], env);
    const importStart = performance.now();
    const copies = function* () {
      for (let index = 0; index < count; index++) yield largeCopy(index, `many${index}`);
    };
    const references = await importFiles(database, copies());
    const importSeconds = Math.round((performance.now() - importStart) / 100) / 10;
    const server = await launchServer({ port: options.port, env, logFile: path.join(database.dir, 'server.log') });
    try {
      const rssAtStart = rssMb(server.pid);
      let bytes = 0;
      for (const reference of references) {
        const response = await fetch(`${server.url}/api/webapp/v5/restaurant/${reference}`, {
          headers: guestHeaders,
        });
        if (!response.ok) throw new Error(`restaurant/${reference} answered ${response.status}`);
        bytes += (await response.arrayBuffer()).byteLength;
      }
      const rssAfterEachOnce = rssMb(server.pid);
      const headers = guestHeaders;
      const paths = references.map((reference) => `/api/webapp/v5/restaurant/${reference}`);
      // wrk when installed (`apt-get install wrk`): with 63 KB answers autocannon's own process is the limit.
      const wrk = wrkPath();
      const round = (origin: string, roundPaths: string[], seconds: number) =>
        wrk
          ? wrkLoad({ wrk, origin, paths: roundPaths, headers, connections: 50, seconds })
          : autocannonRound(origin, roundPaths, headers, seconds);
      // Warmed up as the API calls are (lib/baseline.ts): JIT compilation and first use are not measured.
      await round(server.url, paths, 2);
      const load = await round(server.url, paths, options.seconds);
      const sample = await rawAnswer(`${server.url}/api/webapp/v5/restaurant/${references[0]}`, guestHeaders);
      const baseline = await startBaseline(options.port + 1, sample.body, sample.headers);
      const bare = await round(baseline.url, ['/'], 2)
        .then(() => round(baseline.url, ['/'], options.seconds))
        .finally(() => baseline.close());
      const result = {
        dialect,
        businesses: count,
        itemsEach: 1000,
        importSeconds,
        answerKBEach: Math.round(bytes / references.length / 1024),
        rssMbAtStart: rssAtStart,
        rssMbAfterEachOnce: rssAfterEachOnce,
        rssMbAfterLoad: rssMb(server.pid),
        peakRssMb: server.peakRssMb(),
        connections: 50,
        seconds: options.seconds,
        loadGenerator: wrk ? 'wrk' : 'autocannon',
        requestsPerSecond: load.requestsPerSecond,
        latencyP50: load.latencyP50,
        latencyP99: load.latencyP99,
        errors: load.errors,
        non2xx: load.non2xx,
        sentKBEach: Math.round(sample.body.length / 1024),
        encoding: sample.headers['content-encoding'],
        baselineRequestsPerSecond: bare.requestsPerSecond,
        baselineLatencyP50: bare.latencyP50,
        baselineLatencyP99: bare.latencyP99,
        goals: { rssMb: 200, p99Ms: 20 },
      };
      writeResult(`many-businesses-${dialect}`, result);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
