import type { PaymentWire } from '@okmenu/contract';
import type { OnlineMethod } from '@okmenu/domain';
import { canPayWith } from '@okmenu/domain';
import type { Kysely } from 'kysely';
import type { BusinessRow } from '../../db/business-repository.ts';
import type { NewOrder } from '../../db/order-repository.ts';
import type { PaymentRow } from '../../db/payment-repository.ts';
import type { Database } from '../../db/schema.ts';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../shared/errors.ts';
import type { OnlineCheckout } from './online-checkout.ts';
import type { PaymentConfirmation } from './payment-confirmation.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { gatewayOf } from './payment-deps.ts';
import type { PaymentRefunds } from './payment-refunds.ts';
import { paymentWire } from './wire/payment-view.ts';

/** The gateway and method an online order is paid with, and the service that takes the payment. */
export interface OnlineChoice {
  payments: OrderPayments;
  gateway: string;
  method: OnlineMethod;
}

/**
 * The online payment of an order being placed: null unless it chose payment type 1 and has something
 * left to pay after the wallet; a 422 when the business does not take that method online.
 */
export function onlineChoice(
  payments: OrderPayments | undefined,
  order: { business: BusinessRow; body: { payment_type: number; online_method?: OnlineMethod }; total: number },
): OnlineChoice | null {
  if (order.body.payment_type !== 1 || order.total <= 0) return null;
  if (!payments) {
    throw new AppError(422, 'invalid_order', 'This payment method is not offered', [
      { path: 'body.payment_type', message: 'This payment method is not offered' },
    ]);
  }
  return { payments, ...payments.check(order.business, order.body.online_method) };
}

/** What the order flow asks of payments (the order services' `payments` dependency). */
export class OrderPayments {
  constructor(
    private readonly deps: PaymentDeps & {
      checkout: OnlineCheckout;
      confirmation: PaymentConfirmation;
      refunds: PaymentRefunds;
    },
  ) {}

  /** The gateway and method of an online order, or a 422 naming `online_method` when it is not offered. */
  check(business: BusinessRow, method: OnlineMethod | undefined): { gateway: string; method: OnlineMethod } {
    const online = business.settings.online_payment;
    const offered =
      online !== undefined &&
      method !== undefined &&
      canPayWith({ method, enabled: online.methods, currency: business.settings.currency });
    if (!offered || !online) {
      throw new AppError(422, 'invalid_order', 'This payment method is not offered', [
        { path: 'body.online_method', message: 'Choose one of the online methods offered' },
      ]);
    }
    gatewayOf(this.deps.gateways, online.gateway);
    return { gateway: online.gateway, method };
  }

  /** Stores the order's payment in the order's own transaction. */
  async insert(
    executor: Kysely<Database>,
    options: { choice: { gateway: string; method: OnlineMethod }; order: NewOrder; orderId: number },
  ): Promise<void> {
    const { order } = options;
    await this.deps.payments.insert(executor, {
      business_id: order.business_id,
      purpose: 'order',
      order_id: options.orderId,
      user_id: order.user_id,
      package_id: null,
      credit: null,
      gateway: options.choice.gateway,
      method: options.choice.method,
      charge_id: null,
      redirect_url: null,
      // What the wallet left to pay (the order's total after the wallet part).
      amount: order.total,
      currency: order.currency,
      status: 'awaiting',
      idempotency_key: order.idempotency_key,
      request_hash: order.request_hash,
      claimed_at: null,
      last_error: null,
      flag_reason: null,
      created_at: order.created_at,
      updated_at: order.created_at,
      paid_at: null,
    });
  }

  /**
   * After placing (or replaying) an online order: creates its charge if none exists yet, else reads the
   * gateway when the payment is still open. Answers the payment, or null for an order paid otherwise.
   */
  async afterPlaced(options: {
    orderId: number;
    referenceId: string;
    customer: { name: string; phone: string };
  }): Promise<PaymentWire | null> {
    const payment = await this.deps.payments.findByOrder(options.orderId);
    if (!payment) return null;
    const started = await this.deps.checkout.start(payment, options);
    return this.wire(started);
  }

  /** The order's payment as it is now, reading the gateway first while it is open (GET webapp/transaction). */
  async current(orderId: number): Promise<PaymentWire | null> {
    const payment = await this.deps.payments.findByOrder(orderId);
    return payment ? this.wire(await this.settled(payment)) : null;
  }

  /** A payment as it is now: the gateway read first while it is open (settle does nothing otherwise). */
  async settled(payment: PaymentRow): Promise<PaymentRow> {
    // A gateway that does not answer leaves the payment as stored; the guest is told to retry.
    return this.deps.confirmation.settle(payment).catch((error: unknown) => {
      if (error instanceof GatewayError || error instanceof AppError) return payment;
      throw error;
    });
  }

  /** The order's payment as stored (order answers, the staff board). */
  async stored(orderId: number): Promise<PaymentWire | null> {
    const payment = await this.deps.payments.findByOrder(orderId);
    return payment ? this.wire(payment) : null;
  }

  /** After the venue rejects or cancels an order: refunds its paid online payment. */
  async afterOrderMoved(options: { orderId: number; to: number; actor: string; reason: string | null }): Promise<void> {
    if (options.to !== 2 && options.to !== 9) return;
    await this.deps.refunds.refundOrder(options);
  }

  async wire(payment: PaymentRow): Promise<PaymentWire> {
    return paymentWire(payment, {
      refunds: await this.deps.payments.refunds(payment.id),
      expiryMinutes: this.deps.expiryMinutes,
    });
  }
}
