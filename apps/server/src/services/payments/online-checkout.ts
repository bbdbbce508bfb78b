import type { OnlineMethod } from '@okmenu/domain';
import { isOpenPayment } from '@okmenu/domain';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import type { PaymentRow } from '../../db/payment-repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { gatewayOf } from './payment-deps.ts';

/** How long a request may take to create a charge before another may take over (a crashed process). */
const claimMs = 30_000;

/** Creating the gateway charge of a payment: once, even with two tabs or a double click. */
export class OnlineCheckout {
  constructor(private readonly deps: PaymentDeps) {}

  /**
   * Creates the charge unless one exists or another request is creating it; a gateway timeout or 5xx
   * is recorded as a retryable error and the payment stays open (the guest retries with the same key).
   */
  async start(
    payment: PaymentRow,
    context: { referenceId: string; customer: { name: string; phone: string }; returnPath?: string },
  ): Promise<PaymentRow> {
    if (payment.charge_id || !isOpenPayment(payment.status as never)) return payment;
    const now = this.deps.clock();
    const claimed = await this.deps.payments.claim({
      id: payment.id,
      at: now.toISOString(),
      staleBefore: new Date(now.getTime() - claimMs).toISOString(),
    });
    if (!claimed) return payment;
    const gateway = gatewayOf(this.deps.gateways, payment.gateway);
    const sandbox = gateway.name === 'sandbox';
    // The sandbox lives in this server, so its links stay relative and work behind any host name.
    const base = sandbox ? '' : this.deps.publicUrl.replace(/\/+$/, '');
    const returnPath =
      context.returnPath ??
      (payment.purpose === 'order'
        ? `/${context.referenceId}/order/${payment.order_id}`
        : `/${context.referenceId}/wallet/history?payment=${payment.id}`);
    try {
      const created = await gateway.createCharge({
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method as OnlineMethod,
        reference: `okmenu-pay-${payment.id}`,
        description: describe(payment),
        customer: context.customer,
        returnUrl: `${base}${returnPath}`,
        webhookUrl: `${base}/api/webapp/payments/webhook/${gateway.name}`,
      });
      await this.deps.payments.recordAttempt(payment.id, created, this.deps.clock().toISOString());
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      const code = error.retryable ? 'gateway_unavailable' : 'gateway_refused';
      await this.deps.payments.recordAttempt(payment.id, { error: code }, this.deps.clock().toISOString());
    }
    return (await this.deps.payments.findById(payment.id)) ?? payment;
  }
}

/** What the guest sees the charge is for on the gateway's page. */
function describe(payment: PaymentRow): string {
  if (payment.purpose === 'order') return `Order ${payment.order_id}`;
  if (payment.purpose === 'reservation') return `Reservation ${payment.reservation_id}`;
  return `Wallet package ${payment.package_id}`;
}
