import type { PaymentWire, PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tapHashstring } from '../adapters/payments/tap-gateway.ts';
import type { TestClock } from '../testing/account-helpers.ts';
import { createTestClock, get } from '../testing/account-helpers.ts';
import type { FakeProvider } from '../testing/fake-http-provider.ts';
import { startFakeProvider } from '../testing/fake-http-provider.ts';
import { tapCharge } from '../testing/payment-fixtures.ts';
import { createGatewayRuntime, placeOnline, transactionOf } from '../testing/payment-helpers.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';

const secretKey = 'sk_test_flow';

describe('paying an order through Tap (a recorded local Tap server)', () => {
  let runtime: TestRuntime;
  let tap: FakeProvider;
  let clock: TestClock;
  beforeEach(async () => {
    tap = await startFakeProvider();
    clock = createTestClock();
    runtime = await createGatewayRuntime(clock, { tap: { baseUrl: tap.baseUrl, secretKey } });
  });
  afterEach(async () => {
    await runtime.dispose();
    await tap.close();
  });

  const webhook = (body: unknown, hashstring: string) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/payments/webhook/tap',
      payload: body as object,
      headers: { hashstring },
    });

  it('leaves the order awaiting payment with a retryable error when Tap fails, and charges once on retry', async () => {
    tap.answer(503, { errors: [{ code: '5000', description: 'Service unavailable' }] });
    const first = (await placeOnline(runtime, 'tap-order-1')).json<PlaceOrderResponse>();
    expect(first.order.status).toBe(11);
    expect(first.payment).toMatchObject({
      status: 'awaiting',
      redirect_url: null,
      error: { code: 'gateway_unavailable' },
    });
    tap.answer(200, tapCharge({ id: 'chg_retry' }));
    const again = (await placeOnline(runtime, 'tap-order-1')).json<PlaceOrderResponse>();
    expect(again.payment).toMatchObject({ error: null, redirect_url: tapCharge().transaction.url });
    const third = (await placeOnline(runtime, 'tap-order-1')).json<PlaceOrderResponse>();
    expect(third.payment?.id).toBe(first.payment?.id);
    const creates = tap.requests.filter((request) => request.url === '/v2/charges');
    expect(creates).toHaveLength(2);
    expect(JSON.parse(creates[1]?.body ?? '{}')).toMatchObject({
      amount: 9.75,
      source: { id: 'src_kw.knet' },
      redirect: { url: `https://order.testbistro.com/testbistro/order/${first.order.id}` },
      post: { url: 'https://order.testbistro.com/api/webapp/payments/webhook/tap' },
    });
  });

  it('confirms from a signed webhook only after reading the charge from Tap, and refuses a bad hashstring', async () => {
    tap.answer(200, tapCharge({ id: 'chg_hook' }));
    const placed = (await placeOnline(runtime, 'tap-order-2')).json<PlaceOrderResponse>();
    const body = tapCharge({ id: 'chg_hook', status: 'CAPTURED' });
    expect((await webhook(body, tapHashstring(body, 'sk_wrong'))).statusCode).toBe(401);
    // The webhook says captured, but Tap, asked, still says initiated: nothing is confirmed.
    tap.answer(200, tapCharge({ id: 'chg_hook', status: 'INITIATED' }));
    expect((await webhook(body, tapHashstring(body, secretKey))).statusCode).toBe(200);
    tap.answer(200, tapCharge({ id: 'chg_hook', status: 'CAPTURED' }));
    expect((await webhook(body, tapHashstring(body, secretKey))).statusCode).toBe(200);
    // Paid now: the return page does not even ask Tap again.
    expect((await transactionOf(runtime, placed)).status).toBe('paid');
    expect(tap.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('answers 503 to a webhook when Tap cannot be read, so Tap sends it again', async () => {
    tap.answer(200, tapCharge({ id: 'chg_slow' }));
    const placed = (await placeOnline(runtime, 'tap-order-3')).json<PlaceOrderResponse>();
    const body = tapCharge({ id: 'chg_slow', status: 'CAPTURED' });
    tap.answer(500, {});
    expect((await webhook(body, tapHashstring(body, secretKey))).statusCode).toBe(503);
    tap.answer(500, {});
    const payment: PaymentWire = await transactionOf(runtime, placed);
    expect(payment.status).toBe('awaiting');
    const order = await get(runtime, `webapp/order/${placed.access.id}/${placed.access.secret}`);
    expect(order.json<{ order: { status: number } }>().order.status).toBe(11);
  });
});
