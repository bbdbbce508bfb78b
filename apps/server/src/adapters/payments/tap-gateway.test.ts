import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../../testing/fake-http-provider.ts';
import { startFakeProvider } from '../../testing/fake-http-provider.ts';
import { tapCharge, tapRefund } from '../../testing/payment-fixtures.ts';
import type { ChargeRequest } from './payment-gateway.ts';
import { GatewayError } from './payment-gateway.ts';
import { TapGateway, tapHashstring } from './tap-gateway.ts';

const secretKey = 'sk_test_recorded';
const request: ChargeRequest = {
  amount: 9750,
  currency: 'KWD',
  method: 'knet',
  reference: 'pay-1-1',
  description: 'Order 1',
  customer: { name: 'Sara Ali', phone: '+96550011122' },
  returnUrl: 'http://localhost:3000/demo/order/1',
  webhookUrl: 'http://localhost:3000/api/webapp/payments/webhook/tap',
};

describe('the Tap Payments adapter against a recorded Tap server', () => {
  let tap: FakeProvider;
  let gateway: TapGateway;
  beforeEach(async () => {
    tap = await startFakeProvider();
    gateway = new TapGateway({ baseUrl: tap.baseUrl, secretKey, timeoutMs: 1000 });
  });
  afterEach(() => tap.close());

  it('creates a KNET charge in the currency’s decimals and answers the hosted page', async () => {
    tap.answer(200, tapCharge());
    const created = await gateway.createCharge(request);
    expect(created).toEqual({ chargeId: 'chg_TS01A1020241234Xy5K2611847', redirectUrl: tapCharge().transaction.url });
    const sent = JSON.parse(tap.requests[0]?.body ?? '{}');
    expect(tap.requests[0]).toMatchObject({ method: 'POST', url: '/v2/charges' });
    expect(tap.requests[0]?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(sent).toMatchObject({
      amount: 9.75,
      currency: 'KWD',
      source: { id: 'src_kw.knet' },
      reference: { order: 'pay-1-1' },
      redirect: { url: request.returnUrl },
      post: { url: request.webhookUrl },
    });
  });

  it('reads captured, declined and cancelled charges in minor units', async () => {
    tap.answer(200, tapCharge({ status: 'CAPTURED' }));
    tap.answer(200, tapCharge({ status: 'DECLINED' }));
    tap.answer(200, tapCharge({ status: 'CANCELLED' }));
    tap.answer(200, tapCharge({ status: 'INITIATED' }));
    expect(await gateway.readCharge('chg_1')).toMatchObject({ status: 'captured', amount: 9750, currency: 'KWD' });
    expect((await gateway.readCharge('chg_1')).status).toBe('declined');
    expect((await gateway.readCharge('chg_1')).status).toBe('cancelled');
    expect((await gateway.readCharge('chg_1')).status).toBe('pending');
    expect(tap.requests[0]).toMatchObject({ method: 'GET', url: '/v2/charges/chg_1' });
  });

  it('turns a 5xx and a timeout into a retryable error without the key in its message', async () => {
    tap.answer(502, { errors: [{ code: '5000', description: 'Bad gateway' }] });
    const failed = await gateway.createCharge(request).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(GatewayError);
    expect(failed).toMatchObject({ retryable: true, status: 502 });
    tap.answer(200, tapCharge(), { delayMs: 3000 });
    const timedOut = await gateway.readCharge('chg_1').catch((error: unknown) => error);
    expect(timedOut).toMatchObject({ retryable: true });
    expect(String((timedOut as Error).message)).not.toContain(secretKey);
  });

  it('refuses a charge Tap rejects with a 4xx as not retryable', async () => {
    tap.answer(400, { errors: [{ code: '1117', description: 'Invalid source' }] });
    await expect(gateway.createCharge(request)).rejects.toMatchObject({ retryable: false, status: 400 });
  });

  it('refunds a captured charge through POST /v2/refunds', async () => {
    tap.answer(200, tapRefund('REFUNDED'));
    const refund = await gateway.refund({
      chargeId: 'chg_1',
      amount: 9750,
      currency: 'KWD',
      reason: 'rejected',
      reference: 'refund-1',
    });
    expect(refund).toEqual({ refundId: 're_TS02A1020241234Ab5K2611999', status: 'succeeded' });
    expect(JSON.parse(tap.requests[0]?.body ?? '{}')).toMatchObject({
      charge_id: 'chg_1',
      amount: 9.75,
      currency: 'KWD',
    });
  });

  it('accepts a webhook whose hashstring matches and refuses a forged or altered one', async () => {
    const body = tapCharge({ status: 'CAPTURED' });
    const hashstring = tapHashstring(body, secretKey);
    expect(await gateway.verifyWebhook({ headers: { hashstring }, body })).toBe(body.id);
    expect(await gateway.verifyWebhook({ headers: { hashstring: tapHashstring(body, 'sk_other') }, body })).toBeNull();
    expect(await gateway.verifyWebhook({ headers: { hashstring }, body: { ...body, amount: 0.001 } })).toBeNull();
    expect(await gateway.verifyWebhook({ headers: {}, body })).toBeNull();
  });
});
