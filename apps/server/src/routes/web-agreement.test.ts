import type {
  CalcOrderBodyInput,
  CalcOrderResponse,
  ItemWire,
  MenuResponse,
  RestaurantResponse,
} from '@okmenu/contract';
import type { MenuFee } from '@okmenu/domain';
import {
  breakdownDifferences,
  currencyOf,
  normalizeSellingType,
  shownBreakdown,
  shownFromWire,
  wireCartBreakdown,
} from '@okmenu/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPricingBusiness } from '../testing/pricing-business.ts';
import { pricingLinesArbitrary } from '../testing/pricing-carts.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

/**
 * The web app prices its cart with `wireCartBreakdown` from the restaurant answer and compares the result with
 * calc-order's answer through `shownFromWire` + `breakdownDifferences`. For generated carts the two must agree.
 */

const business = createPricingBusiness();
const cartArbitrary = fc.record({
  sellingType: fc.constantFrom('delivery', 'pickup'),
  lines: pricingLinesArbitrary,
  coupon: fc.constantFrom(undefined, 'PCT20', 'fix1', 'GUEST15', 'MEMBERS', 'FREEDEL', 'HALF2', 'OLD', 'NOPE'),
  zone: fc.boolean(),
});

describe('the web cart’s breakdown function and calc-order', () => {
  let runtime: TestRuntime;
  let restaurant: RestaurantResponse;
  let items: Map<number, ItemWire>;
  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => new Date('2026-03-02T10:00:00Z') });
    const imported = await runtime.importObject(business);
    if (!imported.ok) throw new Error('import failed');
    restaurant = (await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/testbistro' })).json();
    const menu: MenuResponse = (await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/menu/1' })).json();
    items = new Map(menu.menu.categories.flatMap((c) => c.items.map((item) => [item.id, item])));
  });
  afterAll(() => runtime.dispose());

  it('shows the same amounts for generated carts, coupons and delivery zones', async () => {
    const zone = business.zones?.[0];
    const currency = currencyOf(restaurant.restaurant.currency.code);
    await fc.assert(
      fc.asyncProperty(cartArbitrary, async (cart) => {
        const body: CalcOrderBodyInput = {
          branch_id: 1,
          selling_type: cart.sellingType as CalcOrderBodyInput['selling_type'],
          lines: cart.lines,
          coupon_code: cart.coupon,
          ...(cart.zone && cart.sellingType === 'delivery' ? { delivery: { zone_id: 1 } } : {}),
        };
        const response = await runtime.app.inject({
          method: 'POST',
          url: `/api/service/pos/calc-order/${restaurant.restaurant.id}`,
          payload: body,
        });
        expect(response.statusCode, response.body).toBe(200);
        const server = response.json<CalcOrderResponse>();
        const fee: MenuFee | null =
          cart.zone && cart.sellingType === 'delivery' && zone
            ? { zone: { fees: zone.fees, min_order: zone.min_order ?? 0 } }
            : null;
        const web = wireCartBreakdown({
          items,
          lines: cart.lines.map((line) => ({
            ...line,
            modifiers: Array.isArray(line.modifiers) ? line.modifiers : [],
          })),
          sellingType: normalizeSellingType(cart.sellingType) ?? 'delivery',
          discounts: restaurant.discounts,
          coupon: server.coupon?.rules ?? null,
          userKind: 'guest',
          fee,
          serviceFee: restaurant.restaurant.fees,
          exclusiveTaxes: restaurant.restaurant.exclusiveTaxes,
          currency,
        });
        expect(breakdownDifferences(shownBreakdown(web), shownFromWire(server, currency))).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('names the amounts that differ when the server priced something else', async () => {
    const currency = currencyOf(restaurant.restaurant.currency.code);
    const lines = [{ item_id: 100, price_label_id: 1000, count: 2, modifiers: [] }];
    const response = await runtime.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${restaurant.restaurant.id}`,
      payload: { branch_id: 1, selling_type: 'pickup', lines },
    });
    const server = shownFromWire(response.json<CalcOrderResponse>(), currency);
    // A stale menu: the web still has the old price of item 100.
    const stale = new Map(items);
    const item = stale.get(100) as ItemWire;
    stale.set(100, { ...item, price_labels: item.price_labels.map((label) => ({ ...label, price: label.price + 1 })) });
    const web = wireCartBreakdown({
      items: stale,
      lines,
      sellingType: 'car_pickup',
      discounts: restaurant.discounts,
      coupon: null,
      userKind: 'guest',
      fee: null,
      serviceFee: restaurant.restaurant.fees,
      exclusiveTaxes: restaurant.restaurant.exclusiveTaxes,
      currency,
    });
    expect(breakdownDifferences(shownBreakdown(web), server)).toEqual(
      expect.arrayContaining(['subtotal', 'total', 'lines.0']),
    );
  });
});
