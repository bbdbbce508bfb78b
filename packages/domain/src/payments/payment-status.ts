/**
 * The state of an online payment (decision 0092). `awaiting` until the gateway says otherwise; `declined`
 * and `cancelled` may still be followed by a success (the guest tries again on the same order); `paid`
 * is refunded or voided by the venue; `expired`, `flagged`, `refunded` and `voided` are final.
 */
export const paymentStatuses = [
  'awaiting',
  'paid',
  'declined',
  'cancelled',
  'expired',
  'flagged',
  'refunded',
  'voided',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const moves: Record<PaymentStatus, readonly PaymentStatus[]> = {
  awaiting: ['paid', 'declined', 'cancelled', 'expired', 'flagged'],
  declined: ['paid', 'declined', 'cancelled', 'expired', 'flagged'],
  cancelled: ['paid', 'declined', 'cancelled', 'expired', 'flagged'],
  // Money captured after the order expired is not lost silently: the payment is flagged for the venue.
  expired: ['flagged'],
  paid: ['refunded', 'voided'],
  flagged: ['refunded'],
  refunded: [],
  voided: [],
};

/** Whether a payment may move from one state to another; everything else is refused. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return moves[from].includes(to);
}

/** Whether a payment still waits for the guest (nothing captured, not expired). */
export function isOpenPayment(status: PaymentStatus): boolean {
  return status === 'awaiting' || status === 'declined' || status === 'cancelled';
}

/** A charge as a gateway reports it, in the gateway's own decimals turned into minor units by the adapter. */
export interface GatewayReading {
  status: 'captured' | 'authorized' | 'pending' | 'declined' | 'cancelled' | 'failed' | 'refunded' | 'voided';
  amount: number;
  currency: string;
}

/** What the server expects the charge to be: the order's (or package's) amount and currency. */
export interface ExpectedCharge {
  amount: number;
  currency: string;
}

/**
 * What a gateway reading means for an open payment: `paid` only when the money was captured (or
 * authorised) for exactly the expected amount and currency; a mismatch is `flagged`; `pending` changes nothing.
 */
export function outcomeOf(reading: GatewayReading, expected: ExpectedCharge): PaymentStatus | 'pending' {
  switch (reading.status) {
    case 'captured':
    case 'authorized':
      return reading.amount === expected.amount && reading.currency.toUpperCase() === expected.currency.toUpperCase()
        ? 'paid'
        : 'flagged';
    case 'declined':
    case 'failed':
      return 'declined';
    case 'cancelled':
    case 'voided':
      return 'cancelled';
    case 'refunded':
      return 'flagged';
    default:
      return 'pending';
  }
}

/** The move a reading makes from the current state, or null when it changes nothing (replayed, out of order). */
export function paymentMove(
  current: PaymentStatus,
  reading: GatewayReading,
  expected: ExpectedCharge,
): PaymentStatus | null {
  const outcome = outcomeOf(reading, expected);
  if (outcome === 'pending' || outcome === current) return null;
  // Money captured after the order expired (and released what it held) goes to the venue to refund.
  if (current === 'expired' && (outcome === 'paid' || outcome === 'flagged')) return 'flagged';
  // A failure reported after a success, or any news about a closed payment, is out of order: ignored.
  return canMovePayment(current, outcome) ? outcome : null;
}

/** Whether an unpaid payment's window has passed (PAYMENT_EXPIRY_MINUTES after it started). */
export function isPaymentExpired(options: { createdAt: Date; now: Date; expiryMinutes: number }): boolean {
  return options.now.getTime() - options.createdAt.getTime() >= options.expiryMinutes * 60_000;
}
