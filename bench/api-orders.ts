import autocannon from 'autocannon';
import { choosePlan, prepareBusiness } from './lib/load-business.ts';
import { createBenchDatabase, launchServer, serverEnv } from './lib/server-process.ts';
import { writeResult } from './lib/server.ts';

/** Orders/s for POST webapp/order with a 5-line cart, each request with its own Idempotency-Key. */
export async function benchOrders(dialect: 'sqlite' | 'postgres', seconds: number, port: number) {
  const database = await createBenchDatabase(dialect, `orders-${dialect}`);
  const { env } = prepareBusiness(database);
  const server = await launchServer({ port, env: serverEnv(database, env) });
  try {
    const { plan, why } = await choosePlan(server.url);
    const lines = Array.from({ length: 5 }, (_, index) => ({
      ...(plan.lines[index % plan.lines.length] as (typeof plan.lines)[number]),
      comment: `line ${index + 1}`,
    }));
    const body = JSON.stringify({
      branch_id: plan.branchId,
      selling_types: plan.sellingType,
      order_lines: lines.map((line) => ({ ...line, modifiers: [] })),
      name: 'Bench Guest',
      phone: '50012345',
      dial_code: '+965',
      payment_type: 2,
    });
    let sequence = 0;
    const result = await autocannon({
      url: `${server.url}/api/webapp/order`,
      method: 'POST',
      connections: 20,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      body,
      requests: [
        {
          setupRequest(request) {
            sequence += 1;
            return { ...request, headers: { ...request.headers, 'idempotency-key': `bench-${dialect}-${sequence}` } };
          },
        },
      ],
    });
    const figures = {
      dialect,
      business: `${plan.source} (${why})`,
      ordersPerSecond: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      peakRssMb: server.peakRssMb(),
    };
    writeResult(`orders-${dialect}`, figures);
    return figures;
  } finally {
    await server.stop();
    await database.drop();
  }
}
