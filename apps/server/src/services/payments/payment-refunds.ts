import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import type { PaymentRefundRow, PaymentRow } from '../../db/payment-repository.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { gatewayOf } from './payment-deps.ts';

/** Refunding a paid payment through its gateway when the venue rejects or cancels the order. */
export class PaymentRefunds {
  constructor(private readonly deps: PaymentDeps) {}

  /** Refunds the order's online payment once; a payment that is not paid (or was refunded) is left alone. */
  async refundOrder(options: { orderId: number; actor: string; reason: string | null }): Promise<void> {
    await this.refundPaid(await this.deps.payments.findByOrder(options.orderId), options);
  }

  /** Refunds a booking's paid pre-order once, when the venue rejects or anyone cancels it (decision 0105). */
  async refundBooking(options: { reservationId: number; actor: string; reason: string | null }): Promise<void> {
    await this.refundPaid(await this.deps.payments.findByReservation(options.reservationId), options);
  }

  private async refundPaid(payment: PaymentRow | undefined, options: { actor: string; reason: string | null }) {
    if (payment && payment.status === 'paid')
      await this.refund({ payment, actor: options.actor, reason: options.reason });
  }

  /**
   * Refunds a paid or flagged payment once (a second call finds the refund recorded and does nothing);
   * answers whether this call started the refund.
   */
  async refund(options: { payment: PaymentRow; actor: string; reason: string | null }): Promise<boolean> {
    const { payment } = options;
    if ((payment.status !== 'paid' && payment.status !== 'flagged') || !payment.charge_id) return false;
    const at = this.deps.clock().toISOString();
    const started = await this.deps.payments.startRefund({
      payment_id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      status: 'pending',
      refund_id: null,
      actor: options.actor,
      reason: options.reason,
      last_error: null,
      created_at: at,
      updated_at: at,
    });
    if (started) await this.ask(payment, options.reason ?? 'order_cancelled');
    return started;
  }

  /** Asks the gateway again for a refund that failed (the reconciliation task). */
  async retry(refund: PaymentRefundRow): Promise<void> {
    const payment = await this.deps.payments.findById(refund.payment_id);
    if (payment && (payment.status === 'paid' || payment.status === 'flagged')) {
      await this.ask(payment, refund.reason ?? 'order_cancelled');
    }
  }

  private async ask(payment: PaymentRow, reason: string): Promise<void> {
    let outcome: { status: PaymentRefundRow['status']; refundId: string | null; error: string | null };
    try {
      const result = await gatewayOf(this.deps.gateways, payment.gateway).refund({
        chargeId: payment.charge_id as string,
        amount: payment.amount,
        currency: payment.currency,
        reason,
        reference: `okmenu-refund-${payment.id}`,
      });
      outcome = { ...result, error: result.status === 'failed' ? 'gateway_refused' : null };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      outcome = { status: 'failed', refundId: null, error: 'gateway_unavailable' };
    }
    const at = this.deps.clock().toISOString();
    await this.deps.payments.finishRefund(payment.id, outcome, at);
    if (outcome.status !== 'failed') {
      await this.deps.payments.move({ id: payment.id, from: payment.status, to: 'refunded', at });
    }
  }
}
