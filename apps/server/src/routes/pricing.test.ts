import type { CalcOrderResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPricingBusiness } from '../testing/pricing-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

// Monday 2 March 2026, 13:00 in Kuwait: breakfast (07:00–11:00) is over.
const lunchtime = new Date('2026-03-02T10:00:00Z');
const burgerLine = {
  item_id: 200,
  price_label_id: 2001,
  count: 2,
  modifiers: [
    { id: 210, quantity: 2 },
    { id: 221, quantity: 1 },
  ],
};
const grillLine = { item_id: 100, price_label_id: 1000, count: 1, modifiers: [] };
const deliveryCart = (overrides: Record<string, unknown> = {}) => ({
  branch_id: 1,
  selling_type: 'delivery',
  lines: [burgerLine, grillLine],
  delivery: { zone_id: 1 },
  ...overrides,
});

async function startPricing(dialect: 'sqlite' | 'postgres', clock: () => Date) {
  const runtime = await createTestRuntime(dialect, { clock });
  const imported = await runtime.importObject(createPricingBusiness());
  if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
  const post = (body: unknown, businessId: number | string = imported.businessId) =>
    runtime.app.inject({ method: 'POST', url: `/api/service/pos/calc-order/${businessId}`, payload: body as object });
  return { runtime, businessId: imported.businessId, post };
}

describe.each(testDialects)('calc-order on %s', (dialect) => {
  let runtime: TestRuntime;
  let post: Awaited<ReturnType<typeof startPricing>>['post'];
  beforeAll(async () => ({ runtime, post } = await startPricing(dialect, () => lunchtime)));
  afterAll(() => runtime.dispose());

  it('prices price labels, modifiers, discounts, inclusive VAT, exclusive tax and the zone fee from its own data', async () => {
    const response = await post(deliveryCart());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<CalcOrderResponse>();
    expect(body.lines).toEqual([
      {
        index: 0,
        item_id: 200,
        price_label_id: 2001,
        count: 2,
        unit_price: 3.75,
        modifiers_price: 0.5,
        discount: { per_unit: 0.375, total: 0.75, source: 'category' },
        net_unit_price: 3.875,
        coupon_discount: 0,
        coupon_units: 0,
        // 15 % VAT inside the discounted label price 3.375 (untaxed extras): 3.375 × 15 / 115 = 0.440 a unit.
        inclusive_tax: 0.88,
        line_total: 7.75,
      },
      {
        index: 1,
        item_id: 100,
        price_label_id: 1000,
        count: 1,
        unit_price: 4.5,
        modifiers_price: 0,
        discount: { per_unit: 0.5, total: 0.5, source: 'item' },
        net_unit_price: 4,
        coupon_discount: 0,
        coupon_units: 0,
        inclusive_tax: 0,
        line_total: 4,
      },
    ]);
    expect(body).toMatchObject({
      selling_type: 'delivery',
      currency: 'KWD',
      subtotal: 13,
      discount_total: 1.25,
      coupon_discount: 0,
      items_total: 11.75,
      inclusive_tax_total: 0.88,
      exclusive_taxes: [{ id: 9, name: 'Municipality', rate: 2.5, amount: 0.294 }],
      delivery_fee: 0.75,
      shipping_fee: 0,
      service_fee: 0.25,
      free_delivery: false,
      total_before_wallet: 13.044,
      wallet_discount: 0,
      total: 13.044,
      min_order: 5,
      missing_for_min_order: 0,
      coupon: null,
    });
  });
});

