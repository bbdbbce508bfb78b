import type { Customer } from '../lib/load-business.ts';
import { businessIdOf, choosePlan, creditWallet, loginCustomer, prepareBusiness } from '../lib/load-business.ts';
import type { BenchDatabase, ServerProcess } from '../lib/server-process.ts';
import { createBenchDatabase, launchServer, runServerCli, serverEnv } from '../lib/server-process.ts';
import { writeResult } from '../lib/server.ts';
import type { Attempt } from './order-load.ts';
import { runOrderLoops, send } from './order-load.ts';
import type { PaymentAttempt } from './payment-phase.ts';
import { revisitReturnPages, runPaymentLoops, verifyPayments } from './payment-phase.ts';
import { postgresRestartCommand, restartPostgres } from './restart-postgres.ts';
import type { Verdict } from './verify.ts';
import { verifyDatabase } from './verify.ts';

/**
 * `npx tsx bench/crash/run.ts [sqlite|postgres]`: kill -9 the built server while 20 loops place orders
 * and wallet payments, restart it on the same database, check that nothing answered 2xx was lost,
 * duplicated or double-charged, retry the unanswered attempts with their keys, and (PostgreSQL) restart
 * the database under load. Exits non-zero on any failure.
 */

const loops = Number(process.env.CRASH_LOOPS ?? 20);
const loadMs = Number(process.env.CRASH_LOAD_MS ?? 8000);
// CRASH_PORT moves the servers when another run on the machine holds 3950.
const basePort = Number(process.env.CRASH_PORT ?? 3950);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Check {
  run: string;
  check: string;
  ok: boolean;
  detail: string;
}
const checks: Check[] = [];
const record = (run: string, check: string, ok: boolean, detail: string) => checks.push({ run, check, ok, detail });

function count(attempts: Attempt[], test: (a: Attempt) => boolean) {
  return attempts.filter(test).length;
}
const ok2xx = (a: Attempt) => a.status !== undefined && a.status >= 200 && a.status < 300;

function recordVerdict(run: string, label: string, verdict: Verdict) {
  record(
    run,
    label,
    verdict.problems.length === 0,
    verdict.problems.length === 0
      ? `${verdict.answered} answered 2xx, ${verdict.ordersInDatabase} orders stored (${verdict.walletOrders} wallet-paid)`
      : verdict.problems.slice(0, 5).join('; '),
  );
}

/** Re-sends attempts that got no answer (or a 5xx) with the same key; each must now be placed or replayed. */
async function retry(run: string, base: string, attempts: Attempt[]) {
  const pending = attempts.filter((a) => a.status === undefined || a.status >= 500);
  for (let i = 0; i < pending.length; i += 10) {
    await Promise.all(pending.slice(i, i + 10).map((attempt) => send(base, attempt)));
  }
  const placed = count(pending, (a) => a.status === 201);
  const replayed = count(pending, (a) => a.status === 200);
  const failed = pending.filter((a) => !ok2xx(a));
  record(
    run,
    'unanswered attempts retried with the same key',
    failed.length === 0,
    `${pending.length} retried: ${placed} placed now, ${replayed} replayed (had been stored)` +
      (failed.length
        ? `; failed: ${failed.map((a) => `${a.status ?? a.transportError}${a.errorCode ? ` ${a.errorCode}` : ''}`).join(', ')}`
        : ''),
  );
}

async function setUp(dialect: 'sqlite' | 'postgres', port: number) {
  const database = await createBenchDatabase(dialect, 'crash');
  const { env } = prepareBusiness(database);
  // Errors during the outage are expected; CRASH_LOG_LEVEL=error shows them.
  const environment = serverEnv(database, { ...env, LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'fatal' });
  const server = await launchServer({ port, env: environment });
  try {
    return await prepareCustomers({ database, environment, server });
  } catch (error) {
    await server.stop().catch(() => server.kill9().catch(() => undefined));
    await database.drop().catch(() => undefined);
    throw error;
  }
}

async function prepareCustomers(options: {
  database: BenchDatabase;
  environment: Record<string, string>;
  server: ServerProcess;
}) {
  const { database, environment, server } = options;
  const { plan, why } = await choosePlan(server.url);
  const businessId = await businessIdOf(server.url, plan.referenceId);
  const staffToken = runServerCli('staff-token', [plan.referenceId, 'crash', '--role', 'owner'], {
    DATABASE_URL: database.url,
  })
    .split('\n')
    .pop() as string;
  const customers: Customer[] = [];
  const credited = new Map<number, number>();
  for (let i = 0; i < 10; i += 1) {
    const customer = await loginCustomer(server.url, businessId, i);
    customers.push(customer);
    // Enough that no wallet runs dry during the run: retries for one customer then never race the last of a
    // balance (that answers a correct 409 wallet_insufficient, which is not what this check is about).
    credited.set(customer.id, await creditWallet(server.url, staffToken, customer, 100_000));
  }
  return { database, plan, why, environment, server, customers, credited };
}

