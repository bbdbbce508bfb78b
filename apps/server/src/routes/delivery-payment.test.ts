import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryBusinessFile } from '../testing/delivery-business.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const openNow = new Date('2026-03-02T10:00:00Z');

describe('payment methods a delivery offers', () => {
  let runtime: TestRuntime;
  let count = 0;
  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => openNow });
    const file = createDeliveryBusinessFile();
    file.business.payment_methods = [2, 8];
    file.business.checkoutDelivery = { cash: false, credit: true };
    file.business.checkoutCarPickup = { cash: true };
    expect((await runtime.importObject(file)).ok).toBe(true);
  });
  afterAll(() => runtime.dispose());

  const place = (overrides: Record<string, unknown>) => {
    count += 1;
    return runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody(overrides) as object,
      headers: { 'idempotency-key': `delivery-payment-${count}` },
    });
  };
  const delivery = { selling_types: 'delivery', delivery: { area_id: 21 } };

  it('refuses cash for a delivery whose config has cash off, naming payment_type, and stores nothing', async () => {
    const response = await place({ ...delivery, payment_type: 2 });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual([
      {
        path: 'body.payment_type',
        message: 'Delivery here does not take this payment method',
        code: 'payment_not_for_type',
      },
    ]);
    expect(await runtime.database.db.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  it('takes a card at the door for that delivery, and cash for a pickup of the same business', async () => {
    expect((await place({ ...delivery, payment_type: 8 })).statusCode).toBe(201);
    expect((await place({ payment_type: 2 })).statusCode).toBe(201);
  });
});
