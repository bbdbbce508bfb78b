import path from 'node:path';
import { benchCalcOrder } from './api-calc-order.ts';
import { benchOrders } from './api-orders.ts';
import { benchLargeMenu, benchRestaurant } from './api-throughput.ts';
import { benchBundle } from './bundle-size.ts';
import { benchEngine } from './engine.ts';
import { benchLighthouse } from './lighthouse.ts';
import { createBenchDatabase, launchServer, runServerCli, serverEnv } from './lib/server-process.ts';
import { repoRoot } from './lib/server.ts';

/** `npm run bench`: every benchmark against the built server; figures go to bench/results/. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);

const database = await createBenchDatabase('sqlite', 'bench');
const env = serverEnv(database);
runServerCli('import-business', [path.join(repoRoot, 'data/demo/business.json')], env);
runServerCli('import-business', [path.join(repoRoot, 'bench/fixtures/large-menu.json')], env);
const server = await launchServer({ port: 3900, env });
try {
  if (wanted('api')) {
    const rows = [await benchRestaurant(server, seconds), await benchLargeMenu(server, seconds)];
    console.table(
      rows.map((r) => ({
        call: r.name,
        'server req/s': r.server.requestsPerSecond,
        'node:http req/s': r.baseline.requestsPerSecond,
        ratio: r.ratio,
        'p99 ms': r.server.latencyP99,
        'KB sent': Math.round(r.bytes / 1024),
      })),
    );
  }
  if (wanted('pages')) {
    // BENCH_PAGES=/a,/b measures other pages (their results are written beside the standard ones).
    const pages = process.env.BENCH_PAGES?.split(',') ?? [
      '/demo/delivery',
      '/demo/delivery/13/1301',
      '/large/delivery',
      '/large/delivery/4/4004',
    ];
    const bundles = [];
    for (const page of pages) bundles.push(await benchBundle(server, page));
    console.table(bundles.map((b) => ({ page: b.page, 'JS gzip KB': b.jsGzipKB, 'CSS gzip KB': b.cssGzipKB })));
    const scores = [];
    for (const page of pages) scores.push(await benchLighthouse(server, page));
    console.table(
      scores.map((s) => ({
        page: s.page,
        performance: s.performance,
        accessibility: s.accessibility,
        'best practices': s.bestPractices,
        seo: s.seo,
      })),
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
if (wanted('engine')) console.table([benchEngine()]);
if (wanted('calc')) console.table([await benchCalcOrder(seconds, 3910)]);
if (wanted('orders')) {
  console.table([await benchOrders('sqlite', seconds, 3920), await benchOrders('postgres', seconds, 3921)]);
}
