import { createHmac } from 'node:crypto';
import type { GatewayReading, OnlineMethod } from '@okmenu/domain';
import {
  callGateway,
  fixedAmount,
  gatewayAmount,
  headerOf,
  minorFromGateway,
  pick,
  sameSignature,
} from './gateway-http.ts';
import type {
  ChargeReading,
  ChargeRequest,
  CreatedCharge,
  IncomingWebhook,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './payment-gateway.ts';
import { GatewayError } from './payment-gateway.ts';

/** Tap Payments settings: TAP_BASE_URL (default https://api.tap.company) and TAP_SECRET_KEY. */
export interface TapSettings {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}

/** Tap's source id of each method; `src_all` would let the hosted page offer everything. */
const sourceOf: Record<OnlineMethod, string> = {
  card: 'src_card',
  knet: 'src_kw.knet',
  benefit: 'src_bh.benefit',
  mada: 'src_sa.mada',
  apple_pay: 'src_apple_pay',
  apple_pay_knet: 'src_apple_pay',
};

const statusOf: Record<string, GatewayReading['status']> = {
  CAPTURED: 'captured',
  AUTHORIZED: 'authorized',
  DECLINED: 'declined',
  RESTRICTED: 'declined',
  FAILED: 'failed',
  TIMEDOUT: 'failed',
  CANCELLED: 'cancelled',
  ABANDONED: 'cancelled',
  VOID: 'voided',
  REFUNDED: 'refunded',
};

/** A Tap charge object as the server reads it. */
function readingOf(body: unknown): ChargeReading {
  const id = pick(body, 'id');
  const currency = String(pick(body, 'currency') ?? '');
  if (typeof id !== 'string' || currency === '')
    throw new GatewayError('tap', 'Tap answered an unknown charge shape', false);
  return {
    chargeId: id,
    status: statusOf[String(pick(body, 'status'))] ?? 'pending',
    amount: minorFromGateway(pick(body, 'amount'), currency),
    currency,
  };
}

/** Tap Payments' Charges API (https://developers.tap.company): charges, refunds and the `hashstring` webhook. */
export class TapGateway implements PaymentGateway {
  readonly name = 'tap';
  constructor(private readonly settings: TapSettings) {}

  private url(path: string): string {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private call(method: 'GET' | 'POST', path: string, body?: unknown) {
    return callGateway({
      gateway: 'tap',
      url: this.url(path),
      method,
      secret: this.settings.secretKey,
      body,
      timeoutMs: this.settings.timeoutMs ?? 15_000,
    });
  }

  /** POST /v2/charges with the method's source; the guest pays on `transaction.url`. */
  async createCharge(request: ChargeRequest): Promise<CreatedCharge> {
    const [first, ...rest] = request.customer.name.trim().split(/\s+/);
    const answer = await this.call('POST', '/v2/charges', {
      amount: gatewayAmount(request.amount, request.currency),
      currency: request.currency,
      customer_initiated: true,
      threeDSecure: true,
      description: request.description,
      reference: { order: request.reference, transaction: request.reference, idempotent: request.reference },
      metadata: { reference: request.reference },
      customer: {
        first_name: first ?? 'Guest',
        ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}),
        phone: { number: request.customer.phone.replace(/^\+/, '') },
      },
      source: { id: sourceOf[request.method] },
      redirect: { url: request.returnUrl },
      post: { url: request.webhookUrl },
    });
    const url = pick(answer.body, 'transaction.url');
    const id = pick(answer.body, 'id');
    if (answer.status >= 400 || typeof id !== 'string' || typeof url !== 'string') {
      throw new GatewayError('tap', `Tap refused the charge (${answer.status})`, false, answer.status);
    }
    return { chargeId: id, redirectUrl: url };
  }

  /** GET /v2/charges/{id}. */
  async readCharge(chargeId: string): Promise<ChargeReading> {
    const answer = await this.call('GET', `/v2/charges/${encodeURIComponent(chargeId)}`);
    if (answer.status >= 400)
      throw new GatewayError(
        'tap',
        `Tap could not read the charge (${answer.status})`,
        answer.status === 429,
        answer.status,
      );
    return readingOf(answer.body);
  }

  /** POST /v2/refunds for the whole or part of a captured charge. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const answer = await this.call('POST', '/v2/refunds', {
      charge_id: request.chargeId,
      amount: gatewayAmount(request.amount, request.currency),
      currency: request.currency,
      reason: request.reason,
      reference: { merchant: request.reference },
    });
    const status = String(pick(answer.body, 'status') ?? '');
    const id = pick(answer.body, 'id');
    if (answer.status >= 400) return { refundId: null, status: 'failed' };
    return {
      refundId: typeof id === 'string' ? id : null,
      status:
        status === 'REFUNDED' ? 'succeeded' : status === 'FAILED' || status === 'CANCELLED' ? 'failed' : 'pending',
    };
  }

  /**
   * The `hashstring` header is HMAC-SHA256 (hex) with the secret key over
   * `x_id{id}x_amount{amount}x_currency{currency}x_gateway_reference{…}x_payment_reference{…}x_status{status}x_created{…}`,
   * the amount fixed to the currency's decimals.
   */
  async verifyWebhook(webhook: IncomingWebhook): Promise<string | null> {
    const signature = headerOf(webhook.headers, 'hashstring');
    const id = pick(webhook.body, 'id');
    if (!signature || typeof id !== 'string') return null;
    return sameSignature(tapHashstring(webhook.body, this.settings.secretKey), signature) ? id : null;
  }
}

/** Tap's webhook signature of a charge body (also used by tests to sign recorded webhooks). */
export function tapHashstring(body: unknown, secretKey: string): string {
  const currency = String(pick(body, 'currency') ?? '');
  const text = (path: string) => {
    const value = pick(body, path);
    return value === undefined || value === null ? '' : String(value);
  };
  const message =
    `x_id${text('id')}x_amount${fixedAmount(pick(body, 'amount'), currency)}x_currency${currency}` +
    `x_gateway_reference${text('reference.gateway')}x_payment_reference${text('reference.payment')}` +
    `x_status${text('status')}x_created${text('transaction.created')}`;
  return createHmac('sha256', secretKey).update(message).digest('hex');
}
