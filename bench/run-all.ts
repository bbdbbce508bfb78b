import path from 'node:path';
import { benchCalcOrder } from './api-calc-order.ts';
import { benchOrders } from './api-orders.ts';
import { benchLargeMenu, benchRestaurant } from './api-throughput.ts';
import { benchBundle } from './bundle-size.ts';
import { benchEngine } from './engine.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchInteraction } from './interaction.ts';
import { benchManyBusinesses } from './many-businesses.ts';
import { benchManyPostgres } from './many-postgres.ts';
import { createBenchDatabase, launchServer, runServerCli, userEnv } from './lib/server-process.ts';
import { repoRoot } from './lib/server.ts';

/** `npm run bench`: every benchmark against the built server; figures go to bench/results/. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);

/** The server with the demo and the 1,000-item business: the API calls and the pages. */
async function benchServedPages() {
  const database = await createBenchDatabase('sqlite', 'bench');
  // Started as `npm start` starts it (its default log level and settings); only the data's place differs.
  const env = userEnv(database);
  runServerCli('import-business', [path.join(repoRoot, 'data/demo/business.json')], env);
  runServerCli('import-business', [path.join(repoRoot, 'bench/fixtures/large-menu.json')], env);
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof).
  const profileDir = process.env.BENCH_CPU_PROF;
  // BENCH_PORT moves the server (and the node:http baseline beside it) off 3900, for a machine shared with others.
  const server = await launchServer({
    port: Number(process.env.BENCH_PORT ?? 3900),
    env,
    logFile: path.join(database.dir, 'server.log'),
    nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  });
  try {
    if (wanted('api')) {
      const rows = [await benchRestaurant(server, seconds), await benchLargeMenu(server, seconds)];
      console.table(
        rows.map((r) => ({
          call: r.name,
          'server req/s': r.server.requestsPerSecond,
          'node:http req/s': r.baseline.requestsPerSecond,
          ratio: r.ratio,
          'server CPU µs/req': r.server.cpuMicrosecondsPerRequest,
          'node:http CPU µs/req': r.baseline.cpuMicrosecondsPerRequest,
          'CPU ratio': r.cpuRatio,
          'p99 ms': r.server.latencyP99,
          'KB sent': Math.round(r.bytes / 1024),
        })),
      );
    }
    // BENCH_PAGES=/a,/b measures other pages (their results are written beside the standard ones).
    const pages = process.env.BENCH_PAGES?.split(',') ?? [
      '/demo/delivery',
      '/demo/delivery/13/1301',
      '/large/delivery',
      '/large/delivery/4/4004',
    ];
    // BENCH_ONLY=bundle measures the pages' bytes alone (quick and exact); `pages` adds Lighthouse.
    if (wanted('pages') || wanted('bundle')) {
      const bundles = [];
      for (const page of pages) bundles.push(await benchBundle(server, page));
      console.table(bundles.map((b) => ({ page: b.page, 'JS gzip KB': b.jsGzipKB, 'CSS gzip KB': b.cssGzipKB })));
    }
    if (wanted('pages')) {
      // Each page's figures are the median of LIGHTHOUSE_RUNS runs (default 5), as issue 20 asks.
      const scores = [];
      for (const page of pages) scores.push(await benchLighthouse(server, page));
      console.table(
        scores.map((s) => ({
          page: s.page,
          performance: s.performance,
          accessibility: s.accessibility,
          'best practices': s.bestPractices,
          seo: s.seo,
          'FCP ms': s.metrics.firstContentfulPaintMs,
          'LCP ms': s.metrics.largestContentfulPaintMs,
          'TBT ms': s.metrics.totalBlockingTimeMs,
          // The same rule over the main thread's CPU time (decision 0126): what the page itself asks of it.
          'CPU-time TBT ms': s.mainThread?.cpuBlockingTimeMs,
          CLS: s.metrics.cumulativeLayoutShift,
          runs: s.runs,
        })),
      );
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}
if (wanted('api') || wanted('bundle') || wanted('pages')) await benchServedPages();
if (wanted('engine')) console.table([benchEngine()]);
if (wanted('calc')) console.table([await benchCalcOrder(seconds, 3910)]);
if (wanted('orders')) {
  const dialects = (process.env.BENCH_DIALECTS?.split(',') ?? ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];
  const rows = [];
  for (const [index, dialect] of dialects.entries()) rows.push(await benchOrders(dialect, seconds, 3920 + index));
  console.table(rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'atFixedRate'))));
  // The same server at a fixed rate (open loop, decision 0129).
  console.table(rows.map((row) => ({ dialect: row.dialect, ...row.atFixedRate })));
}
if (wanted('many')) {
  const dialect = process.env.BENCH_MANY_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  const count = Number(process.env.BENCH_MANY_COUNT ?? 100);
  const port = Number(process.env.BENCH_MANY_PORT ?? 3930);
  console.table([await benchManyBusinesses({ port, seconds, count, dialect })]);
}
if (wanted('many-postgres')) {
  const count = Number(process.env.BENCH_MANY_PG_COUNT ?? 10_000);
  const items = Number(process.env.BENCH_MANY_PG_ITEMS ?? 100);
  const rounds = Number(process.env.BENCH_MANY_PG_ROUNDS ?? 3);
  const port = Number(process.env.BENCH_MANY_PORT ?? 3930);
  const result = await benchManyPostgres({ port, seconds, count, items, rounds });
  console.log(JSON.stringify(result, null, 2));
}
if (wanted('interaction')) {
  const result = await benchInteraction({ port: Number(process.env.BENCH_INTERACTION_PORT ?? 3940) });
  console.table(result.phases);
}
