import type { PaymentWire } from '@okmenu/contract';
import type { PaymentStatus } from '@okmenu/domain';
import { currencyOf, toMajor } from '@okmenu/domain';
import type { PaymentRefundRow, PaymentRow } from '../../../db/payment-repository.ts';

const errorMessages = {
  gateway_unavailable: 'The payment service did not answer; try again',
  gateway_refused: 'The payment service refused this payment; choose another method',
} as const;

/** A payment on the wire (money in major units); the redirect only while the guest can still pay. */
export function paymentWire(
  row: PaymentRow,
  options: { refunds: PaymentRefundRow[]; expiryMinutes: number },
): PaymentWire {
  const currency = currencyOf(row.currency);
  const major = (minor: number) => toMajor(minor, currency);
  const status = row.status as PaymentStatus;
  const error =
    row.last_error === 'gateway_unavailable' || row.last_error === 'gateway_refused' ? row.last_error : null;
  return {
    id: row.id,
    purpose: row.purpose,
    order_id: row.order_id,
    reservation_id: row.reservation_id,
    package_id: row.package_id,
    gateway: row.gateway,
    method: row.method,
    status,
    amount: major(row.amount),
    currency: row.currency,
    // A declined or abandoned charge cannot be paid again; the guest starts a new checkout instead.
    redirect_url: status === 'awaiting' ? row.redirect_url : null,
    error: error && { code: error, message: errorMessages[error] },
    flag_reason: row.flag_reason,
    expires_at: new Date(Date.parse(row.created_at) + options.expiryMinutes * 60_000).toISOString(),
    paid_at: row.paid_at,
    refunds: options.refunds.map((refund) => ({
      amount: major(refund.amount),
      currency: refund.currency,
      status: refund.status,
      refund_id: refund.refund_id,
      reason: refund.reason,
      created_at: refund.created_at,
    })),
  };
}