describe('calc-order', () => {
  let runtime: TestRuntime;
  let post: Awaited<ReturnType<typeof startPricing>>['post'];
  let businessId: number;
  beforeAll(async () => ({ runtime, post, businessId } = await startPricing('sqlite', () => lunchtime)));
  afterAll(() => runtime.dispose());
  const price = async (body: unknown) => {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CalcOrderResponse>();
  };

  it('takes 20 % off every unit with a percent coupon and taxes the discounted units on what they cost', async () => {
    const body = await price(deliveryCart({ coupon_code: 'PCT20' }));
    expect(body.lines.map((l) => [l.coupon_discount, l.coupon_units, l.inclusive_tax])).toEqual([
      [1.55, 2, 0.704],
      [0.8, 1, 0],
    ]);
    expect(body).toMatchObject({ coupon_discount: 2.35, items_total: 9.4, total: 10.635 });
    expect(body.coupon).toMatchObject({ code: 'PCT20', applied: true, rejection: null });
    expect(body.coupon?.rules).toMatchObject({ discount_type: 'percent', discount_value: 20, all_menu: true });
  });

  it('takes a fixed coupon once per order from its items, found whatever the case of the code', async () => {
    const body = await price(deliveryCart({ coupon_code: ' fix1 ' }));
    expect(body.lines.map((l) => [l.coupon_discount, l.coupon_units, l.inclusive_tax])).toEqual([
      [1, 1, 0.767],
      [0, 0, 0],
    ]);
    expect(body).toMatchObject({ coupon_discount: 1, items_total: 10.75, total: 12.019 });
    expect(body.coupon).toMatchObject({
      code: 'Fix1',
      applied: true,
      rules: { discount_type: 'fixed', discount_value: 1 },
    });
  });

  it('applies a guests-only coupon for a guest', async () => {
    const body = await price(deliveryCart({ coupon_code: 'GUEST15' }));
    expect(body).toMatchObject({ coupon_discount: 1.762, items_total: 9.988, total: 11.238 });
    expect(body.coupon).toMatchObject({ applied: true, rejection: null });
  });

  it('waives the delivery fee with a free-delivery coupon, keeping the minimum order', async () => {
    const body = await price(deliveryCart({ coupon_code: 'FREEDEL' }));
    expect(body).toMatchObject({ delivery_fee: 0, free_delivery: true, min_order: 5, total: 12.294 });
    expect(body.coupon?.applied).toBe(true);
  });

  it('limits a coupon to max_allowed_items units, most expensive first', async () => {
    const body = await price(deliveryCart({ coupon_code: 'HALF2' }));
    expect(body.lines.map((l) => l.coupon_units)).toEqual([1, 1]);
    expect(body.coupon_discount).toBe(3.938);
  });

  it('prices without a coupon that is unknown, switched off, expired or for members, and says why', async () => {
    const plain = await price(deliveryCart());
    for (const [code, rejection, hasRules] of [
      ['NOPE', 'not_found', false],
      ['OFF', 'inactive', false],
      ['old', 'expired', false],
      ['MEMBERS', 'not_for_guests', true],
    ] as const) {
      const body = await price(deliveryCart({ coupon_code: code }));
      expect(body.coupon).toMatchObject({ applied: false, rejection });
      expect(body.coupon?.rules !== null).toBe(hasRules);
      expect({ ...body, coupon: null }).toEqual(plain);
    }
    expect((await price(deliveryCart({ coupon_code: '' }))).coupon).toBeNull();
  });

  it('ignores every price the client sends', async () => {
    const plain = await price(deliveryCart());
    const tampered = await price(
      deliveryCart({
        total: 0,
        fees: '0',
        lines: [
          {
            ...burgerLine,
            price: 0.001,
            netPrice: 0,
            discountedPrice: 0,
            modifiersPrice: 0,
            total_price: '0.000',
            unit_price: 0,
            priceAfterCoupon: 0,
            couponDiscountAmount: 99,
            modifiers: burgerLine.modifiers.map((m) => ({ ...m, price: 0, taxes: [] })),
          },
          { ...grillLine, price: 0 },
        ],
      }),
    );
    expect(tampered).toEqual(plain);
  });

  it('charges shipping by weight to a country and reports what the minimum order misses', async () => {
    const body = await price(deliveryCart({ delivery: undefined, shipping: { country_id: 1 } }));
    // 2 doubles × 0.5 kg shipping weight × 2.000 per kg + 1.000 fixed.
    expect(body).toMatchObject({ shipping_fee: 3, delivery_fee: 0, min_order: 10, missing_for_min_order: 0 });
    const small = await price({
      branch_id: 1,
      selling_type: 'delivery',
      lines: [grillLine],
      shipping: { country_id: 1 },
    });
    expect(small).toMatchObject({ shipping_fee: 1, items_total: 4, missing_for_min_order: 6 });
  });

  it('ignores a zone on a pickup order and prices it with the pickup discounts', async () => {
    const body = await price(deliveryCart({ selling_type: 'pickup', use_wallet: true }));
    expect(body).toMatchObject({ selling_type: 'car_pickup', delivery_fee: 0, discount_total: 0, wallet_discount: 0 });
  });

  it('prices a reservation as dine-in, with reservation dishes only', async () => {
    const line = { item_id: 205, price_label_id: 2050, count: 1, modifiers: [] };
    const body = await price({ branch_id: 2, selling_type: 'reserv_dinein', lines: [line] });
    expect(body).toMatchObject({ selling_type: 'dine_in', discount_total: 0.6, items_total: 11.4, total: 11.935 });
    const dinein = await post({ branch_id: 2, selling_type: 'dinein', lines: [line] });
    expect(dinein.statusCode).toBe(409);
  });

  it('prices a reservation pre-order the way the web app sends it: dine_in with the reservation flag', async () => {
    // The live defect of issue 14: the reservation menu shows reservation dishes, the web app sends the SPEC's
    // dine_in with the order's reservation flag, and calc-order answered 409 "Not sold for dinein".
    const line = { item_id: 205, price_label_id: 2050, count: 1, modifiers: [] };
    const body = await price({ branch_id: 2, selling_type: 'dine_in', reservation: true, lines: [line] });
    expect(body).toMatchObject({ selling_type: 'dine_in', items_total: 11.4, total: 11.935 });
    const tea = { item_id: 204, price_label_id: 2040, count: 1, modifiers: [] };
    const refused = await post({ branch_id: 2, selling_type: 'dine_in', reservation: true, lines: [tea] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields[0]).toMatchObject({
      path: 'body.lines.0.item_id',
      message: 'Not sold for reservation',
    });
  });

  it('answers 404 for an unknown business and 400 for a bad id', async () => {
    const missing = await post(deliveryCart(), businessId + 1000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    expect((await post(deliveryCart(), 'abc')).statusCode).toBe(400);
  });
});
