import type { PlaceOrderResponse, RestaurantResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../../testing/business-factory.ts';
import { createOrderBody } from '../../testing/order-factory.ts';
import type { TestRuntime } from '../../testing/test-runtime.ts';
import { createTestRuntime } from '../../testing/test-runtime.ts';
import type { SmsMessage, SmsSender } from '../../adapters/sms/sms-sender.ts';
import { SmsDeliveryError } from '../../adapters/sms/sms-sender.ts';

/** A provider that records what it sends and can be made to fail. */
function recordingSender() {
  const sent: SmsMessage[] = [];
  let failWith: number | null = null;
  const sender: SmsSender = {
    provider: 'test',
    async send(message) {
      if (failWith !== null) throw new SmsDeliveryError('test', 'refused', { status: failWith });
      sent.push(message);
      return { id: `m${sent.length}` };
    },
  };
  return { sender, sent, fail: (status: number | null) => (failWith = status) };
}

describe('guests hear back', () => {
  let runtime: TestRuntime;
  let now: Date;
  let token: string;
  let provider: ReturnType<typeof recordingSender>;
  beforeEach(async () => {
    now = new Date('2026-03-02T10:00:00Z');
    provider = recordingSender();
    // The test's provider stands in for Twilio or WhatsApp (both are tested against their recorded APIs).
    runtime = await createTestRuntime('sqlite', { clock: () => now, notificationSender: provider.sender });
    await runtime.importObject(createBusinessFile());
    token = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'counter', now });
  });
  afterEach(() => runtime.dispose());

  const place = async (key: string, extra: object, locale = 'en') =>
    (
      await runtime.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        headers: { 'idempotency-key': key, locale },
        payload: { ...(createOrderBody() as object), ...extra },
      })
    ).json<PlaceOrderResponse>().order;
  const move = (orderId: number, status: number, reason?: string) =>
    runtime.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status, ...(reason ? { reason } : {}) },
    });

  it('a guest who opted in gets one message per status, in their language, with the link to the order', async () => {
    const order = await place('notify-order-0001', { notify: 'whatsapp' }, 'ar');
    expect((await move(order.id, 1)).statusCode).toBe(200);
    expect((await move(order.id, 3)).statusCode).toBe(200);
    expect(await runtime.notifications.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await runtime.notifications.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(provider.sent.map((m) => m.channel)).toEqual(['whatsapp', 'whatsapp']);
    expect(provider.sent[0]?.to).toBe('+96550012345');
    expect(provider.sent[0]?.text).toContain('تم قبول الطلب');
    expect(provider.sent[1]?.text).toContain(`/testbistro/order/${order.id}`);
  });

  it('a guest who did not opt in hears nothing', async () => {
    const order = await place('notify-order-0002', {});
    await move(order.id, 1);
    expect(await runtime.notifications.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('a rejection carries its reason, and a provider outage is retried later without blocking the board', async () => {
    const order = await place('notify-order-0003', { notify: 'sms' });
    provider.fail(503);
    expect((await move(order.id, 2, 'Out of lamb')).statusCode).toBe(200);
    expect(await runtime.notifications.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    provider.fail(null);
    expect(await runtime.notifications.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    now = new Date(now.getTime() + 31_000);
    expect(await runtime.notifications.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(provider.sent[0]?.text).toContain('Reason: Out of lamb.');
  });

  it('a message the provider refuses outright is given up, not retried forever', async () => {
    const order = await place('notify-order-0004', { notify: 'sms' });
    provider.fail(400);
    await move(order.id, 1);
    expect(await runtime.notifications.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
  });
});

describe('the channels guests can hear back on', () => {
  let runtime: TestRuntime;
  beforeEach(async () => {
    // Only the WhatsApp Cloud API is configured: SMS cannot be sent, so checkout must not offer it.
    const whatsapp = { baseUrl: 'http://127.0.0.1:9', token: 't', phoneNumberId: '1' };
    // A fixed clock inside the test branch's hours: on the wall clock the order is refused after 23:00 in Kuwait.
    const clock = () => new Date('2026-03-02T10:00:00Z');
    runtime = await createTestRuntime('sqlite', { clock, sms: { provider: 'whatsapp', whatsapp } });
    await runtime.importObject(createBusinessFile());
  });
  afterEach(() => runtime.dispose());

  it('the restaurant answer names the channels, and an order asking for another one is refused with a code', async () => {
    const restaurant = await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/testbistro' });
    expect(restaurant.json<RestaurantResponse>().restaurant.notify_channels).toEqual(['whatsapp']);
    const refused = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      headers: { 'idempotency-key': 'notify-order-0005' },
      payload: { ...(createOrderBody() as object), notify: 'sms' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('notify_unavailable');
    const placed = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      headers: { 'idempotency-key': 'notify-order-0006' },
      payload: { ...(createOrderBody() as object), notify: 'whatsapp' },
    });
    expect(placed.json<PlaceOrderResponse>().order.notify).toBe('whatsapp');
  });
});
