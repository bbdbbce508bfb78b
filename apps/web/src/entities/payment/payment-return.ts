import type { PaymentWire } from '@okmenu/contract';

/** Why a payment did not go through, as the fail page explains it. */
export type FailReason = 'declined' | 'cancelled' | 'expired';

/**
 * What the guest's page does with a payment read back from the server after the gateway:
 * - `paid`: confirmed (the order is on the board, the wallet credited);
 * - `waiting`: still open at the gateway (poll again; the guest may go back to the payment page);
 * - `failed`: declined, cancelled or expired: the fail page, with the reason;
 * - `flagged`: money arrived but the payment was not accepted (amount mismatch, after expiry): the venue refunds;
 * - `refunded`: paid, then refunded or voided by the venue.
 */
export type ReturnState =
  | { kind: 'paid' }
  | { kind: 'waiting'; redirectUrl: string | null }
  | { kind: 'failed'; reason: FailReason }
  | { kind: 'flagged' }
  | { kind: 'refunded' };

export function returnStateOf(payment: Pick<PaymentWire, 'status' | 'redirect_url'>): ReturnState {
  switch (payment.status) {
    case 'paid':
      return { kind: 'paid' };
    case 'awaiting':
      return { kind: 'waiting', redirectUrl: payment.redirect_url };
    case 'declined':
    case 'cancelled':
    case 'expired':
      return { kind: 'failed', reason: payment.status };
    case 'flagged':
      return { kind: 'flagged' };
    case 'refunded':
    case 'voided':
      return { kind: 'refunded' };
  }
}

/** The fail page's reason from its query (`?reason=`), declined when unknown. */
export function failReasonOf(value: string | null): FailReason {
  return value === 'cancelled' || value === 'expired' ? value : 'declined';
}

/** The fail page of a business, with why and which order (so "try again" can tell the order apart). */
export function paymentFailHref(referenceId: string, reason: FailReason, orderId?: number | null): string {
  const query = new URLSearchParams({ reason });
  if (orderId) query.set('order', String(orderId));
  return `/${referenceId}/payment/fail?${query.toString()}`;
}

/** The fail page of a booking's pre-order: "try again" pays the same booking again with the same method. */
export function reservationFailHref(
  referenceId: string,
  reason: FailReason,
  booking: { reference: string; method: string },
): string {
  const query = new URLSearchParams({ reason, reservation: booking.reference, method: booking.method });
  return `/${referenceId}/payment/fail?${query.toString()}`;
}

/** How often a page reads an open payment again, and for how long before it stops and offers a retry. */
export const returnPollMs = 2_000;
export const returnPollLimit = 45;
