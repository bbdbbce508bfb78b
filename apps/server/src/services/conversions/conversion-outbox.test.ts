import type { PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../../testing/business-factory.ts';
import type { FakeProvider } from '../../testing/fake-http-provider.ts';
import { startFakeProvider } from '../../testing/fake-http-provider.ts';
import { createOrderBody } from '../../testing/order-factory.ts';
import type { TestRuntime } from '../../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../../testing/test-runtime.ts';
import { createOnlineBusinessFile, decide, sandboxChargeOf } from '../../testing/payment-helpers.ts';

// Monday 2 March 2026, 13:00 in Kuwait: pickup is open.
const openNow = new Date('2026-03-02T10:00:00Z');

describe.each(testDialects)('the conversion outbox on %s', (dialect) => {
  let runtime: TestRuntime;
  let meta: FakeProvider;
  let now = openNow;
  beforeEach(async () => {
    now = openNow;
    meta = await startFakeProvider();
    runtime = await createTestRuntime(dialect, {
      clock: () => now,
      conversions: {
        intervalMs: 60_000,
        meta: { baseUrl: meta.baseUrl, apiVersion: 'v21.0', accessToken: 'meta-token', timeoutMs: 2000 },
      },
    });
    const file = createBusinessFile();
    file.business.payment_methods = [2, 3];
    (file.business as { pixels?: object }).pixels = { meta: '1234567890', tiktok: 'CTIKTOK1' };
    expect((await runtime.importObject(file)).ok).toBe(true);
  });
  afterEach(async () => {
    await runtime.dispose();
    await meta.close();
  });

  const place = async (consent: boolean, key = 'checkout-key-0001') => {
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: { ...createOrderBody(), tracking_consent: consent },
      headers: {
        'idempotency-key': key,
        'user-agent': 'TestBrowser/1.0',
        referer: 'https://menu.example/checkout?x=1',
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<PlaceOrderResponse>().order;
  };

  it('writes nothing when the guest did not consent to tracking', async () => {
    const order = await place(false);
    expect(await runtime.conversions.repository.forOrder(order.id)).toEqual([]);
  });

  it('writes one pending purchase per platform with a pixel id and a server token, with the order answer’s event id', async () => {
    const order = await place(true);
    expect(order.purchase_event_id).toBe(`purchase-${order.id}`);
    const rows = await runtime.conversions.repository.forOrder(order.id);
    // TikTok has a pixel id but no server token; Snapchat has neither.
    expect(rows.map((r) => [r.platform, r.event_id, r.status])).toEqual([['meta', order.purchase_event_id, 'pending']]);
    const payload = JSON.parse(rows[0]!.payload);
    expect(payload).toMatchObject({
      value: order.totals.total,
      currency: 'KWD',
      sourceUrl: 'https://menu.example/checkout',
    });
    expect(rows[0]!.payload).not.toContain('50012345');
  });

  it('retries after a 5xx with backoff and delivers once the platform is back, without touching the order', async () => {
    const order = await place(true);
    meta.answer(503, { error: { message: 'Service temporarily unavailable', code: 2 } });
    expect(await runtime.conversions.worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    // Not due again until the backoff has passed.
    expect(await runtime.conversions.worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    now = new Date(openNow.getTime() + 31_000);
    meta.answer(200, { events_received: 1, messages: [], fbtrace_id: 'AbC' });
    expect(await runtime.conversions.worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [row] = await runtime.conversions.repository.forOrder(order.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(meta.requests).toHaveLength(2);
    expect(JSON.parse(meta.requests[1]!.body).data[0].event_id).toBe(order.purchase_event_id);
  });

  it('records a 4xx as failed and never sends it again', async () => {
    const order = await place(true);
    meta.answer(400, { error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } });
    expect(await runtime.conversions.worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    now = new Date(openNow.getTime() + 24 * 3600_000);
    expect(await runtime.conversions.worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const [row] = await runtime.conversions.repository.forOrder(order.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: '400 100 Invalid parameter' });
  });

  it('holds nothing back for the payments hook when there is nothing held', async () => {
    const order = await place(true);
    expect(await runtime.conversions.outbox.releasePaidPurchase({ orderId: order.id, at: now })).toBe(0);
  });

  it("holds an online payment's events until the payments hook releases them", async () => {
    const order = await place(true);
    const facts = {
      orderId: order.id,
      businessId: order.business_id,
      pixels: { meta: '1234567890' },
      consent: true,
      paymentType: 1,
      currency: 'KWD',
      total: 9750,
      lines: [],
      user: { phone: '+96550012345' },
      at: now.toISOString(),
    };
    const rows = runtime.conversions.outbox.purchaseRows(facts);
    expect(rows.map((r) => [r.platform, r.status, r.event_id])).toEqual([['meta', 'held', `purchase-${order.id}`]]);
    await runtime.database.db.deleteFrom('conversion_outbox').execute();
    await runtime.database.db.transaction().execute((trx) => runtime.conversions.outbox.addPurchase(trx, facts));
    expect(await runtime.conversions.worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await runtime.conversions.outbox.releasePaidPurchase({ orderId: order.id, at: now })).toBe(1);
    meta.answer(200, { events_received: 1, messages: [], fbtrace_id: 'AbC' });
    expect(await runtime.conversions.worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });

  it("releases an online order's purchase events when the gateway's approval confirms the order", async () => {
    const file = createOnlineBusinessFile();
    (file.business as { pixels?: object }).pixels = { meta: '1234567890' };
    await runtime.importObject(file);
    const placed = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: { ...(createOrderBody({ payment_type: 1, online_method: 'knet' }) as object), tracking_consent: true },
      headers: { 'idempotency-key': 'online-conversion-0001' },
    });
    expect(placed.statusCode).toBe(201);
    const { order, payment } = placed.json<PlaceOrderResponse>();
    expect((await runtime.conversions.repository.forOrder(order.id)).map((row) => row.status)).toEqual(['held']);
    await decide(runtime, sandboxChargeOf(payment), 'approve');
    expect((await runtime.conversions.repository.forOrder(order.id)).map((row) => row.status)).toEqual(['pending']);
  });
});
