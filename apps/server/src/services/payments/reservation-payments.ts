import type { PaymentWire } from '@okmenu/contract';
import type { OnlineMethod } from '@okmenu/domain';
import { ReservationStatus } from '@okmenu/domain';
import type { Kysely } from 'kysely';
import type { BusinessRow } from '../../db/business-repository.ts';
import type { PaymentRow } from '../../db/payment-repository.ts';
import type { ReservationRow } from '../../db/reservation-repository.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/order-repository.ts';
import { AppError } from '../shared/errors.ts';
import type { OnlineCheckout } from './online-checkout.ts';
import type { OrderPayments } from './order-payments.ts';
import type { PaymentConfirmation } from './payment-confirmation.ts';
import type { PaymentDeps } from './payment-deps.ts';
import type { PaymentRefunds } from './payment-refunds.ts';

/** Where the gateway sends the guest back: the booking's success page, by the link the guest holds. */
export interface BookingReturn {
  referenceId: string;
  /** `{id}-{secret}` (or the id, for the signed-in guest). */
  reference: string;
  customer: { name: string; phone: string };
}

/**
 * A type-2 booking's pre-order paid online (decision 0105), through the payments orders use: the same checkout,
 * confirmation (the gateway's word, never the browser's), expiry and refunds. A booking may have several attempts;
 * the latest is the one that counts.
 */
export class ReservationPayments {
  constructor(
    private readonly deps: PaymentDeps & {
      checkout: OnlineCheckout;
      confirmation: PaymentConfirmation;
      refunds: PaymentRefunds;
      orderPayments: OrderPayments;
    },
  ) {}

  /** The gateway and method of an online pre-order, or a 422 naming `online_method` when it is not offered. */
  check(business: BusinessRow, method: OnlineMethod | undefined): { gateway: string; method: OnlineMethod } {
    return this.deps.orderPayments.check(business, method);
  }

  /** Stores an attempt to pay a booking's pre-order (in the booking's transaction for the first one). */
  async insert(
    executor: Kysely<Database>,
    options: {
      choice: { gateway: string; method: OnlineMethod };
      row: ReservationRow;
      amount: number;
      currency: string;
      idempotencyKey: string;
      requestHash: string;
      at: string;
    },
  ): Promise<PaymentRow> {
    const { row } = options;
    return this.deps.payments.insert(executor, {
      business_id: row.business_id,
      purpose: 'reservation',
      order_id: null,
      reservation_id: row.id,
      user_id: row.user_id,
      package_id: null,
      credit: null,
      gateway: options.choice.gateway,
      method: options.choice.method,
      charge_id: null,
      redirect_url: null,
      amount: options.amount,
      currency: options.currency,
      status: 'awaiting',
      idempotency_key: options.idempotencyKey,
      request_hash: options.requestHash,
      claimed_at: null,
      last_error: null,
      flag_reason: null,
      created_at: options.at,
      updated_at: options.at,
      paid_at: null,
    });
  }

  /** After booking (or a replay): creates the latest attempt's charge if none exists yet; null without a payment. */
  async start(reservationId: number, back: BookingReturn): Promise<PaymentWire | null> {
    const payment = await this.deps.payments.findByReservation(reservationId);
    if (!payment) return null;
    const started = await this.deps.checkout.start(payment, {
      ...back,
      returnPath: `/${back.referenceId}/reservation/success/${back.reference}`,
    });
    return this.deps.orderPayments.wire(started);
  }

  /**
   * A new attempt for a booking still awaiting payment (POST webapp/reservation/{id}/pay): once per Idempotency-Key;
   * refused while the latest attempt can still be paid or once the booking no longer awaits payment.
   */
  async retry(options: {
    row: ReservationRow;
    business: BusinessRow;
    method: OnlineMethod;
    idempotencyKey: string;
    back: BookingReturn;
  }): Promise<PaymentWire | null> {
    const { row } = options;
    const key = { businessId: row.business_id, purpose: 'reservation', key: options.idempotencyKey };
    const requestHash = `${row.id}:${options.method}`;
    const earlier = await this.deps.payments.findByKey(key);
    if (earlier) {
      if (earlier.reservation_id !== row.id || earlier.request_hash !== requestHash) {
        throw new AppError(409, 'idempotency_key_reused', 'This key was already used for another payment', [
          { path: 'headers.idempotency-key', message: 'Use a new key for a new payment' },
        ]);
      }
      return this.start(row.id, options.back);
    }
    const stored = await this.deps.payments.findByReservation(row.id);
    const latest = stored && (await this.deps.orderPayments.settled(stored));
    if (!latest || row.status !== ReservationStatus.awaiting_payment || latest.status === 'paid') {
      throw new AppError(409, 'not_awaiting_payment', 'This booking is not waiting for a payment', [
        { path: 'params.id', message: 'Nothing to pay here' },
      ]);
    }
    // The latest attempt can still be paid: the guest goes back to it rather than starting a second charge.
    if (latest.status === 'awaiting' && latest.charge_id !== null) return this.deps.orderPayments.wire(latest);
    try {
      await this.insert(this.deps.payments.executor(), {
        choice: this.check(options.business, options.method),
        row,
        amount: latest.amount,
        currency: latest.currency,
        idempotencyKey: options.idempotencyKey,
        requestHash,
        at: this.deps.clock().toISOString(),
      });
    } catch (error) {
      // Two tabs with one key: the loser continues with the winner's attempt.
      if (!isUniqueViolation(error)) throw error;
    }
    return this.start(row.id, options.back);
  }

  /** The booking's latest attempt as it is now, reading the gateway first while it is open (the success page). */
  async current(reservationId: number): Promise<PaymentWire | null> {
    const payment = await this.deps.payments.findByReservation(reservationId);
    return payment ? this.deps.orderPayments.wire(await this.deps.orderPayments.settled(payment)) : null;
  }

  /** The booking's latest attempt as stored (the staff board, lists). */
  async stored(reservationId: number): Promise<PaymentWire | null> {
    const payment = await this.deps.payments.findByReservation(reservationId);
    return payment ? this.deps.orderPayments.wire(payment) : null;
  }

  /** After the venue rejects or anyone cancels a booking: refunds its paid pre-order. */
  async afterMoved(options: { reservationId: number; to: number; actor: string; reason: string | null }) {
    if (options.to !== 2 && options.to !== 4) return;
    await this.deps.refunds.refundBooking(options);
  }
}