async function postgresRestart(
  run: string,
  setup: { database: BenchDatabase; plan: Parameters<typeof runOrderLoops>[0]['plan']; customers: Customer[] },
  server: ServerProcess,
  attempts: Attempt[],
) {
  const command = postgresRestartCommand();
  if (!command) {
    record(run, 'PostgreSQL restart under load', false, 'no way to restart PostgreSQL on this machine');
    return;
  }
  const readiness: { at: number; status: number }[] = [];
  let stop = false;
  const phase: Attempt[] = [];
  const load = runOrderLoops({
    base: () => server.url,
    plan: setup.plan,
    customers: setup.customers,
    loops: 10,
    phase: 'pg-restart',
    stop: () => stop,
    attempts: phase,
  });
  const poll = (async () => {
    while (!stop) {
      try {
        const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(3000) });
        readiness.push({ at: Date.now(), status: response.status });
      } catch {
        readiness.push({ at: Date.now(), status: 0 });
      }
      await sleep(100);
    }
  })();
  await sleep(1500);
  const restartAt = Date.now();
  const tookMs = await restartPostgres(command);
  const restartedAt = Date.now();
  let recoveredAt: number | undefined;
  while (Date.now() - restartedAt < 30_000 && recoveredAt === undefined) {
    await sleep(100);
    const okOrder = phase.find((a) => a.status === 201 && (a.sentAt ?? 0) > restartedAt);
    const okReady = readiness.find((r) => r.status === 200 && r.at > restartedAt);
    if (okOrder && okReady) recoveredAt = Math.max(okOrder.answeredAt ?? 0, okReady.at);
  }
  await sleep(2000);
  stop = true;
  await Promise.all([load, poll]);
  attempts.push(...phase);

  const during = phase.filter((a) => (a.sentAt ?? 0) >= restartAt && (a.sentAt ?? 0) <= restartedAt);
  const failedDuring = during.filter((a) => !ok2xx(a));
  const statuses = [...new Set(failedDuring.map((a) => String(a.status ?? a.transportError)))].join(', ');
  const lateFailures = phase.filter(
    (a) => recoveredAt !== undefined && (a.sentAt ?? 0) > recoveredAt + 1000 && !ok2xx(a),
  );
  const sawNotReady = readiness.some((r) => r.status === 503 && r.at >= restartAt);
  record(
    run,
    'PostgreSQL restart under load',
    server.child.exitCode === null && recoveredAt !== undefined && lateFailures.length === 0,
    `\`${command.join(' ')}\` took ${tookMs} ms; ${during.length} orders sent meanwhile, ${failedDuring.length} failed` +
      (statuses ? ` (${statuses})` : '') +
      `; /readyz 503 seen: ${sawNotReady}; recovered ${recoveredAt ? recoveredAt - restartedAt : 'never'} ms after, ` +
      `same process ${server.pid}; ${lateFailures.length} failures after recovery`,
  );
  record(
    run,
    'failures during the outage are 503 answers (retry later), not 500s, hangs or crashes',
    failedDuring.every((a) => a.status === 503),
    `${count(failedDuring, (a) => a.status === 503)} 503, ` +
      `${count(failedDuring, (a) => a.status !== undefined && a.status >= 500 && a.status !== 503)} other 5xx, ` +
      `${count(failedDuring, (a) => a.status === undefined)} without an answer, ` +
      `${count(failedDuring, (a) => a.status !== undefined && a.status < 500)} 4xx`,
  );
}

/**
 * Online payments (issue 13): loops place online orders and approve them on the sandbox page while the
 * server is killed with -9, so some charges are captured with their webhook or confirmation lost. After
 * the restart every return page is visited again; every captured charge must have confirmed its order
 * exactly once, and no order may be confirmed without one.
 */
