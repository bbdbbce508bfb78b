import type { PaymentMethodsResponse } from '@okmenu/contract';
import { availableOnlineMethods } from '@okmenu/domain';
import type { GatewayName, IncomingWebhook } from '../../adapters/payments/payment-gateway.ts';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import type { BusinessRepository } from '../../db/business-repository.ts';
import type { PaymentRefunds } from './payment-refunds.ts';
import type { PaymentConfirmation } from './payment-confirmation.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { AppError, notFound } from '../shared/errors.ts';

/** A payment older than this is read from the gateway by the reconciliation task. */
const reconcileAfterMs = 2 * 60_000;
const batch = 50;

/** Webhooks, the methods on offer, and the reconciliation task's round. */
export class PaymentEvents {
  constructor(
    private readonly deps: PaymentDeps & {
      businesses: BusinessRepository;
      confirmation: PaymentConfirmation;
      refunds: PaymentRefunds;
    },
  ) {}

  /** The online methods a business offers in its currency (the web app hides Apple Pay where it cannot work). */
  async methods(referenceId: string): Promise<PaymentMethodsResponse> {
    const business = await this.deps.businesses.findByReference(referenceId);
    if (!business) throw notFound(`Business ${referenceId}`);
    const online = business.settings.online_payment;
    const usable = online !== undefined && this.deps.gateways[online.gateway] !== undefined;
    const currency = business.settings.currency;
    return {
      gateway: usable ? online.gateway : null,
      currency,
      methods:
        usable && business.settings.payment_methods.includes(1)
          ? availableOnlineMethods({ enabled: online.methods, currency, applePay: true })
          : [],
    };
  }

  /**
   * A gateway's webhook: a forged one is a 401 and changes nothing; a genuine one only names the charge,
   * which is read back from the gateway and applied once (replays and out-of-order ones change nothing).
   */
  async webhook(gatewayName: GatewayName, webhook: IncomingWebhook): Promise<{ received: true }> {
    const gateway = this.deps.gateways[gatewayName];
    const chargeId = gateway ? await gateway.verifyWebhook(webhook) : null;
    if (!gateway || chargeId === null)
      throw new AppError(401, 'invalid_signature', 'The webhook signature is not valid');
    const payment = await this.deps.payments.findByCharge(gatewayName, chargeId);
    // A charge we never made (or of another deployment) is acknowledged so the gateway stops retrying.
    if (!payment) return { received: true };
    try {
      await this.deps.confirmation.settle(payment);
    } catch (error) {
      // The gateway did not answer our read: a 503 makes it send the webhook again; reconciliation also will.
      if (error instanceof GatewayError && error.retryable) {
        throw new AppError(503, 'gateway_unavailable', 'The payment service did not answer; send again later');
      }
      throw error;
    }
    return { received: true };
  }

  /**
   * One round of the reconciliation task: every open payment older than two minutes is read from the
   * gateway (a lost webhook, a crash between charge and confirmation); past the expiry it is expired;
   * failed refunds are asked again. One payment's failure never stops the round.
   */
  async reconcile(): Promise<{ settled: number; expired: number; failures: number }> {
    const now = this.deps.clock();
    const counts = { settled: 0, expired: 0, failures: 0 };
    const open = await this.deps.payments.openBefore(
      ['awaiting', 'declined', 'cancelled'],
      new Date(now.getTime() - reconcileAfterMs).toISOString(),
      batch,
    );
    for (const payment of open) {
      try {
        const settled = payment.charge_id ? await this.deps.confirmation.settle(payment) : payment;
        if (settled.status !== payment.status) counts.settled += 1;
        const expired = now.getTime() - Date.parse(payment.created_at) >= this.deps.expiryMinutes * 60_000;
        if (settled.status === payment.status && expired && (await this.deps.confirmation.expire(settled)))
          counts.expired += 1;
      } catch {
        counts.failures += 1;
      }
    }
    for (const refund of await this.deps.payments.unfinishedRefunds(
      new Date(now.getTime() - 60_000).toISOString(),
      batch,
    )) {
      await this.deps.refunds.retry(refund).catch(() => {
        counts.failures += 1;
      });
    }
    return counts;
  }
}
