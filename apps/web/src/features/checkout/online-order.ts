import type { OrderBodyInput, PaymentWire, PlaceOrderResponse } from '@okmenu/contract';

type Place = (options: { body: OrderBodyInput; idempotencyKey: string }) => Promise<PlaceOrderResponse>;

/** How long to wait for another tab that is creating the charge of the same checkout (same key). */
const chargePollMs = 1_000;
const chargePollTries = 10;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the answer's payment is still being created (by another tab with the same key): no link, no error yet. */
function chargeInProgress(payment: PaymentWire | null | undefined): boolean {
  return Boolean(payment && payment.status === 'awaiting' && !payment.redirect_url && !payment.error);
}

/**
 * POST webapp/order, and when another tab is still creating the charge of this checkout (the same key answers
 * the payment without a link yet), asks again with the same key until the link is there: one order, one charge.
 */
export function placeOnlineOrder(place: Place, options: { pollMs?: number; tries?: number } = {}): Place {
  return async (input) => {
    let result = await place(input);
    for (let tries = 0; tries < (options.tries ?? chargePollTries) && chargeInProgress(result.payment); tries++) {
      await wait(options.pollMs ?? chargePollMs);
      result = await place(input);
    }
    return result;
  };
}

/** What the checkout does with the answer's payment. */
export type OnlineOutcome =
  { kind: 'none' } | { kind: 'redirect'; url: string } | { kind: 'error'; key: string; newKey: boolean };

/**
 * No payment (not online, or the wallet paid it all) or already paid: the order page. An open payment with a
 * link: the gateway. The gateway down: retry with the same key (it makes no second charge). Refused, or an
 * earlier attempt of this key that failed: a new key, so the next press starts a fresh charge.
 */
export function onlineOutcomeOf(payment: PaymentWire | null): OnlineOutcome {
  if (!payment || payment.status === 'paid') return { kind: 'none' };
  if (payment.error?.code === 'gateway_unavailable')
    return { kind: 'error', key: 'payments.errors.unavailable', newKey: false };
  if (payment.error?.code === 'gateway_refused') return { kind: 'error', key: 'payments.errors.refused', newKey: true };
  if (payment.redirect_url && payment.status === 'awaiting') return { kind: 'redirect', url: payment.redirect_url };
  if (payment.status === 'awaiting') return { kind: 'error', key: 'payments.errors.unavailable', newKey: false };
  return { kind: 'error', key: 'payments.errors.previousFailed', newKey: true };
}
