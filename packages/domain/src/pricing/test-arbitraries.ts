import fc from 'fast-check';
import type {
  DiscountRule,
  DiscountsBySellingType,
  FeeInput,
  PricingCoupon,
  PricingInput,
  PricingLine,
  SellingTypeDiscounts,
} from './pricing-types.ts';

const itemIds = [1, 2, 3, 4, 5, 6];
const categoryIds = [10, 11, 12];
const sellingTypes = ['delivery', 'car_pickup', 'dine_in'] as const;

const rate = fc.oneof(fc.integer({ min: 0, max: 25 }), fc.double({ min: 0, max: 25, noNaN: true }));
const taxes = fc.array(fc.record({ rate }), { maxLength: 2 });

const discountRule: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 0, max: 20_000 }) }),
);

const sellingTypeDiscounts: fc.Arbitrary<SellingTypeDiscounts> = fc.record(
  {
    all_menu: discountRule,
    items: fc.dictionary(fc.constantFrom(...itemIds.map(String)), discountRule, { maxKeys: 3 }),
    categories: fc.dictionary(fc.constantFrom(...categoryIds.map(String)), discountRule, { maxKeys: 2 }),
  },
  { requiredKeys: ['items', 'categories'] },
);

/** Discounts for any selling type, some missing. */
export const discountsArbitrary: fc.Arbitrary<DiscountsBySellingType> = fc.record(
  { delivery: sellingTypeDiscounts, car_pickup: sellingTypeDiscounts, dine_in: sellingTypeDiscounts },
  { requiredKeys: [] },
);

const lineWithoutKey = fc.record({
  itemId: fc.constantFrom(...itemIds),
  categoryId: fc.constantFrom(...categoryIds),
  // Few distinct prices, so equally priced units (coupon ties) are common.
  unitPrice: fc.oneof(fc.constantFrom(0, 500, 1000, 1150), fc.integer({ min: 0, max: 50_000 })),
  priceLabelId: fc.constant(100),
  count: fc.integer({ min: 1, max: 8 }),
  modifiers: fc.array(
    fc.record(
      {
        id: fc.integer({ min: 1, max: 20 }),
        unitPrice: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3_000 })),
        quantity: fc.integer({ min: 0, max: 3 }),
        taxes,
      },
      { requiredKeys: ['id', 'unitPrice', 'quantity'] },
    ),
    { maxLength: 2 },
  ),
  inclusiveTaxes: taxes,
  weight: fc.integer({ min: 0, max: 5_000 }).map((grams) => grams / 1000),
});

/** Cart lines with unique keys `l0`, `l1`, … */
export const linesArbitrary: fc.Arbitrary<PricingLine[]> = fc
  .array(lineWithoutKey, { maxLength: 8 })
  .map((lines) => lines.map((line, index) => ({ ...line, key: `l${index}` })));

/** Any coupon, percent or fixed, with or without limits. */
export const couponArbitrary: fc.Arbitrary<PricingCoupon> = fc
  .record(
    {
      code: fc.constant('CODE'),
      discountType: fc.constantFrom('percent' as const, 'fixed' as const),
      percent: fc.integer({ min: 0, max: 100 }),
      fixed: fc.integer({ min: 0, max: 100_000 }),
      allMenu: fc.boolean(),
      itemIds: fc.subarray(itemIds),
      userType: fc.constantFrom('all' as const, 'guests' as const, 'auth_users' as const),
      maxAllowedItems: fc.integer({ min: 0, max: 10 }),
      freeDelivery: fc.boolean(),
      sellingTypes: fc.subarray([...sellingTypes], { minLength: 1 }),
    },
    { requiredKeys: ['code', 'discountType', 'percent', 'fixed', 'allMenu', 'itemIds', 'userType', 'freeDelivery'] },
  )
  .map(({ percent, fixed, ...coupon }) => ({
    ...coupon,
    discountValue: coupon.discountType === 'percent' ? percent : fixed,
  }));

const feeArbitrary: fc.Arbitrary<FeeInput> = fc.oneof(
  fc.record({
    kind: fc.constant('delivery' as const),
    zone: fc.record({ fees: fc.integer({ min: 0, max: 5_000 }), minOrder: fc.integer({ min: 0, max: 50_000 }) }),
  }),
  fc.record({
    kind: fc.constant('shipping' as const),
    country: fc.record({
      feesPerKg: fc.integer({ min: 0, max: 9_999 }),
      fixedFees: fc.integer({ min: 0, max: 5_000 }),
      minOrder: fc.integer({ min: 0, max: 50_000 }),
    }),
  }),
  fc.constant({ kind: 'none' as const }),
);

/** A complete pricing input covering every rule of the engine. */
export const inputArbitrary: fc.Arbitrary<PricingInput> = fc.record(
  {
    lines: linesArbitrary,
    sellingType: fc.constantFrom(...sellingTypes),
    discounts: discountsArbitrary,
    coupon: couponArbitrary,
    userKind: fc.constantFrom('guest' as const, 'user' as const),
    fee: feeArbitrary,
    serviceFee: fc.integer({ min: 0, max: 2_000 }),
    exclusiveTaxes: fc.array(fc.record({ id: fc.nat(), name: fc.constant('Tax'), rate }), { maxLength: 2 }),
    wallet: fc.record({ balance: fc.integer({ min: 0, max: 200_000 }), use: fc.boolean() }),
  },
  { requiredKeys: ['lines', 'sellingType', 'discounts', 'userKind', 'exclusiveTaxes'] },
);
