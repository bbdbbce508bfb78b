import type { Customer, OrderPlan } from '../lib/load-business.ts';
import { orderBody } from '../lib/load-business.ts';

/** One checkout attempt and what came back (nothing when the connection died first). */
export interface Attempt {
  key: string;
  body: ReturnType<typeof orderBody>;
  customer?: Customer;
  status?: number;
  errorCode?: string;
  transportError?: string;
  order?: { id: number; totals: { wallet_discount: number; total: number } };
  /** The phase it was sent in: the first load, a retry after the restart, the PostgreSQL restart. */
  phase: string;
  sentAt?: number;
  answeredAt?: number;
}

/** Sends (or re-sends) one attempt with its Idempotency-Key and records the answer on it. */
export async function send(base: string, attempt: Attempt, timeoutMs = 10_000): Promise<void> {
  attempt.status = undefined;
  attempt.transportError = undefined;
  attempt.sentAt = Date.now();
  try {
    const response = await fetch(`${base}/api/webapp/order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': attempt.key,
        'x-forwarded-for': attempt.customer?.ip ?? '10.66.0.1',
        ...(attempt.customer ? { authorization: `Bearer ${attempt.customer.token}` } : {}),
      },
      body: JSON.stringify(attempt.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    attempt.status = response.status;
    attempt.answeredAt = Date.now();
    const parsed = JSON.parse(text) as { order?: Attempt['order']; error?: { code: string } };
    if (response.ok) attempt.order = parsed.order;
    else attempt.errorCode = parsed.error?.code;
  } catch (error) {
    attempt.status = undefined;
    attempt.transportError = (error as Error).message;
  }
}

/**
 * Concurrent loops placing orders until `stop()` says so: even loops pay with a customer's wallet,
 * odd loops order as guests. Every attempt is recorded, answered or not.
 */
export async function runOrderLoops(options: {
  base: () => string;
  plan: OrderPlan;
  customers: Customer[];
  loops: number;
  phase: string;
  stop: () => boolean;
  attempts: Attempt[];
}): Promise<void> {
  const run = async (loop: number) => {
    for (let n = 0; !options.stop(); n += 1) {
      const customer = loop % 2 === 0 ? options.customers[loop % options.customers.length] : undefined;
      const attempt: Attempt = {
        key: `${options.phase}-${loop}-${n}-${Math.random().toString(36).slice(2, 8)}`,
        body: orderBody(options.plan, {
          useWallet: customer !== undefined,
          phone: `5${String(loop).padStart(7, '0')}`,
        }),
        customer,
        phase: options.phase,
      };
      options.attempts.push(attempt);
      await send(options.base(), attempt);
      // A dead server refuses at once; do not spin.
      if (attempt.status === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all(Array.from({ length: options.loops }, (_v, loop) => run(loop)));
}
