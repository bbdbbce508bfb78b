import {
  orderAccessParams,
  orderHeaders,
  paymentIdParams,
  referenceParams,
  staffRefundBody,
  walletPurchaseBody,
  walletPurchaseParams,
  webhookParams,
} from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { optionalUser, requireUser } from '../http/user-auth.ts';
import { validate } from '../http/validate.ts';
import type { OrderService } from '../services/orders/orders.ts';
import type { OrderPayments } from '../services/payments/order-payments.ts';
import type { PaymentEvents } from '../services/payments/payment-events.ts';
import type { StaffPayments } from '../services/payments/staff-payments.ts';
import type { WalletPurchase } from '../services/payments/wallet-purchase.ts';
import type { StaffAuth } from '../services/staff/staff-auth.ts';
import { notFound } from '../services/shared/errors.ts';

export interface PaymentRouteDeps {
  orders: OrderService;
  orderPayments: OrderPayments;
  events: PaymentEvents;
  walletPurchase: WalletPurchase;
  staffPayments: StaffPayments;
  staff: StaffAuth;
}

/**
 * GET webapp/transaction/{a}/{b} (SPEC §7), the online methods, the gateways' webhooks and buying
 * wallet packages online (issue 13; calls documented in packages/contract/src/payment-calls.ts).
 */
export function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  app.get('/webapp/transaction/:a/:b', async (request, reply) => {
    const { a, b } = validate(orderAccessParams, request.params, 'params');
    const user = await optionalUser(request);
    const row = await deps.orders.readable({ orderId: a, secret: b, userId: user?.userId ?? null });
    const payment = await deps.orderPayments.current(row.id);
    if (!payment) throw notFound(`Payment of order ${row.id}`);
    reply.header('cache-control', 'no-store');
    return { payment };
  });

  app.get('/webapp/payment-methods/:referenceId', async (request) => {
    const { referenceId } = validate(referenceParams, request.params, 'params');
    return deps.events.methods(referenceId);
  });

  app.post('/webapp/payments/webhook/:gateway', async (request) => {
    const { gateway } = validate(webhookParams, request.params, 'params');
    return deps.events.webhook(gateway, { headers: request.headers, body: request.body });
  });

  app.post('/webapp/wallet/purchase/:packageId', async (request, reply) => {
    const user = await requireUser(request);
    const { 'idempotency-key': idempotencyKey } = validate(orderHeaders, request.headers, 'headers');
    const { packageId } = validate(walletPurchaseParams, request.params, 'params');
    const { method } = validate(walletPurchaseBody, request.body, 'body');
    reply.header('cache-control', 'no-store');
    const payment = await deps.walletPurchase.start({ user, packageId, method, idempotencyKey });
    return { payment };
  });

  app.get('/staff/payments/flagged', async (request, reply) => {
    const staff = await deps.staff.authenticate(request.headers.authorization);
    reply.header('cache-control', 'no-store');
    return { payments: await deps.staffPayments.flagged(staff.businessId) };
  });

  app.post('/staff/payments/:paymentId/refund', async (request) => {
    const staff = await deps.staff.authenticate(request.headers.authorization);
    const { paymentId } = validate(paymentIdParams, request.params, 'params');
    const { reason } = validate(staffRefundBody, request.body, 'body');
    const payment = await deps.staffPayments.refund({
      businessId: staff.businessId,
      paymentId,
      actor: `staff:${staff.label}`,
      reason,
    });
    return { payment };
  });

  app.get('/webapp/wallet/purchase/:paymentId', async (request, reply) => {
    const user = await requireUser(request);
    const { paymentId } = validate(paymentIdParams, request.params, 'params');
    reply.header('cache-control', 'no-store');
    return { payment: await deps.walletPurchase.current(user, paymentId) };
  });
}
