import type { CalcOrderResponse, MenuResponse, PlaceOrderResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderBody } from '../testing/order-factory.ts';
import { createPricingBusiness } from '../testing/pricing-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

// Monday 2 March 2026, 13:00 in Kuwait: delivery and pickup are open.
const lunchtime = new Date('2026-03-02T10:00:00Z');

/**
 * The pricing business with its delivery discounts numbered: 7 for the burgers category, 8 for item 100; the
 * burger (200) comes from talabat, where its id is TB-991 (decision 0110).
 */
function numberedDiscountsBusiness() {
  const file = createPricingBusiness();
  file.items = file.items?.map((item) =>
    item.id === 200 ? { ...item, provider: 'talabat', provider_id: 'TB-991' } : item,
  );
  file.discounts = {
    delivery: {
      items: { '100': { id: 8, type: 'fixed', value: 0.5 } },
      categories: { '20': { id: 7, type: 'percent', value: 10 } },
    },
  };
  file.business = { ...file.business, payment_methods: [2] };
  return file;
}

/** A burger line as a client of the specification sends it. */
const specLine = (overrides: Record<string, unknown> = {}) => ({
  item_id: 200,
  price_label_id: 2001,
  count: 1,
  modifiers: '210,221',
  modifiers_details: [
    { id: 210, quantity: 2, price: 0.2, name: 'Cheese' },
    { id: 221, quantity: 1, price: 0.1 },
  ],
  isQty: true,
  weight: 0.45,
  shippingWeight: 0.5,
  discount_id: 7,
  provider: 'talabat',
  provider_id: 'TB-991',
  price: 0.001,
  ...overrides,
});

describe.each(testDialects)('order lines in the specification shape on %s', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  beforeAll(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => lunchtime });
    const imported = await runtime.importObject(numberedDiscountsBusiness());
    if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
    businessId = imported.businessId;
  });
  afterAll(() => runtime.dispose());

  const calc = (line: Record<string, unknown>) =>
    runtime.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${businessId}`,
      payload: { branch_id: 1, selling_type: 'delivery', delivery: { zone_id: 1 }, lines: [line] },
    });

  it('prices a line whose modifiers are a comma list with details exactly like the same line as objects', async () => {
    const spec = await calc(specLine());
    expect(spec.statusCode, spec.body).toBe(200);
    const objects = await calc({
      item_id: 200,
      price_label_id: 2001,
      count: 1,
      modifiers: [
        { id: 210, quantity: 2 },
        { id: 221, quantity: 1 },
      ],
    });
    expect(spec.json<CalcOrderResponse>().lines).toEqual(objects.json<CalcOrderResponse>().lines);
    expect(spec.json<CalcOrderResponse>().lines[0]?.modifiers_price).toBe(0.5);
  });

  it('reads a comma list without details as one of each listed id, twice listed counting twice', async () => {
    const response = await calc(specLine({ modifiers: '210,210,221', modifiers_details: undefined }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CalcOrderResponse>().lines[0]?.modifiers_price).toBe(0.5);
  });

  it('refuses a comma list that does not match modifiers_details with 400 naming the modifiers', async () => {
    const response = await calc(specLine({ modifiers: '210,211' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'body.lines.0.modifiers', message: 'Does not match modifiers_details', code: 'custom' },
    ]);
  });

  it('refuses a weight, shipping weight or isQty other than the price label says with 409 naming each field', async () => {
    const response = await calc(specLine({ weight: 0.3, shippingWeight: 1, isQty: false }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('menu_changed');
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toEqual([
      'body.lines.0.weight',
      'body.lines.0.shippingWeight',
      'body.lines.0.isQty',
    ]);
  });

  it('refuses a discount_id that does not apply to the item with 409 naming it', async () => {
    const response = await calc(specLine({ discount_id: 8 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual([
      { path: 'body.lines.0.discount_id', message: 'This discount does not apply to the item', code: 'menu_changed' },
    ]);
  });

  it('accepts a line without claims, or with null ones, as before', async () => {
    const response = await calc(
      specLine({ discount_id: null, weight: null, isQty: undefined, provider: null, provider_id: undefined }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('gives each item of the menu answer its provider fields, null when it names none', async () => {
    const response = await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/menu/1' });
    const items = response.json<MenuResponse>().menu.categories.flatMap((category) => category.items);
    expect(items.find((item) => item.id === 200)).toMatchObject({ provider: 'talabat', provider_id: 'TB-991' });
    expect(items.find((item) => item.id === 100)).toMatchObject({ provider: null, provider_id: null });
  });

  it('refuses a provider or provider id other than the item says with 409 naming each field', async () => {
    const response = await calc(specLine({ provider: 'deliveroo', provider_id: 991 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('menu_changed');
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toEqual([
      'body.lines.0.provider',
      'body.lines.0.provider_id',
    ]);
    const none = await calc({ item_id: 100, price_label_id: 1000, count: 1, provider: 'talabat' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.fields.map((f: { path: string }) => f.path)).toEqual(['body.lines.0.provider']);
  });

  const placeOrder = (lines: Record<string, unknown>[], key: string) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody({ selling_types: 'delivery', delivery: { area_id: 1 }, order_lines: lines as never }),
      headers: { 'idempotency-key': key },
    });

  it('stores the provider fields and the applied discount with the order line', async () => {
    const response = await placeOrder([{ ...specLine({ count: undefined }), quantity: 4 }], 'spec-lines-0001');
    expect(response.statusCode, response.body).toBe(201);
    const line = response.json<PlaceOrderResponse>().order.lines?.[0];
    expect(line).toMatchObject({ provider: 'talabat', provider_id: 'TB-991', discount_id: 7, quantity: 4 });
    expect(line?.modifiers.map((m) => [m.id, m.quantity])).toEqual([
      [210, 2],
      [221, 1],
    ]);
  });

  it('stores the item’s provider fields on a line that sent none, and none for an item without them', async () => {
    const burger = { ...specLine({ count: undefined, provider: undefined, provider_id: undefined }), quantity: 1 };
    const plain = { item_id: 100, price_label_id: 1000, quantity: 1, modifiers: [] };
    const response = await placeOrder([burger, plain], 'spec-lines-0002');
    expect(response.statusCode, response.body).toBe(201);
    const lines = response.json<PlaceOrderResponse>().order.lines ?? [];
    expect(lines.map((line) => [line.provider, line.provider_id])).toEqual([
      ['talabat', 'TB-991'],
      [null, null],
    ]);
  });
});
