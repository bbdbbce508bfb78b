import type {
  CalcOrderBodyInput,
  CalcOrderResponse,
  ItemWire,
  MenuResponse,
  RestaurantResponse,
} from '@okmenu/contract';
import type { MenuFee } from '@okmenu/domain';
import { currencyOf, normalizeSellingType, priceCart, pricingInputFromMenu, toMinor } from '@okmenu/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcOrderWire } from '../services/pricing/wire/pricing-wire.ts';
import { createPricingBusiness } from '../testing/pricing-business.ts';
import { pricingLinesArbitrary } from '../testing/pricing-carts.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const kwd = currencyOf('KWD');
const business = createPricingBusiness();

const cartArbitrary = fc.record({
  sellingType: fc.constantFrom('delivery', 'pickup', 'car_pickup'),
  lines: pricingLinesArbitrary,
  coupon: fc.constantFrom(undefined, 'PCT20', 'fix1', 'GUEST15', 'MEMBERS', 'FREEDEL', 'HALF2', 'OLD', 'NOPE'),
  fee: fc.constantFrom('none', 'zone', 'shipping'),
  useWallet: fc.boolean(),
});

/** The fee source as the web knows it from the zones call (major units, as in the business file). */
function webFee(fee: string): MenuFee | null {
  const zone = business.zones?.[0];
  const country = business.shipping_countries?.[0];
  if (fee === 'zone' && zone) return { zone: { fees: zone.fees, min_order: zone.min_order ?? 0 } };
  if (fee === 'shipping' && country) {
    return {
      country: {
        fees_per_kg: country.fees_per_kg,
        fixed_fees: country.fixed_fees ?? 0,
        min_order: country.min_order ?? 0,
      },
    };
  }
  return null;
}

describe('the web’s breakdown and calc-order', () => {
  let runtime: TestRuntime;
  let businessId: number;
  let menu: MenuResponse;
  let restaurant: RestaurantResponse;
  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => new Date('2026-03-02T10:00:00Z') });
    const imported = await runtime.importObject(business);
    if (!imported.ok) throw new Error('import failed');
    businessId = imported.businessId;
    menu = (await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/menu/1' })).json();
    restaurant = (await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/testbistro' })).json();
  });
  afterAll(() => runtime.dispose());

  it('agree for generated carts when the web prices the wire menu with pricingInputFromMenu', async () => {
    const items = new Map<number, ItemWire>(
      menu.menu.categories.flatMap((c) => c.items.map((item) => [item.id, item])),
    );
    await fc.assert(
      fc.asyncProperty(cartArbitrary, async (cart) => {
        const body: CalcOrderBodyInput = {
          branch_id: 1,
          selling_type: cart.sellingType as CalcOrderBodyInput['selling_type'],
          lines: cart.lines,
          coupon_code: cart.coupon,
          use_wallet: cart.useWallet,
          ...(cart.fee === 'zone' ? { delivery: { zone_id: 1 } } : {}),
          ...(cart.fee === 'shipping' ? { shipping: { country_id: 1 } } : {}),
        };
        const response = await runtime.app.inject({
          method: 'POST',
          url: `/api/service/pos/calc-order/${businessId}`,
          payload: body,
        });
        expect(response.statusCode, response.body).toBe(200);
        const server = response.json<CalcOrderResponse>();

        const sellingType = normalizeSellingType(cart.sellingType) ?? 'delivery';
        const input = pricingInputFromMenu({
          items,
          lines: cart.lines.map((line) => ({
            ...line,
            modifiers: Array.isArray(line.modifiers) ? line.modifiers : [],
          })),
          sellingType,
          discounts: menu.discounts,
          // The web learns a coupon's rules from calc-order's answer and prices with them from then on.
          coupon: server.coupon?.rules ?? null,
          userKind: 'guest',
          fee: webFee(cart.fee),
          serviceFee: restaurant.restaurant.fees,
          exclusiveTaxes: restaurant.restaurant.exclusiveTaxes,
          wallet: { balance: 0, use: cart.useWallet },
          toMinor: (major) => toMinor(major, kwd),
        });
        const web = priceCart(input);
        expect(toMinor(server.total, kwd)).toBe(web.total);
        expect(server).toEqual(
          calcOrderWire(web, {
            businessId,
            branchId: 1,
            sellingType,
            currency: 'KWD',
            major: (minor) => minor / 1000,
            lines: input.lines,
            coupon: server.coupon,
          }),
        );
        if (server.coupon?.rejection !== 'not_found' && server.coupon?.rejection !== 'expired') {
          expect(server.coupon?.rejection ?? null).toBe(web.couponRejection);
        }
      }),
      { numRuns: 50 },
    );
  });
});
