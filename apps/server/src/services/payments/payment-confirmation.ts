import type { PaymentStatus } from '@okmenu/domain';
import { OrderStatus, ReservationStatus, isOpenPayment, paymentMove } from '@okmenu/domain';
import type { ReservationStatusCode } from '@okmenu/domain';
import type { Transaction } from 'kysely';
import type { ChargeReading } from '../../adapters/payments/payment-gateway.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentRow } from '../../db/payment-repository.ts';
import type { BookingMoved, PaymentDeps } from './payment-deps.ts';
import { gatewayOf } from './payment-deps.ts';

/** Thrown inside a payment's transaction when its order or booking no longer awaits payment (it expired meanwhile). */
class OrderNotAwaiting extends Error {}

/**
 * Confirms payments from what the gateway says, never from the browser. The return page, the webhook and
 * the reconciliation task all come here; the conditional move makes whichever is first the only one.
 */
export class PaymentConfirmation {
  constructor(private readonly deps: PaymentDeps) {}

  /** Reads the charge (unless a reading is given) and applies what it means; answers the payment as it is now. */
  async settle(payment: PaymentRow, given?: ChargeReading): Promise<PaymentRow> {
    const status = payment.status as PaymentStatus;
    if (!payment.charge_id || !(isOpenPayment(status) || status === 'expired')) return payment;
    const reading = given ?? (await gatewayOf(this.deps.gateways, payment.gateway).readCharge(payment.charge_id));
    const to = paymentMove(status, reading, { amount: payment.amount, currency: payment.currency });
    if (to === null) return payment;
    await this.apply(payment, to);
    return (await this.deps.payments.findById(payment.id)) ?? payment;
  }

  /**
   * Expires an unpaid payment and its order, giving back the wallet part, in one transaction; a booking's latest
   * attempt expiring lets its table go.
   */
  async expire(payment: PaymentRow): Promise<boolean> {
    const at = this.deps.clock().toISOString();
    const orderId = payment.order_id;
    let released: BookingMoved | null = null;
    const expired = await this.deps.payments.move({
      id: payment.id,
      from: payment.status,
      to: 'expired',
      at,
      alongside: async (trx) => {
        if (payment.reservation_id !== null) {
          released = await this.moveBooking(trx, payment, {
            to: ReservationStatus.expired,
            at,
            reason: 'payment_expired',
          });
          return;
        }
        if (orderId === null) return;
        const eventId = await this.deps.orders.moveIn(trx, {
          orderId,
          from: OrderStatus.awaiting_payment,
          to: OrderStatus.expired,
          actor: 'payment',
          reason: 'payment_expired',
          at,
        });
        if (eventId !== null)
          await this.deps.wallet.refundForOrder(trx, { orderId, at, actor: 'payment', reason: 'payment_expired' });
      },
    });
    const releasedMove = released as BookingMoved | null;
    if (releasedMove) await this.deps.onBookingMoved?.(releasedMove);
    return expired;
  }

  /**
   * Moves the booking a payment is the latest attempt of out of awaiting payment, in the payment's transaction;
   * null when it no longer awaits (paid at the venue, expired) or a newer attempt took over.
   */
  private async moveBooking(
    trx: Transaction<Database>,
    payment: PaymentRow,
    move: { to: ReservationStatusCode; at: string; reason: string | null },
  ): Promise<BookingMoved | null> {
    const reservationId = payment.reservation_id as number;
    const latest = await trx
      .selectFrom('payments')
      .select('id')
      .where('reservation_id', '=', reservationId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (latest?.id !== payment.id) return null;
    const moved = await this.deps.reservations.moveIn(trx, {
      id: reservationId,
      from: ReservationStatus.awaiting_payment,
      to: move.to,
      actor: `payment:${payment.gateway}`,
      reason: move.reason,
      at: move.at,
    });
    return moved
      ? {
          eventId: moved.eventId,
          reservationId,
          businessId: moved.row.business_id,
          status: move.to,
          reason: move.reason,
          at: move.at,
        }
      : null;
  }

  private async apply(payment: PaymentRow, to: PaymentStatus): Promise<void> {
    const at = this.deps.clock().toISOString();
    const flagReason =
      to === 'flagged'
        ? payment.status === 'expired'
          ? 'captured_after_expiry'
          : 'amount_or_currency_mismatch'
        : undefined;
    const order = payment.order_id === null ? undefined : await this.deps.orders.findById(payment.order_id);
    let published: { eventId: number; status: number } | null = null;
    let booked: BookingMoved | null = null;
    try {
      await this.deps.payments.move({
        id: payment.id,
        from: payment.status,
        to,
        at,
        flagReason,
        alongside: async (trx) => {
          if (to !== 'paid') return;
          if (order) {
            const status = order.scheduled_for ? OrderStatus.scheduled : OrderStatus.pending;
            const eventId = await this.deps.orders.moveIn(trx, {
              orderId: order.id,
              from: OrderStatus.awaiting_payment,
              to: status,
              actor: `payment:${payment.gateway}`,
              reason: null,
              at,
            });
            if (eventId === null) throw new OrderNotAwaiting();
            await this.deps.onOrderPaid?.({ orderId: order.id, at: new Date(at), trx });
            published = { eventId, status };
          } else if (payment.reservation_id !== null) {
            booked = await this.moveBooking(trx, payment, { to: ReservationStatus.pending, at, reason: null });
            if (!booked) throw new OrderNotAwaiting();
          } else if (payment.user_id !== null && payment.package_id !== null && payment.credit !== null) {
            await this.deps.wallet.creditForPayment(trx, {
              userId: payment.user_id,
              businessId: payment.business_id,
              amount: payment.credit,
              packageId: payment.package_id,
              paymentId: payment.id,
              at,
            });
          }
        },
      });
    } catch (error) {
      if (!(error instanceof OrderNotAwaiting)) throw error;
      // Captured while the order expired: the venue must see the money and refund it.
      await this.deps.payments.move({
        id: payment.id,
        from: payment.status,
        to: 'flagged',
        at,
        flagReason: 'captured_after_expiry',
      });
      return;
    }
    const bookedMove = booked as BookingMoved | null;
    if (bookedMove) await this.deps.onBookingMoved?.(bookedMove);
    const event = published as { eventId: number; status: number } | null;
    if (order && event) {
      // Only now does the venue see the order (decision 0092).
      await this.deps.events.publish({
        eventId: event.eventId,
        orderId: order.id,
        businessId: order.business_id,
        status: event.status,
        reason: null,
        at,
      });
    }
  }
}
