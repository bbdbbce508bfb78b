import type { OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../../testing/business-factory.ts';
import { createOrderBody } from '../../testing/order-factory.ts';
import type { TestRuntime } from '../../testing/test-runtime.ts';
import { createTestRuntime } from '../../testing/test-runtime.ts';

describe('orders nobody accepts', () => {
  let runtime: TestRuntime;
  let now: Date;
  let token: string;
  beforeEach(async () => {
    now = new Date('2026-03-02T10:00:00Z');
    runtime = await createTestRuntime('sqlite', { clock: () => now });
    const file = createBusinessFile();
    file.business.operations = { escalate_after_minutes: 5, reject_after_minutes: 12 };
    await runtime.importObject(file);
    token = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'counter', now });
  });
  afterEach(() => runtime.dispose());

  const place = async (key: string) =>
    (
      await runtime.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        headers: { 'idempotency-key': key },
        payload: createOrderBody(),
      })
    ).json<PlaceOrderResponse>();
  const board = async () =>
    (await runtime.app.inject({ url: '/api/staff/orders', headers: { authorization: `Bearer ${token}` } })).json<{
      orders: OrderWire[];
    }>().orders;

  it('the board shows when a new order escalates and when it will be rejected', async () => {
    await place('unaccepted-0001');
    const [order] = await board();
    expect(order?.acceptance).toEqual({
      escalate_at: '2026-03-02T10:05:00.000Z',
      reject_at: '2026-03-02T10:12:00.000Z',
    });
  });

  it('an order still waiting past the limit is rejected with a reason the guest reads, once', async () => {
    const { order, access } = await place('unaccepted-0002');
    now = new Date('2026-03-02T10:11:59Z');
    expect(await runtime.unaccepted.sweep(now)).toBe(0);
    now = new Date('2026-03-02T10:12:00Z');
    expect(await runtime.unaccepted.sweep(now)).toBe(1);
    expect(await runtime.unaccepted.sweep(now)).toBe(0);
    const seen = await runtime.app.inject({ url: `/api/webapp/order/${access.id}/${access.secret}` });
    expect(seen.json().order).toMatchObject({ id: order.id, status: 2 });
    expect(seen.json().order.events.at(-1)).toMatchObject({ status: 2, reason: 'not_accepted_in_time' });
  });

  it('an accepted order is left alone', async () => {
    const { order } = await place('unaccepted-0003');
    await runtime.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 1 },
    });
    now = new Date('2026-03-02T11:00:00Z');
    expect(await runtime.unaccepted.sweep(now)).toBe(0);
    expect((await board())[0]?.acceptance).toBeUndefined();
  });
});
