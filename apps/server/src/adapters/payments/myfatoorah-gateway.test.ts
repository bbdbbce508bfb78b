import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../../testing/fake-http-provider.ts';
import { startFakeProvider } from '../../testing/fake-http-provider.ts';
import {
  myFatoorahAnswer,
  myFatoorahExecuted,
  myFatoorahStatus,
  myFatoorahWebhook,
} from '../../testing/payment-fixtures.ts';
import { MyFatoorahGateway, myFatoorahSignature } from './myfatoorah-gateway.ts';

const settings = { apiKey: 'mf_recorded_key', webhookSecret: 'mf_webhook_secret', timeoutMs: 1000 };

describe('the MyFatoorah adapter against a recorded MyFatoorah server', () => {
  let server: FakeProvider;
  let gateway: MyFatoorahGateway;
  beforeEach(async () => {
    server = await startFakeProvider();
    gateway = new MyFatoorahGateway({ ...settings, baseUrl: server.baseUrl });
  });
  afterEach(() => server.close());

  it('executes a KNET payment and answers the invoice id and payment page', async () => {
    server.answer(200, myFatoorahAnswer(myFatoorahExecuted));
    const created = await gateway.createCharge({
      amount: 9750,
      currency: 'KWD',
      method: 'knet',
      reference: 'pay-1-1',
      description: 'Order 1',
      customer: { name: 'Sara', phone: '+96550011122' },
      returnUrl: 'http://localhost:3000/demo/order/1',
      webhookUrl: 'http://localhost:3000/api/webapp/payments/webhook/myfatoorah',
    });
    expect(created).toEqual({ chargeId: '4264417', redirectUrl: myFatoorahExecuted.PaymentURL });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/v2/ExecutePayment' });
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toMatchObject({ PaymentMethodId: 1, InvoiceValue: 9.75 });
  });

  it('reads paid, failed and cancelled invoices', async () => {
    server.answer(200, myFatoorahAnswer(myFatoorahStatus({ invoiceStatus: 'Paid', transactionStatus: 'Succss' })));
    server.answer(200, myFatoorahAnswer(myFatoorahStatus({ invoiceStatus: 'Pending', transactionStatus: 'Failed' })));
    server.answer(200, myFatoorahAnswer(myFatoorahStatus({ invoiceStatus: 'Canceled', transactionStatus: 'Failed' })));
    expect(await gateway.readCharge('4264417')).toMatchObject({ status: 'captured', amount: 9750, currency: 'KWD' });
    expect((await gateway.readCharge('4264417')).status).toBe('declined');
    expect((await gateway.readCharge('4264417')).status).toBe('cancelled');
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({ Key: '4264417', KeyType: 'InvoiceId' });
  });

  it('turns a 5xx and a timeout into retryable errors', async () => {
    server.answer(503, { Message: 'down' });
    await expect(gateway.readCharge('1')).rejects.toMatchObject({ retryable: true });
    server.answer(200, myFatoorahAnswer(myFatoorahExecuted), { delayMs: 3000 });
    await expect(gateway.readCharge('1')).rejects.toMatchObject({ retryable: true });
  });

  it('asks MakeRefund and records an accepted refund as pending', async () => {
    server.answer(200, myFatoorahAnswer({ Key: '4264417', RefundId: 41, RefundReference: '2024000041', Amount: 9.75 }));
    expect(
      await gateway.refund({ chargeId: '4264417', amount: 9750, currency: 'KWD', reason: 'x', reference: 'r' }),
    ).toEqual({
      refundId: '41',
      status: 'pending',
    });
    server.answer(400, myFatoorahAnswer(null, false));
    expect(
      (await gateway.refund({ chargeId: '1', amount: 1, currency: 'KWD', reason: 'x', reference: 'r' })).status,
    ).toBe('failed');
  });

  it('accepts a V2 webhook with a good MyFatoorah-Signature and refuses a bad one', async () => {
    const body = myFatoorahWebhook();
    const signature = myFatoorahSignature(body, settings.webhookSecret);
    expect(await gateway.verifyWebhook({ headers: { 'myfatoorah-signature': signature }, body })).toBe('4264417');
    expect(
      await gateway.verifyWebhook({ headers: { 'myfatoorah-signature': signature }, body: myFatoorahWebhook('999') }),
    ).toBeNull();
    expect(await gateway.verifyWebhook({ headers: { 'myfatoorah-signature': 'AAAA' }, body })).toBeNull();
  });
});
