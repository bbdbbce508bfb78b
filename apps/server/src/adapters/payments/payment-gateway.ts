import type { GatewayReading, OnlineMethod } from '@okmenu/domain';

/** The gateways a business may choose (business settings `online_payment.gateway`). */
export type GatewayName = 'tap' | 'myfatoorah' | 'sandbox';

/** What the server asks a gateway to charge; money in minor units of `currency`. */
export interface ChargeRequest {
  amount: number;
  currency: string;
  method: OnlineMethod;
  /** Our reference, unique per charge attempt; also the gateway's idempotency key where it has one. */
  reference: string;
  description: string;
  customer: { name: string; phone: string };
  /** Where the gateway sends the browser back (the gateway adds its charge id). */
  returnUrl: string;
  /** Where the gateway posts its signed webhook. */
  webhookUrl: string;
}

/** A charge the gateway created: its id and the hosted page the guest pays on. */
export interface CreatedCharge {
  chargeId: string;
  redirectUrl: string;
}

/** A charge as read back from the gateway. */
export interface ChargeReading extends GatewayReading {
  chargeId: string;
}

export interface RefundRequest {
  chargeId: string;
  amount: number;
  currency: string;
  reason: string;
  reference: string;
}

export interface RefundResult {
  refundId: string | null;
  status: 'pending' | 'succeeded' | 'failed';
}

/** A webhook as it arrived: headers and the parsed JSON body. */
export interface IncomingWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * A payment gateway: create a charge, read it, refund it, and tell a genuine webhook from a forged one.
 * Webhooks only name the charge; the server always reads the charge back before believing anything.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  createCharge(request: ChargeRequest): Promise<CreatedCharge>;
  readCharge(chargeId: string): Promise<ChargeReading>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The charge id a correctly signed webhook is about, or null for a forged or malformed one. */
  verifyWebhook(webhook: IncomingWebhook): Promise<string | null>;
}

/**
 * A gateway call that failed. `retryable` (timeouts, 5xx, network) leaves the payment as it was and the
 * guest is told to try again; otherwise the gateway refused the request.
 */
export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
