import autocannon from 'autocannon';
import { businessIdOf, choosePlan, prepareBusiness } from './lib/load-business.ts';
import { createBenchDatabase, launchServer, serverEnv } from './lib/server-process.ts';
import { writeResult } from './lib/server.ts';

/** calc-order requests/s for a 20-line cart. */
export async function benchCalcOrder(seconds: number, port: number) {
  const database = await createBenchDatabase('sqlite', 'calc-order');
  const { env } = prepareBusiness(database);
  const server = await launchServer({ port, env: serverEnv(database, env) });
  try {
    const { plan } = await choosePlan(server.url);
    const businessId = await businessIdOf(server.url, plan.referenceId);
    const lines = Array.from({ length: 20 }, (_, index) => {
      const line = plan.lines[index % plan.lines.length] as (typeof plan.lines)[number];
      return { item_id: line.item_id, price_label_id: line.price_label_id, count: 1 + (index % 3), modifiers: [] };
    });
    const body = JSON.stringify({
      branch_id: plan.branchId,
      selling_type: plan.sellingType,
      lines,
      coupon_code: 'WELCOME10',
    });
    const result = await autocannon({
      url: `${server.url}/api/service/pos/calc-order/${businessId}`,
      method: 'POST',
      connections: 20,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      body,
    });
    const figures = {
      lines: 20,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    writeResult('calc-order', figures);
    return figures;
  } finally {
    await server.stop();
    await database.drop();
  }
}
