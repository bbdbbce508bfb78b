import type { CalcOrderResponse, RestaurantResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const lunchtime = new Date('2026-03-02T10:00:00Z');

describe('a business whose currency rounds its totals', () => {
  let runtime: TestRuntime;
  let businessId: number;
  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => lunchtime });
    const base = createBusinessFile();
    const imported = await runtime.importObject({
      ...base,
      business: {
        ...base.business,
        currency: 'CHF',
        country_iso: 'CH',
        exclusiveTaxes: [{ id: 9, name: { en: 'VAT' }, rate: 2.5 }],
      },
    });
    if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
    businessId = imported.businessId;
  });
  afterAll(() => runtime.dispose());

  it('says its rounding step on the restaurant answer', async () => {
    const response = await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/testbistro' });
    expect(response.json<RestaurantResponse>().restaurant.currency).toMatchObject({ code: 'CHF', rounding: 0.05 });
  });

  it('rounds the amount to pay to 0.05 and shows the adjustment', async () => {
    const response = await runtime.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${businessId}`,
      payload: { branch_id: 1, selling_type: 'car_pickup', lines: [{ item_id: 100, price_label_id: 1000, count: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    // 4.50 + 2.5 % tax 0.11 + service fee 0.25 = 4.86, paid as 4.85.
    expect(response.json<CalcOrderResponse>()).toMatchObject({
      total_before_wallet: 4.86,
      rounding_adjustment: -0.01,
      total: 4.85,
    });
  });
});
