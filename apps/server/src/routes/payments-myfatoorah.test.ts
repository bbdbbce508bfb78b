import type { OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { myFatoorahSignature } from '../adapters/payments/myfatoorah-gateway.ts';
import type { TestClock } from '../testing/account-helpers.ts';
import { createTestClock, post } from '../testing/account-helpers.ts';
import type { FakeProvider } from '../testing/fake-http-provider.ts';
import { startFakeProvider } from '../testing/fake-http-provider.ts';
import {
  myFatoorahAnswer,
  myFatoorahExecuted,
  myFatoorahStatus,
  myFatoorahWebhook,
} from '../testing/payment-fixtures.ts';
import { createGatewayRuntime, placeOnline, transactionOf } from '../testing/payment-helpers.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';

const webhookSecret = 'mf_flow_secret';

describe('paying an order through MyFatoorah (a recorded local MyFatoorah server)', () => {
  let runtime: TestRuntime;
  let server: FakeProvider;
  let clock: TestClock;
  beforeEach(async () => {
    server = await startFakeProvider();
    clock = createTestClock();
    runtime = await createGatewayRuntime(clock, {
      myfatoorah: { baseUrl: server.baseUrl, apiKey: 'mf_key', webhookSecret },
    });
  });
  afterEach(async () => {
    await runtime.dispose();
    await server.close();
  });

  const paid = async (key: string) => {
    server.answer(200, myFatoorahAnswer(myFatoorahExecuted));
    const placed = (await placeOnline(runtime, key)).json<PlaceOrderResponse>();
    const body = myFatoorahWebhook(String(myFatoorahExecuted.InvoiceId));
    server.answer(200, myFatoorahAnswer(myFatoorahStatus({ invoiceStatus: 'Paid', transactionStatus: 'Succss' })));
    const hook = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/payments/webhook/myfatoorah',
      payload: body,
      headers: { 'myfatoorah-signature': myFatoorahSignature(body, webhookSecret) },
    });
    expect(hook.statusCode).toBe(200);
    return placed;
  };

  it('confirms the order from a V2 webhook after GetPaymentStatus says paid', async () => {
    const placed = await paid('mf-order-1');
    expect(placed.payment?.redirect_url).toBe(myFatoorahExecuted.PaymentURL);
    expect((await transactionOf(runtime, placed)).status).toBe('paid');
    expect(server.requests.map((request) => request.url)).toEqual(['/v2/ExecutePayment', '/v2/GetPaymentStatus']);
  });

  it('records a refund the gateway refuses as failed, shows it, and asks again in the reconciliation round', async () => {
    const placed = await paid('mf-order-2');
    const staff = await runtime.accounts.staff.createToken({
      referenceId: 'testbistro',
      label: 'cashier',
      now: clock.now(),
    });
    server.answer(400, myFatoorahAnswer(null, false));
    const cancelled = await post(
      runtime,
      `staff/orders/${placed.order.id}/status`,
      { status: 2, reason: 'Closed' },
      { token: staff },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ order: OrderWire }>().order.payment).toMatchObject({
      status: 'paid',
      refunds: [{ status: 'failed', amount: 9.75 }],
    });
    clock.advance(2 * 60_000);
    server.answer(200, myFatoorahAnswer({ Key: '4264417', RefundId: 77, Amount: 9.75 }));
    await runtime.payments.events.reconcile();
    expect(await transactionOf(runtime, placed)).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'pending', refund_id: '77' }],
    });
  });
});
