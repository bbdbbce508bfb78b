import type { AddressInfo } from 'node:net';
import type { OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import { readServerEvents } from '../testing/read-server-events.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const openNow = new Date('2026-03-02T10:00:00Z');

describe('the staff order board', () => {
  let runtime: TestRuntime;
  let token: string;
  let base: string;
  beforeEach(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => openNow });
    await runtime.importObject(createBusinessFile());
    token = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'counter', now: openNow });
    await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(runtime.app.server.address() as AddressInfo).port}/api`;
  });
  afterEach(() => runtime.dispose());

  const place = async (key = 'checkout-key-0001') =>
    (
      await fetch(`${base}/webapp/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(createOrderBody()),
      })
    ).json() as Promise<PlaceOrderResponse>;
  const move = (orderId: number, status: number, reason?: string, bearer = token) =>
    fetch(`${base}/staff/orders/${orderId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ status, ...(reason ? { reason } : {}) }),
    });

  it('refuses the board without a valid staff token', async () => {
    expect((await fetch(`${base}/staff/orders`)).status).toBe(401);
    expect(
      (await fetch(`${base}/staff/orders`, { headers: { authorization: 'Bearer stf_not-a-real-token-000000' } }))
        .status,
    ).toBe(401);
  });

  it('lists new orders and moves them along the state machine', async () => {
    const { order } = await place();
    const list = (await (
      await fetch(`${base}/staff/orders`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      orders: OrderWire[];
    };
    expect(list.orders.map((o: OrderWire) => o.id)).toEqual([order.id]);
    expect((await move(order.id, 1)).status).toBe(200);
    expect((await move(order.id, 4)).status).toBe(409); // pickup orders never go out
    expect((await move(order.id, 3)).status).toBe(200);
    const delivered = await move(order.id, 5);
    expect(((await delivered.json()) as { order: OrderWire }).order.status_name).toBe('delivered');
    expect((await move(order.id, 9)).status).toBe(409);
  });

  it('requires a reason to reject', async () => {
    const { order } = await place();
    expect((await move(order.id, 2)).status).toBe(400);
    expect((await move(order.id, 2, 'Out of lamb')).status).toBe(200);
  });

  it('does not let another venue touch the order', async () => {
    const other = createBusinessFile();
    other.business.reference_id = 'otherplace';
    other.business.domains = [];
    other.branches = other.branches.map((b) => ({ ...b, id: b.id + 100 }));
    expect((await runtime.importObject(other)).ok).toBe(true);
    const otherToken = await runtime.accounts.staff.createToken({
      referenceId: 'otherplace',
      label: 'x',
      now: openNow,
    });
    const { order } = await place();
    expect((await move(order.id, 1, undefined, otherToken)).status).toBe(404);
  });

  it('streams the status to the guest live, and replays from Last-Event-ID after a reconnect', async () => {
    const { access } = await place();
    const url = `${base}/webapp/update-order-events/${access.id}/${access.secret}`;
    const stream = await fetch(url);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const received = readServerEvents(stream, 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await move(access.id, 1);
    const events = await received;
    expect(events.map((e) => (e.data as { status: number }).status)).toEqual([0, 1]);
    await move(access.id, 3);
    const resumed = await fetch(url, { headers: { 'last-event-id': events[1]?.id ?? '' } });
    const replay = await readServerEvents(resumed, 1);
    expect(replay.map((e) => (e.data as { status_name: string }).status_name)).toEqual(['ready']);
    expect((await fetch(`${base}/webapp/update-order-events/${access.id}/${'y'.repeat(43)}`)).status).toBe(404);
  });

  it('pushes new orders to the board stream', async () => {
    const stream = await fetch(`${base}/staff/orders/stream`, { headers: { authorization: `Bearer ${token}` } });
    const received = readServerEvents(stream, 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { order } = await place();
    const events = await received;
    expect(events[0]?.event).toBe('ready');
    expect(events[1]).toMatchObject({ event: 'order', data: { id: order.id, status: 0 } });
  });
});
