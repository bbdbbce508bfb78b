import { openDatabase } from '../../apps/server/src/db/database.ts';
import type { OrderPlan } from '../lib/load-business.ts';
import { orderBody } from '../lib/load-business.ts';

/** One online order of the payment phase: placed, then approved on the sandbox's page (if it got that far). */
export interface PaymentAttempt {
  key: string;
  access?: { id: number; secret: string };
  chargeId?: string;
  approved?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places an online (KNET) guest order and approves it on the sandbox page, as a guest's browser would. */
async function payOnce(base: string, plan: OrderPlan, attempt: PaymentAttempt): Promise<void> {
  const placed = await fetch(`${base}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': attempt.key, 'x-forwarded-for': '10.77.0.1' },
    body: JSON.stringify({
      ...orderBody(plan, { useWallet: false, phone: '50077001' }),
      payment_type: 1,
      online_method: 'knet',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!placed.ok) return;
  const answer = (await placed.json()) as {
    access: { id: number; secret: string };
    payment?: { redirect_url: string | null };
  };
  attempt.access = answer.access;
  const page = answer.payment?.redirect_url ?? '';
  attempt.chargeId = /\/pay\/(sbx_[a-f0-9]+)$/.exec(page)?.[1];
  if (!attempt.chargeId) return;
  const decided = await fetch(`${base}${page}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  attempt.approved = decided.status === 303;
}

/** Loops placing and approving online orders until `stop()`; every attempt is recorded, finished or not. */
export async function runPaymentLoops(options: {
  base: () => string;
  plan: OrderPlan;
  loops: number;
  stop: () => boolean;
  attempts: PaymentAttempt[];
}): Promise<void> {
  const run = async (loop: number) => {
    for (let n = 0; !options.stop(); n += 1) {
      const attempt: PaymentAttempt = { key: `pay-${loop}-${n}-${Math.random().toString(36).slice(2, 8)}` };
      options.attempts.push(attempt);
      await payOnce(options.base(), options.plan, attempt).catch(() => sleep(50));
    }
  };
  await Promise.all(Array.from({ length: options.loops }, (_v, loop) => run(loop)));
}

/** After the restart: each placed order's return page (GET webapp/transaction) reads the gateway, as a guest's would. */
export async function revisitReturnPages(base: string, attempts: PaymentAttempt[]): Promise<number> {
  let failures = 0;
  const placed = attempts.filter((a) => a.access);
  for (let i = 0; i < placed.length; i += 10) {
    await Promise.all(
      placed.slice(i, i + 10).map(async (attempt) => {
        const { id, secret } = attempt.access as { id: number; secret: string };
        const response = await fetch(`${base}/api/webapp/transaction/${id}/${secret}`).catch(() => undefined);
        if (!response?.ok) failures += 1;
      }),
    );
  }
  return failures;
}

/**
 * The database after the payment phase: every captured sandbox charge confirmed its order exactly once
 * (one move out of awaiting payment, to pending or scheduled), and no order is confirmed without one.
 */
export async function verifyPayments(
  databaseUrl: string,
): Promise<{ captured: number; confirmed: number; problems: string[] }> {
  const { db, close } = openDatabase(databaseUrl);
  const problems: string[] = [];
  try {
    const charges = new Map(
      (await db.selectFrom('sandbox_charges').select(['id', 'status']).execute()).map((c) => [c.id, c.status]),
    );
    const payments = await db
      .selectFrom('payments')
      .select(['id', 'order_id', 'charge_id', 'status'])
      .where('purpose', '=', 'order')
      .execute();
    const orders = new Map(
      (await db.selectFrom('orders').select(['id', 'status']).where('payment_type', '=', 1).execute()).map((o) => [
        Number(o.id),
        Number(o.status),
      ]),
    );
    const confirmations = new Map<number, number>();
    const events = await db.selectFrom('order_events').select(['order_id', 'status', 'actor']).execute();
    for (const event of events) {
      if (event.actor.startsWith('payment:')) {
        confirmations.set(Number(event.order_id), (confirmations.get(Number(event.order_id)) ?? 0) + 1);
      }
    }
    let captured = 0;
    for (const payment of payments) {
      const orderId = Number(payment.order_id);
      const charge = payment.charge_id ? charges.get(payment.charge_id) : undefined;
      const moves = confirmations.get(orderId) ?? 0;
      if (charge === 'CAPTURED') {
        captured += 1;
        if (payment.status !== 'paid') problems.push(`order ${orderId}: captured but payment ${payment.status}`);
        if (moves !== 1) problems.push(`order ${orderId}: captured, confirmed ${moves} times`);
      } else if (moves > 0 || payment.status === 'paid') {
        problems.push(`order ${orderId}: confirmed without a captured charge (${charge ?? 'no charge'})`);
      }
      const status = orders.get(orderId);
      if (charge !== 'CAPTURED' && status !== 11 && status !== 12)
        problems.push(`order ${orderId}: status ${status} unpaid`);
    }
    return { captured, confirmed: [...confirmations.values()].filter((n) => n > 0).length, problems };
  } finally {
    await close();
  }
}
