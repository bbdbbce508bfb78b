import type { PaymentWire } from '@okmenu/contract';
import type { PaymentRepository } from '../../db/payment-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { OrderPayments } from './order-payments.ts';
import type { PaymentRefunds } from './payment-refunds.ts';

/** The venue's side of payments: flagged ones (amount mismatch, money after expiry) and refunding them. */
export class StaffPayments {
  constructor(
    private readonly deps: { payments: PaymentRepository; refunds: PaymentRefunds; orderPayments: OrderPayments },
  ) {}

  /** The business's flagged payments, newest first. */
  async flagged(businessId: number): Promise<PaymentWire[]> {
    const rows = await this.deps.payments.ofBusiness({ businessId, status: 'flagged', limit: 200 });
    return Promise.all(rows.map((row) => this.deps.orderPayments.wire(row)));
  }

  /** Refunds one of the business's flagged payments through its gateway; answers it as it is now. */
  async refund(options: {
    businessId: number;
    paymentId: number;
    actor: string;
    reason: string | null;
  }): Promise<PaymentWire> {
    const payment = await this.deps.payments.findById(options.paymentId);
    if (!payment || payment.business_id !== options.businessId) throw notFound(`Payment ${options.paymentId}`);
    if (payment.status !== 'flagged') {
      throw new AppError(409, 'not_refundable', 'Only a flagged payment is refunded here; reject or cancel its order');
    }
    await this.deps.refunds.refund({ payment, actor: options.actor, reason: options.reason });
    const now = await this.deps.payments.findById(payment.id);
    return this.deps.orderPayments.wire(now ?? payment);
  }
}
