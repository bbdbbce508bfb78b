import { createHmac } from 'node:crypto';
import type { OnlineMethod } from '@okmenu/domain';
import { callGateway, gatewayAmount, headerOf, minorFromGateway, pick, sameSignature } from './gateway-http.ts';
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

/** MyFatoorah settings: MYFATOORAH_BASE_URL, MYFATOORAH_API_KEY and MYFATOORAH_WEBHOOK_SECRET. */
export interface MyFatoorahSettings {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs?: number;
}

/** MyFatoorah's PaymentMethodId of each method (as InitiatePayment lists them for Gulf accounts). */
const methodIdOf: Record<OnlineMethod, number> = {
  knet: 1,
  card: 2,
  benefit: 5,
  mada: 6,
  apple_pay: 11,
  apple_pay_knet: 11,
};

/** The fields a PAYMENT_STATUS_CHANGED (V2) webhook signs, in MyFatoorah's fixed order. */
const signedFields = [
  'Invoice.Id',
  'Invoice.Status',
  'Transaction.Status',
  'Transaction.PaymentId',
  'Invoice.ExternalIdentifier',
];

/** MyFatoorah's API v2 (https://docs.myfatoorah.com): ExecutePayment, GetPaymentStatus, MakeRefund, webhook V2. */
export class MyFatoorahGateway implements PaymentGateway {
  readonly name = 'myfatoorah';
  constructor(private readonly settings: MyFatoorahSettings) {}

  private async call(path: string, body: unknown): Promise<unknown> {
    const answer = await callGateway({
      gateway: 'myfatoorah',
      url: `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`,
      method: 'POST',
      secret: this.settings.apiKey,
      body,
      timeoutMs: this.settings.timeoutMs ?? 15_000,
    });
    if (answer.status >= 400 || pick(answer.body, 'IsSuccess') !== true) {
      throw new GatewayError('myfatoorah', `MyFatoorah refused ${path} (${answer.status})`, false, answer.status);
    }
    return pick(answer.body, 'Data');
  }

  /** POST /v2/ExecutePayment: the invoice id is our charge id; the guest pays on `PaymentURL`. */
  async createCharge(request: ChargeRequest): Promise<CreatedCharge> {
    const data = await this.call('/v2/ExecutePayment', {
      PaymentMethodId: methodIdOf[request.method],
      InvoiceValue: gatewayAmount(request.amount, request.currency),
      DisplayCurrencyIso: request.currency,
      CustomerName: request.customer.name,
      CustomerMobile: request.customer.phone.replace(/^\+/, '').slice(-11),
      CustomerReference: request.reference,
      UserDefinedField: request.reference,
      CallBackUrl: request.returnUrl,
      ErrorUrl: request.returnUrl,
      Language: 'en',
    });
    const invoiceId = pick(data, 'InvoiceId');
    const url = pick(data, 'PaymentURL');
    if ((typeof invoiceId !== 'number' && typeof invoiceId !== 'string') || typeof url !== 'string') {
      throw new GatewayError('myfatoorah', 'MyFatoorah answered an unknown payment shape', false);
    }
    return { chargeId: String(invoiceId), redirectUrl: url };
  }

  /** POST /v2/GetPaymentStatus by invoice id. */
  async readCharge(chargeId: string): Promise<ChargeReading> {
    const data = await this.call('/v2/GetPaymentStatus', { Key: chargeId, KeyType: 'InvoiceId' });
    const status = String(pick(data, 'InvoiceStatus') ?? '');
    const transactions = (pick(data, 'InvoiceTransactions') as unknown[] | undefined) ?? [];
    const paid = transactions.find(
      (t) => pick(t, 'TransactionStatus') === 'Succss' || pick(t, 'TransactionStatus') === 'Success',
    );
    const last = transactions.at(-1);
    if (status === 'Paid' && paid) {
      const currency = String(pick(paid, 'PaidCurrency') ?? '');
      return {
        chargeId,
        status: 'captured',
        currency,
        amount: minorFromGateway(pick(paid, 'PaidCurrencyValue'), currency),
      };
    }
    const reading = { chargeId, currency: '', amount: -1 };
    if (status === 'Canceled' || status === 'Expired') return { ...reading, status: 'cancelled' };
    if (last && pick(last, 'TransactionStatus') === 'Failed') return { ...reading, status: 'declined' };
    return { ...reading, status: 'pending' };
  }

  /** POST /v2/MakeRefund; MyFatoorah settles refunds later, so an accepted one is pending. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const data = await this.call('/v2/MakeRefund', {
        Key: request.chargeId,
        KeyType: 'InvoiceId',
        RefundChargeOnCustomer: false,
        ServiceChargeOnCustomer: false,
        Amount: gatewayAmount(request.amount, request.currency),
        Comment: request.reason,
      });
      const id = pick(data, 'RefundId');
      return { refundId: id === undefined || id === null ? null : String(id), status: 'pending' };
    } catch (error) {
      if (error instanceof GatewayError && !error.retryable) return { refundId: null, status: 'failed' };
      throw error;
    }
  }

  /** Webhook V2: `MyFatoorah-Signature` is base64 HMAC-SHA256 over the event's fields as `Key=Value,…`. */
  async verifyWebhook(webhook: IncomingWebhook): Promise<string | null> {
    const signature = headerOf(webhook.headers, 'myfatoorah-signature');
    const invoiceId = pick(webhook.body, 'Data.Invoice.Id');
    if (!signature || pick(webhook.body, 'Event.Code') !== 1 || invoiceId === undefined || invoiceId === null)
      return null;
    return sameSignature(myFatoorahSignature(webhook.body, this.settings.webhookSecret), signature)
      ? String(invoiceId)
      : null;
  }
}

/** MyFatoorah's V2 signature of a PAYMENT_STATUS_CHANGED body (also used by tests to sign recorded webhooks). */
export function myFatoorahSignature(body: unknown, secret: string): string {
  const message = signedFields
    .map((field) => {
      const value = pick(body, `Data.${field}`);
      return `${field}=${value === undefined || value === null ? '' : String(value)}`;
    })
    .join(',');
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}
