import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { choosePlan, prepareBusiness } from './lib/load-business.ts';
import { createBenchDatabase, launchServer, serverEnv } from './lib/server-process.ts';
import { cpuSeconds } from './lib/baseline.ts';
import { openLoop } from './lib/open-loop.ts';
import { writeResult } from './lib/server.ts';

/** Concurrent clients placing orders (issue 20: 50). */
const connections = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 50);

/** The fixed rate of the open-loop run (issue 20: 2,000 orders/s); BENCH_ORDER_RATE=0 leaves that run out. */
const fixedRate = Number(process.env.BENCH_ORDER_RATE ?? 2000);

/**
 * Orders/s for POST webapp/order with a 5-line cart at 50 connections, each request with its own
 * Idempotency-Key, two ways (decision 0129):
 * - closed loop (autocannon): each connection sends its next order as soon as the last is answered, so the
 *   figure is the most the server takes, and its latency is the queue that 50 orders always in flight make
 *   (mean = 50 / orders per second);
 * - open loop at a fixed rate (`BENCH_ORDER_RATE`, 2,000/s): orders due evenly over each second on the same 50
 *   connections, each latency counted from when the order was due: how long a guest waits while the server
 *   takes that many orders a second.
 * BENCH_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof).
 */
export async function benchOrders(dialect: 'sqlite' | 'postgres', seconds: number, port: number) {
  const database = await createBenchDatabase(dialect, `orders-${dialect}`);
  const { env } = prepareBusiness(database);
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await launchServer({
    port,
    env: serverEnv(database, env),
    logFile: path.join(database.dir, 'server.log'),
    nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  });
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
    const load = (duration: number) =>
      autocannon({
        url: `${server.url}/api/webapp/order`,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/json' },
        body,
        requests: [
          {
            setupRequest(request) {
              sequence += 1;
              return {
                ...request,
                headers: { ...request.headers, 'idempotency-key': `bench-${dialect}-${sequence}` },
              };
            },
          },
        ],
      });
    // Warmed up as the API calls are (lib/baseline.ts), so JIT compilation and first-use work are not measured.
    await load(2);
    const cpuBefore = cpuSeconds(server.pid);
    const result = await load(seconds);
    // The server's CPU per order: steadier than orders/s when neighbours share the machine.
    const cpuPerOrder = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
    // Only a rate the server can take at all: above its closed-loop most, the open loop would measure a queue
    // growing for the whole run (PostgreSQL here, decision 0129).
    const fixed =
      fixedRate > 0 && result.requests.average >= fixedRate
        ? await openLoop({
            origin: server.url,
            method: 'POST',
            path: '/api/webapp/order',
            headers: { 'content-type': 'application/json' },
            body,
            perRequest: (index) => ({ 'idempotency-key': `bench-${dialect}-fixed-${index}` }),
            connections,
            rate: fixedRate,
            seconds,
          })
        : null;
    const figures = {
      dialect,
      connections,
      business: `${plan.source} (${why})`,
      ordersPerSecond: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      serverCpuMicrosecondsPerOrder: Math.round(cpuPerOrder),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      peakRssMb: server.peakRssMb(),
      atFixedRate: fixed,
      // The machine is shared: the 1-minute load average says how busy it was (2 cores).
      loadAverage: Number(os.loadavg()[0]?.toFixed(1)),
    };
    writeResult(`orders-${dialect}`, figures);
    return figures;
  } finally {
    await server.stop();
    await database.drop();
  }
}
