import { createHash } from 'node:crypto';
import type { PaymentWire } from '@okmenu/contract';
import type { OnlineMethod } from '@okmenu/domain';
import type { BusinessRepository } from '../../db/business-repository.ts';
import type { PaymentRow } from '../../db/payment-repository.ts';
import type { UserRepository } from '../../db/user-repository.ts';
import { isUniqueViolation } from '../../db/order-repository.ts';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import type { OrderPayments } from './order-payments.ts';
import type { OnlineCheckout } from './online-checkout.ts';
import type { PaymentConfirmation } from './payment-confirmation.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** Buying a wallet package online: one payment per Idempotency-Key, the wallet credited once when paid. */
export class WalletPurchase {
  constructor(
    private readonly deps: PaymentDeps & {
      businesses: BusinessRepository;
      users: UserRepository;
      graphs: GraphCache;
      checkout: OnlineCheckout;
      confirmation: PaymentConfirmation;
      orderPayments: OrderPayments;
    },
  ) {}

  /** Starts (or replays) the purchase of a package by a signed-in customer; answers the payment to redirect to. */
  async start(options: {
    user: { userId: number; businessId: number };
    packageId: number;
    method: OnlineMethod;
    idempotencyKey: string;
  }): Promise<PaymentWire> {
    const business = await this.deps.businesses.findById(options.user.businessId);
    if (!business || !business.settings.enable_wallet)
      throw new AppError(409, 'wallet_disabled', 'This business has no wallet');
    const graph = await this.deps.graphs.get(business);
    const pack = graph.wallet_packages.find((p) => p.id === options.packageId && p.active);
    if (!pack) throw notFound('Wallet package');
    const { gateway, method } = this.deps.orderPayments.check(business, options.method);
    const requestHash = createHash('sha256')
      .update(JSON.stringify([options.user.userId, pack.id, method]))
      .digest('hex');
    const key = { businessId: business.id, purpose: 'wallet_package', key: options.idempotencyKey };
    let payment = await this.deps.payments.findByKey(key);
    if (!payment) {
      const at = this.deps.clock().toISOString();
      try {
        payment = await this.deps.payments.insert(this.deps.payments.executor(), {
          business_id: business.id,
          purpose: 'wallet_package',
          order_id: null,
          user_id: options.user.userId,
          package_id: pack.id,
          credit: pack.credit,
          gateway,
          method,
          charge_id: null,
          redirect_url: null,
          amount: pack.price,
          currency: business.settings.currency,
          status: 'awaiting',
          idempotency_key: options.idempotencyKey,
          request_hash: requestHash,
          claimed_at: null,
          last_error: null,
          flag_reason: null,
          created_at: at,
          updated_at: at,
          paid_at: null,
        });
      } catch (error) {
        // Two tabs with one key: the loser continues with the winner's payment.
        if (!isUniqueViolation(error)) throw error;
        payment = await this.deps.payments.findByKey(key);
        if (!payment) throw error;
      }
    }
    if (payment.request_hash !== requestHash) {
      throw new AppError(409, 'idempotency_key_reused', 'This key was already used for another purchase', [
        { path: 'headers.idempotency-key', message: 'Use a new key for a new purchase' },
      ]);
    }
    const user = await this.deps.users.findById(options.user.userId);
    const started = await this.deps.checkout.start(payment, {
      referenceId: business.reference_id,
      customer: { name: user?.name ?? 'Customer', phone: user?.phone ?? '' },
    });
    return this.deps.orderPayments.wire(started);
  }

  /** A purchase of the signed-in customer as it is now (the gateway read first while it is open). */
  async current(user: { userId: number }, paymentId: number): Promise<PaymentWire> {
    const payment: PaymentRow | undefined = await this.deps.payments.findById(paymentId);
    if (!payment || payment.purpose !== 'wallet_package' || payment.user_id !== user.userId) throw notFound('Payment');
    // A gateway that does not answer leaves the purchase as stored; the customer is told to retry.
    const settled = await this.deps.confirmation.settle(payment).catch((error: unknown) => {
      if (error instanceof GatewayError || error instanceof AppError) return payment;
      throw error;
    });
    return this.deps.orderPayments.wire(settled);
  }
}
