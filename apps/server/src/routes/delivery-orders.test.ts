import type { PlaceOrderResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryBusinessFile } from '../testing/delivery-business.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const openNow = new Date('2026-03-02T10:00:00Z');

function deliveryOrderingBusiness() {
  const file = createDeliveryBusinessFile();
  file.business.checkoutDelivery = {
    fields: {
      block: { on: true, required: true },
      street: { on: true, required: true },
      floor: { on: true, required: false },
    },
  };
  return file;
}

describe('delivery orders', () => {
  let runtime: TestRuntime;
  let count = 0;
  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => openNow });
    const imported = await runtime.importObject(deliveryOrderingBusiness());
    expect(imported.ok).toBe(true);
  });
  afterAll(() => runtime.dispose());

  const address = { block: '3', street: 'Gulf Road', type: 'apartment' as const };
  const place = (overrides: Record<string, unknown>) => {
    count += 1;
    return runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody({ selling_types: 'delivery', address, ...overrides }) as object,
      headers: { 'idempotency-key': `delivery-order-${count}` },
    });
  };

  it('finds the zone from a pin inside it and charges its fee', async () => {
    // Inside area 21 (Salmiya, zone 2: fee 1.000, no minimum).
    const response = await place({ delivery: { location: { lat: 29.33, lng: 48.07 } } });
    expect(response.statusCode).toBe(201);
    expect(response.json<PlaceOrderResponse>().order.totals.delivery_fee).toBe(1);
  });

  it('takes the fee of the chosen area, whatever zone id a client names', async () => {
    const response = await place({ delivery: { area_id: 21, zone_id: 1 } });
    expect(response.statusCode).toBe(201);
    expect(response.json<PlaceOrderResponse>().order.totals.delivery_fee).toBe(1);
  });

  it('refuses a pin outside every zone with a clear message and stores nothing', async () => {
    const before = await runtime.database.db.selectFrom('orders').select('id').execute();
    const response = await place({ delivery: { location: { lat: 25.2, lng: 55.27 } } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual([
      { path: 'body.delivery.location', message: 'We do not deliver to this location', code: 'not_delivered_here' },
    ]);
    expect(await runtime.database.db.selectFrom('orders').select('id').execute()).toEqual(before);
  });

  it('refuses a delivery without an area or a pin, or with a hidden zone', async () => {
    expect((await place({ delivery: { zone_id: 2 } })).json().error.fields).toEqual([
      { path: 'body.delivery', message: 'Choose your area or drop a pin', code: 'area_required' },
    ]);
    expect((await place({ delivery: { area_id: 31 } })).statusCode).toBe(409);
  });

  it('refuses an order below the zone minimum', async () => {
    // Zone 1 (area 11) needs 5.000; one karak tea is not enough.
    const response = await place({
      delivery: { area_id: 11 },
      order_lines: [{ item_id: 101, price_label_id: 1010, quantity: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('below_min_order');
  });

  it('requires the address fields the venue marked required', async () => {
    const response = await place({ delivery: { area_id: 21 }, address: { block: '3' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual([
      { path: 'body.address.street', message: 'Required', code: 'required' },
    ]);
  });
});
