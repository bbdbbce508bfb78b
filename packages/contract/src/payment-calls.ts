import { onlineMethods, paymentStatuses } from '@okmenu/domain';
import { z } from 'zod';

/**
 * Online payments (issue 13, decision 0092). Money on the wire is in the currency's major unit.
 *
 * - POST webapp/order with `payment_type: 1` and `online_method` places the order awaiting payment and
 *   answers `payment` (below) with `redirect_url`: send the browser there. The gateway sends it back to
 *   `/{referenceId}/order/{orderId}?charge_id=…`; the web app then reads GET webapp/transaction/{a}/{b}.
 * - GET webapp/transaction/{a}/{b}: the order's payment, same access rule as GET webapp/order/{a}/{b};
 *   while the payment is open the server reads the gateway first (never the browser's word).
 * - GET webapp/payment-methods/{referenceId}: the online methods the business offers in its currency
 *   (the web app hides Apple Pay where the browser cannot pay with it).
 * - POST webapp/wallet/purchase/{packageId} (login, Idempotency-Key as for orders, body `walletPurchaseBody`): buys a
 *   wallet package online; answers `payment` with `redirect_url`. Back at `/{referenceId}/wallet/history?payment={id}`
 *   the web app reads GET webapp/wallet/purchase/{paymentId} (login) until the payment is paid.
 * - POST webapp/payments/webhook/{gateway}: the gateways' webhooks (401 forged, 200 otherwise).
 */

export const onlineMethod = z.enum(onlineMethods);
export const paymentStatus = z.enum(paymentStatuses);
export const gatewayName = z.enum(['tap', 'myfatoorah', 'sandbox']);

/** Business settings: which gateway takes online payments and the methods the venue offers. */
export const onlinePaymentSettings = z
  .object({
    gateway: gatewayName,
    methods: z.array(onlineMethod).min(1).max(onlineMethods.length),
  })
  .strict();

export const webhookParams = z.object({ gateway: gatewayName });
export const referenceParams = z.object({ referenceId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
export const walletPurchaseParams = z.object({
  packageId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const paymentIdParams = z.object({ paymentId: z.coerce.number().int().positive().max(2_147_483_647) });
/** Staff: POST staff/payments/{paymentId}/refund refunds a flagged payment; GET staff/payments/flagged lists them. */
export const staffRefundBody = z.object({ reason: z.string().trim().min(1).max(300) }).strict();
export const walletPurchaseBody = z.object({ method: onlineMethod }).strict();
export const sandboxParams = z.object({ chargeId: z.string().regex(/^sbx_[a-f0-9]{24}$/) });
export const sandboxDecisionParams = sandboxParams.extend({ decision: z.enum(['approve', 'decline', 'abandon']) });

/** A refund of a payment as guest and staff see it. */
export interface PaymentRefundWire {
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  refund_id: string | null;
  reason: string | null;
  created_at: string;
}

/** An online payment of an order, a wallet package or a booking's pre-order. */
export interface PaymentWire {
  id: number;
  purpose: 'order' | 'wallet_package' | 'reservation';
  order_id: number | null;
  reservation_id: number | null;
  package_id: number | null;
  gateway: string;
  method: string;
  status: z.infer<typeof paymentStatus>;
  amount: number;
  currency: string;
  /** Where to send the browser while the payment awaits the guest; null once declined, cancelled, paid … */
  redirect_url: string | null;
  /** A retryable gateway failure (timeout, 5xx) the guest should retry; null otherwise. */
  error: { code: 'gateway_unavailable' | 'gateway_refused'; message: string } | null;
  /** Why the payment was flagged (amount or currency mismatch, money after expiry). */
  flag_reason: string | null;
  expires_at: string;
  paid_at: string | null;
  refunds: PaymentRefundWire[];
}

export interface PaymentMethodsResponse {
  gateway: z.infer<typeof gatewayName> | null;
  currency: string;
  methods: z.infer<typeof onlineMethod>[];
}

export interface TransactionResponse {
  payment: PaymentWire;
}
