import autocannon from 'autocannon';
import type { OrderPlan } from '../lib/load-business.ts';
import { businessIdOf, calcBody, choosePlan, orderBody, prepareBusiness } from '../lib/load-business.ts';
import { startRoundRobinProxy } from '../lib/round-robin-proxy.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import { createBenchDatabase, launchServer, redisUrl, serverEnv } from '../lib/server-process.ts';
import { writeResult } from '../lib/server.ts';

/**
 * `npm run load -w bench` (BENCH_SECONDS, default 60): mixed traffic on loopback, 90% menu and
 * restaurant reads, 8% calc-order, 2% order placement, at 50 and 200 connections, against one server
 * on SQLite and against two servers sharing PostgreSQL and Redis behind a round-robin proxy.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);

type Kind = 'read' | 'calc' | 'order';

/** One measured run. */
export interface MixedResult {
  setup: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  requests: Record<Kind, number>;
  /** Transport errors and timeouts. */
  errors: number;
  /** Answers outside 2xx, by kind and status. */
  unexpected: Record<string, number>;
  peakRssMb: number[];
}

/** Runs the mix against a base URL for `seconds`, picking each request by weight. */
async function runMix(options: {
  setup: string;
  base: string;
  plan: OrderPlan;
  businessId: number;
  connections: number;
  servers: ServerProcess[];
}): Promise<MixedResult> {
  const { plan } = options;
  const reads = [
    `/api/webapp/v5/restaurant/${plan.referenceId}`,
    `/api/webapp/v5/menu/${plan.branchId}`,
    `/api/webapp/v5/item/${plan.branchId}/${plan.lines[0]?.item_id}`,
    `/api/webapp/branches/${options.businessId}`,
  ];
  const calc = JSON.stringify(calcBody(plan));
  const order = JSON.stringify(orderBody(plan, { useWallet: false, phone: '50012345' }));
  const counts: Record<Kind, number> = { read: 0, calc: 0, order: 0 };
  const unexpected: Record<string, number> = {};
  let serial = 0;
  const result = await autocannon({
    url: options.base,
    connections: options.connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const roll = Math.random();
          const kind: Kind = roll < 0.9 ? 'read' : roll < 0.98 ? 'calc' : 'order';
          (context as { kind?: Kind }).kind = kind;
          counts[kind] += 1;
          const headers = { locale: 'en', 'accept-encoding': 'gzip' };
          if (kind === 'read') {
            return {
              ...request,
              method: 'GET',
              path: reads[serial++ % reads.length] as string,
              headers,
              body: undefined,
            };
          }
          const json = { ...headers, 'content-type': 'application/json' };
          if (kind === 'calc') {
            return {
              ...request,
              method: 'POST',
              path: `/api/service/pos/calc-order/${options.businessId}`,
              headers: json,
              body: calc,
            };
          }
          serial += 1;
          const key = `load-${options.setup.replaceAll(/\W/g, '')}-${options.connections}-${serial}-${Math.random().toString(36).slice(2, 8)}`;
          return {
            ...request,
            method: 'POST',
            path: '/api/webapp/order',
            headers: { ...json, 'idempotency-key': key },
            body: order,
          };
        },
        onResponse: (status, body, context) => {
          if ((status < 200 || status >= 300) && process.env.BENCH_DEBUG) console.log(status, body.slice(0, 300));
          if (status < 200 || status >= 300) {
            const label = `${(context as { kind?: Kind }).kind} ${status}`;
            unexpected[label] = (unexpected[label] ?? 0) + 1;
          }
        },
      },
    ],
  });
  return {
    setup: options.setup,
    connections: options.connections,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    requests: counts,
    errors: result.errors + result.timeouts,
    unexpected,
    peakRssMb: options.servers.map((server) => server.peakRssMb()),
  };
}

async function singleSqlite(results: MixedResult[]) {
  const database = await createBenchDatabase('sqlite', 'load');
  const { env } = prepareBusiness(database);
  const server = await launchServer({ port: 3960, env: serverEnv(database, { ...env, LOG_LEVEL: 'error' }) });
  try {
    const { plan, why } = await choosePlan(server.url);
    console.log(`business: ${plan.source} (${why})`);
    const businessId = await businessIdOf(server.url, plan.referenceId);
    for (const connections of connectionCounts) {
      results.push(
        await runMix({ setup: '1 server, SQLite', base: server.url, plan, businessId, connections, servers: [server] }),
      );
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function twoPostgres(results: MixedResult[]) {
  const database = await createBenchDatabase('postgres', 'load');
  const { env } = prepareBusiness(database);
  const shared = serverEnv(database, {
    ...env,
    LOG_LEVEL: 'error',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `load-${Date.now().toString(36)}`,
  });
  const servers = [await launchServer({ port: 3961, env: shared }), await launchServer({ port: 3962, env: shared })];
  const proxy = await startRoundRobinProxy(
    3963,
    servers.map((server) => server.url),
  );
  try {
    const { plan } = await choosePlan(proxy.url);
    const businessId = await businessIdOf(proxy.url, plan.referenceId);
    for (const connections of connectionCounts) {
      results.push(
        await runMix({
          setup: '2 servers, PostgreSQL + Redis, proxy',
          base: proxy.url,
          plan,
          businessId,
          connections,
          servers,
        }),
      );
    }
  } finally {
    await proxy.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

const results: MixedResult[] = [];
await singleSqlite(results);
await twoPostgres(results);
writeResult('load-mixed', { results });
console.table(
  results.map((r) => ({
    setup: r.setup,
    conns: r.connections,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.latencyP50,
    'p99 ms': r.latencyP99,
    'max ms': r.latencyMax,
    'reads/calc/orders': `${r.requests.read}/${r.requests.calc}/${r.requests.order}`,
    errors: r.errors,
    'non-2xx':
      Object.entries(r.unexpected)
        .map(([label, n]) => `${label}: ${n}`)
        .join(', ') || 0,
    'peak RSS MB': r.peakRssMb.join(' + '),
  })),
);
const failed = results.filter((r) => r.errors > 0 || Object.keys(r.unexpected).length > 0);
console.log(failed.length === 0 ? 'LOAD: no errors' : `LOAD: ${failed.length} run(s) had errors or non-2xx answers`);
process.exit(failed.length === 0 ? 0 : 1);
