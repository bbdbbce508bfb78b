import type { OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

// Monday 2 March 2026, 13:00 in Kuwait: pickup (08:00-23:00) is open.
const openNow = new Date('2026-03-02T10:00:00Z');

function orderingBusiness() {
  const file = createBusinessFile();
  file.business.payment_methods = [2, 3];
  file.business.checkoutCarPickup = {
    scheduled_orders: { on: true, min_advance: { value: 30, scale: 'min' }, max_advance: { value: 2, scale: 'day' } },
  };
  return file;
}

describe.each(testDialects)('placing orders on %s', (dialect) => {
  let runtime: TestRuntime;
  let now = openNow;
  beforeEach(async () => {
    now = openNow;
    runtime = await createTestRuntime(dialect, { clock: () => now });
    expect((await runtime.importObject(orderingBusiness())).ok).toBe(true);
  });
  afterEach(() => runtime.dispose());

  const place = (body: unknown, key: string | null = 'checkout-key-0001', headers: Record<string, string> = {}) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: body as object,
      headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers },
    });
  const countOrders = async () =>
    Number(
      (
        await runtime.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a pickup order with its lines, priced by the server', async () => {
    const response = await place(createOrderBody({ fees: 99 } as never));
    expect(response.statusCode).toBe(201);
    const { order, access } = response.json<PlaceOrderResponse>();
    expect(order).toMatchObject({
      status: 0,
      status_name: 'pending',
      selling_type: 'car_pickup',
      phone: '+96550012345',
    });
    // 2 x 4.500 + 1 x 0.500 + service fee 0.250
    expect(order.totals.total).toBe(9.75);
    expect(order.lines?.map((l) => [l.name, l.quantity, l.total_price])).toEqual([
      ['Mixed grill', 2, 9],
      ['Karak tea', 1, 0.5],
    ]);
    expect(access.secret.length).toBeGreaterThanOrEqual(40);
    const lines = await runtime.database.db.selectFrom('order_lines').selectAll().execute();
    expect(lines).toHaveLength(2);
  });

  it('answers the first order again for a repeated Idempotency-Key', async () => {
    const first = (await place(createOrderBody())).json<PlaceOrderResponse>();
    const again = await place(createOrderBody());
    expect(again.statusCode).toBe(200);
    expect(again.json<PlaceOrderResponse>()).toMatchObject({ replayed: true, access: first.access });
    expect(await countOrders()).toBe(1);
  });

  it('refuses a repeated Idempotency-Key with another body', async () => {
    await place(createOrderBody());
    const other = await place(createOrderBody({ name: 'Someone Else' }));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await countOrders()).toBe(1);
  });

  it('makes one order from concurrent requests with one key', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => place(createOrderBody())));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json<PlaceOrderResponse>().order.id)).size).toBe(1);
    expect(await countOrders()).toBe(1);
  });

  it('refuses an order when the shop is closed now, and writes nothing', async () => {
    now = new Date('2026-03-02T21:00:00Z'); // midnight in Kuwait
    const response = await place(createOrderBody());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('shop_closed');
    expect(await countOrders()).toBe(0);
  });

  it('takes an order for a later slot as scheduled and refuses a slot that is not offered', async () => {
    now = new Date('2026-03-02T21:00:00Z');
    const later = await place(
      createOrderBody({ schedule: { type: 'later', slot_start: '2026-03-03T09:00:00+03:00' } }),
    );
    expect(later.statusCode).toBe(201);
    expect(later.json<PlaceOrderResponse>().order).toMatchObject({
      status: 10,
      scheduled_for: '2026-03-03T09:00:00+03:00',
    });
    const odd = await place(
      createOrderBody({ schedule: { type: 'later', slot_start: '2026-03-03T09:07:00+03:00' } }),
      'checkout-key-0002',
    );
    expect(odd.statusCode).toBe(422);
    expect(odd.json().error.code).toBe('invalid_slot');
  });

  it('takes an item outside its hours now for a later slot inside them, and refuses it for now', async () => {
    const withBreakfast = orderingBusiness();
    const breakfastHours = Array.from({ length: 7 }, () => ({
      closed: false,
      shifts: [{ time_from: '07:00', time_to: '11:00' }],
    }));
    withBreakfast.categories.push({ id: 12, name: { en: 'Breakfast' }, sort: 3, schedule: breakfastHours });
    withBreakfast.items.push({
      id: 102,
      category_id: 12,
      name: { en: 'Foul' },
      types: { car_pickup: true },
      price_labels: [{ id: 1020, price: 1 }],
    });
    expect((await runtime.importObject(withBreakfast)).ok).toBe(true);
    now = new Date('2026-03-02T01:00:00Z'); // 04:00 in Kuwait: breakfast starts at 07:00
    const foul = { order_lines: [{ item_id: 102, price_label_id: 1020, quantity: 1 }] };
    const forNow = await place(createOrderBody(foul), 'breakfast-now-1');
    expect(forNow.statusCode).toBe(409);
    const forLater = await place(
      createOrderBody({ ...foul, schedule: { type: 'later', slot_start: '2026-03-02T08:00:00+03:00' } }),
      'breakfast-later-1',
    );
    expect(forLater.statusCode).toBe(201);
    const businessId = (await runtime.businesses.findByReference('testbistro'))?.id;
    const calc = (at?: string) =>
      runtime.app.inject({
        method: 'POST',
        url: `/api/service/pos/calc-order/${businessId}`,
        payload: {
          branch_id: 1,
          selling_type: 'pickup',
          lines: [{ item_id: 102, price_label_id: 1020, count: 1 }],
          ...(at ? { at } : {}),
        },
      });
    expect((await calc()).statusCode).toBe(409);
    expect((await calc('2026-03-02T08:00:00+03:00')).statusCode).toBe(200);
  });

  it('refuses bad contact, payment and headers naming the field', async () => {
    const cases: [unknown, string | null, number, string][] = [
      [createOrderBody({ phone: '12' }), 'k-phone-0001', 422, 'body.phone'],
      [createOrderBody({ payment_type: 8 }), 'k-payment-01', 422, 'body.payment_type'],
      [createOrderBody({ payment_type: 1 }), 'k-payment-02', 422, 'body.payment_type'],
      [createOrderBody({ name: '' }), 'k-name-00001', 400, 'body.name'],
      [createOrderBody({ table_id: 5 }), 'k-table-0001', 422, 'body.table_id'],
      [
        createOrderBody({ order_lines: [{ item_id: 999, price_label_id: 1, quantity: 1 }] }),
        'k-item-00001',
        422,
        'body.lines.0.item_id',
      ],
      [createOrderBody({ total: 0.001 } as never), 'k-total-0001', 400, 'body'],
      [createOrderBody(), null, 400, 'headers.idempotency-key'],
      [createOrderBody(), 'short', 400, 'headers.idempotency-key'],
    ];
    for (const [body, key, status, path] of cases) {
      const response = await place(body, key);
      expect(response.statusCode, path).toBe(status);
      expect(JSON.stringify(response.json().error.fields ?? response.json().error), path).toContain(path);
    }
    expect(await countOrders()).toBe(0);
  });

  it('gives every refused field a code the web app translates, never only developer English', async () => {
    const cases: [unknown, string, string, string][] = [
      [createOrderBody({ phone: '12' }), 'c-phone-0001', 'body.phone', 'TOO_SHORT'],
      [createOrderBody({ payment_type: 8 }), 'c-payment-01', 'body.payment_type', 'payment_not_offered'],
      [createOrderBody({ table_id: 5 }), 'c-table-0001', 'body.table_id', 'unknown_table'],
      [createOrderBody({ name: '' }), 'c-name-00001', 'body.name', 'too_small'],
      [
        createOrderBody({ order_lines: [{ item_id: 999, price_label_id: 1, quantity: 1 }] }),
        'c-item-00001',
        'body.lines.0.item_id',
        'unknown_item',
      ],
      [
        createOrderBody({ schedule: { type: 'later', slot_start: '2026-03-03T09:07:00+03:00' } }),
        'c-slot-00001',
        'body.schedule.slot_start',
        'slot_unavailable',
      ],
    ];
    for (const [body, key, path, code] of cases) {
      const { fields } = (await place(body, key)).json<{ error: { fields: { path: string; code?: string }[] } }>()
        .error;
      expect(fields.find((field) => field.path === path)?.code, path).toBe(code);
      for (const field of fields) expect(field.code, field.path).toMatch(/^[A-Za-z_]+$/);
    }
    now = new Date('2026-03-02T21:00:00Z'); // midnight in Kuwait
    const closed = await place(createOrderBody(), 'c-closed-001');
    expect(closed.json().error.fields).toEqual([
      expect.objectContaining({ path: 'body.schedule', code: 'closed_now' }),
    ]);
  });

  it('lets only the holder of the secret read the order', async () => {
    const { access } = (await place(createOrderBody())).json<PlaceOrderResponse>();
    const read = (a: number, b: string) =>
      runtime.app.inject({ method: 'GET', url: `/api/webapp/order/${a}/${b}?full=true` });
    const own = await read(access.id, access.secret);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ order: OrderWire }>().order.lines).toHaveLength(2);
    expect((await read(access.id, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await read(access.id + 1, access.secret)).statusCode).toBe(404);
    expect((await read(access.id, 'short')).statusCode).toBe(400);
  });

  it('lists the orders placed on a device in the history', async () => {
    await place(createOrderBody(), 'device-order-1', { 'x-device-id': 'device-aaaa-1111' });
    await place(createOrderBody(), 'device-order-2', { 'x-device-id': 'device-aaaa-1111' });
    await place(createOrderBody(), 'device-order-3', { 'x-device-id': 'device-bbbb-2222' });
    const businessId = (await runtime.businesses.findByReference('testbistro'))?.id;
    const history = await runtime.app.inject({
      method: 'GET',
      url: `/api/webapp/v5/orders/${businessId}?page=1`,
      headers: { 'x-device-id': 'device-aaaa-1111' },
    });
    expect(history.json().total).toBe(2);
    expect(history.json().orders).toHaveLength(2);
  });
});
