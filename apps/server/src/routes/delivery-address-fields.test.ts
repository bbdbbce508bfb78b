import { addressExamples, exampleCheckout } from '@okmenu/contract/address-examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryBusinessFile } from '../testing/delivery-business.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

/*
 * The web's address form refuses these examples on these fields (apps/web delivery/address-fields.test.ts);
 * the server refuses the same orders on the same fields (decision 0109), whether its schema (lengths, an empty
 * gift recipient) or its order check (required fields, the pin, phones) finds the problem.
 */
describe('the server refuses the address examples on the fields the web form names', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => new Date('2026-03-02T10:00:00Z') });
    const file = createDeliveryBusinessFile();
    file.business.checkoutDelivery = exampleCheckout;
    expect((await runtime.importObject(file)).ok).toBe(true);
  });
  afterAll(() => runtime.dispose());

  addressExamples.forEach((example, index) => {
    it(example.name, async () => {
      const response = await runtime.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        headers: { 'idempotency-key': `address-example-${index}` },
        payload: createOrderBody({
          selling_types: 'delivery',
          // Inside Salmiya (area 21, zone 2: no minimum order).
          delivery: example.pin ? { location: { lat: 29.33, lng: 48.07 } } : { area_id: 21 },
          address: { type: 'apartment', ...example.address },
          ...(example.gift ? { gift: example.gift } : {}),
        }) as object,
      });
      if (example.refused.length === 0) {
        expect(response.statusCode).toBe(201);
        return;
      }
      expect([400, 422]).toContain(response.statusCode);
      const fields: { path: string }[] = response.json().error.fields ?? [];
      expect(fields.map((field) => field.path.replace(/^body\./, '')).sort()).toEqual(example.refused);
    });
  });
});