async function paymentCrash(options: {
  run: string;
  port: number;
  setup: Awaited<ReturnType<typeof setUp>>;
  server: ServerProcess;
}): Promise<ServerProcess> {
  const { run, port, setup } = options;
  let server = options.server;
  const attempts: PaymentAttempt[] = [];
  let stop = false;
  const load = runPaymentLoops({ base: () => server.url, plan: setup.plan, loops: 10, stop: () => stop, attempts });
  await sleep(loadMs / 2);
  await server.kill9();
  stop = true;
  await load;
  server = await launchServer({ port, env: setup.environment });
  const unreachable = await revisitReturnPages(server.url, attempts);
  const verdict = await verifyPayments(setup.database.url);
  record(
    `${run} (payments)`,
    'kill -9 between charge and confirmation: every captured payment confirms its order once, none without',
    verdict.problems.length === 0 && unreachable === 0,
    verdict.problems.length === 0
      ? `${attempts.length} online checkouts, ${attempts.filter((a) => a.approved).length} approved before the kill, ` +
          `${verdict.captured} captured, ${verdict.confirmed} orders confirmed once; ${unreachable} return pages failed`
      : verdict.problems.slice(0, 5).join('; '),
  );
  return server;
}

async function crashRun(dialect: 'sqlite' | 'postgres', port: number) {
  const setup = await setUp(dialect, port);
  let server = setup.server;
  try {
    return await crashAndVerify({ dialect, port, setup, server: () => server, replace: (next) => (server = next) });
  } finally {
    // Never leave a server behind: a later run would find the port taken.
    await server.stop().catch(() => server.kill9().catch(() => undefined));
    await setup.database.drop().catch(() => undefined);
  }
}

async function crashAndVerify(options: {
  dialect: 'sqlite' | 'postgres';
  port: number;
  setup: Awaited<ReturnType<typeof setUp>>;
  server: () => Awaited<ReturnType<typeof setUp>>['server'];
  replace: (server: Awaited<ReturnType<typeof setUp>>['server']) => void;
}) {
  const { dialect, port, setup } = options;
  const run = dialect;
  let server = options.server();
  const attempts: Attempt[] = [];
  let stop = false;
  const load = runOrderLoops({
    base: () => server.url,
    plan: setup.plan,
    customers: setup.customers,
    loops,
    phase: 'load',
    stop: () => stop,
    attempts,
  });
  await sleep(loadMs / 2);
  const inFlight = count(attempts, (a) => a.status === undefined && a.transportError === undefined);
  await server.kill9();
  stop = true;
  await load;
  const beforeKill = count(attempts, ok2xx);
  const started = Date.now();
  server = await launchServer({ port, env: setup.environment });
  options.replace(server);
  record(
    run,
    'kill -9 under load, restart on the same database',
    true,
    `${attempts.length} attempts, ${beforeKill} answered 2xx, ${inFlight} in flight at the kill; ready again in ${Date.now() - started} ms`,
  );
  recordVerdict(run, 'after the restart: answered orders stored whole, keys unique, wallets add up', {
    ...(await verifyDatabase(setup.database.url, attempts, setup.credited)),
  });
  await retry(run, server.url, attempts);
  recordVerdict(
    run,
    'after the retries: no duplicates, wallets add up',
    await verifyDatabase(setup.database.url, attempts, setup.credited),
  );
  server = await paymentCrash({ run, port, setup, server });
  options.replace(server);
  if (dialect === 'postgres' && process.env.CRASH_RESTART_POSTGRES !== '0') {
    await postgresRestart(run, setup, server, attempts);
    await retry(`${run} (db restart)`, server.url, attempts);
    recordVerdict(
      `${run} (db restart)`,
      'after the database restart and retries: nothing lost or doubled',
      await verifyDatabase(setup.database.url, attempts, setup.credited),
    );
  }
  return {
    dialect,
    business: `${setup.plan.source} (${setup.why})`,
    attempts: attempts.length,
    answered: count(attempts, ok2xx),
  };
}

const which = process.argv[2];
const dialects = (which ? [which] : ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];
const runs = [];
try {
  for (const [index, dialect] of dialects.entries()) runs.push(await crashRun(dialect, basePort + index));
} catch (error) {
  record('setup', 'the crash run completed', false, (error as Error).stack ?? String(error));
}
for (const run of runs) console.log(`[${run.dialect}] business: ${run.business}`);
for (const { run, check, ok, detail } of checks) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  [${run}] ${check}\n      ${detail.slice(0, 400)}`);
}
const failed = checks.filter((check) => !check.ok);
writeResult(`crash-${dialects.join('-')}`, { runs, checks });
console.log(failed.length === 0 ? 'CRASH: PASS' : `CRASH: FAIL (${failed.length} check(s) failed)`);
process.exit(failed.length === 0 ? 0 : 1);
