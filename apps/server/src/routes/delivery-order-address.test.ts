import type { OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryBusinessFile } from '../testing/delivery-business.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const openNow = new Date('2026-03-02T10:00:00Z');

describe.each(testDialects)('a delivery order keeps where it goes (%s)', (dialect) => {
  let runtime: TestRuntime;
  let count = 0;
  beforeAll(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => openNow });
    const file = createDeliveryBusinessFile();
    file.business.checkoutDelivery = {
      fields: { block: { on: true, required: true }, street: { on: true }, floor: { on: true } },
    };
    expect((await runtime.importObject(file)).ok).toBe(true);
  });
  afterAll(() => runtime.dispose());

  const address = {
    block: '4',
    street: 'Street 41',
    floor: '2',
    type: 'apartment' as const,
    contact_name: 'Mona',
    contact_phone: '+96550001234',
  };
  const place = async (delivery: Record<string, unknown>) => {
    count += 1;
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody({ selling_types: 'delivery', address, delivery }) as object,
      headers: { 'idempotency-key': `order-address-${dialect}-${count}` },
    });
    expect(response.statusCode).toBe(201);
    return response.json<PlaceOrderResponse>();
  };
  const read = async (access: PlaceOrderResponse['access'], locale: string) => {
    const response = await runtime.app.inject({
      method: 'GET',
      url: `/api/webapp/order/${access.id}/${access.secret}?full=true`,
      headers: { locale },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ order: OrderWire }>().order;
  };

  it('reads back the area in the reader language, the labelled fields, the contact and the pin', async () => {
    const pin = { lat: 29.38, lng: 47.99 };
    const placed = await place({ area_id: 11, location: pin });
    expect(placed.order.area).toEqual({ id: 11, name: 'Sharq', names: { en: 'Sharq', ar: 'شرق' } });
    const arabic = await read(placed.access, 'ar');
    expect(arabic.area?.name).toBe('شرق');
    expect(arabic.address).toEqual(address);
    expect(arabic.delivery).toEqual({ area_id: 11, location: pin });
    expect(arabic.totals.delivery_fee).toBe(0.75);
    expect((await read(placed.access, 'en')).area?.name).toBe('Sharq');
  });

  it('finds the area of a pin dropped without choosing one', async () => {
    const placed = await place({ location: { lat: 29.33, lng: 48.07 } });
    const order = await read(placed.access, 'en');
    expect(order.area).toEqual({ id: 21, name: 'Salmiya', names: { en: 'Salmiya' } });
    expect(order.delivery?.location).toEqual({ lat: 29.33, lng: 48.07 });
  });
});
