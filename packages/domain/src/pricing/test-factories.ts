import type { PricingCoupon, PricingInput, PricingLine } from './pricing-types.ts';

/** A cart line for tests: one unit of item 1 in category 10 at 1000 minor units, no extras. */
export function createLine(overrides: Partial<PricingLine> = {}): PricingLine {
  return {
    key: 'line-1',
    itemId: 1,
    categoryId: 10,
    unitPrice: 1000,
    priceLabelId: 100,
    count: 1,
    modifiers: [],
    inclusiveTaxes: [],
    weight: 0,
    ...overrides,
  };
}

/** A coupon for tests: 10 % off the whole menu for everyone. */
export function createCoupon(overrides: Partial<PricingCoupon> = {}): PricingCoupon {
  return {
    code: 'SAVE10',
    discountType: 'percent',
    discountValue: 10,
    allMenu: true,
    itemIds: [],
    userType: 'all',
    freeDelivery: false,
    ...overrides,
  };
}

/** A pricing input for tests: a delivery order by a guest with no discounts, fees, taxes or wallet. */
export function createInput(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    lines: [createLine()],
    sellingType: 'delivery',
    discounts: {},
    userKind: 'guest',
    exclusiveTaxes: [],
    ...overrides,
  };
}
