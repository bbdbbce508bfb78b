import { describe, expect, it } from 'vitest';
import { unitInclusiveTax } from './inclusive-tax.ts';
import type { DiscountedLine } from './price-line.ts';
import { discountLine, finishLine } from './price-line.ts';
import type { LineCouponShare } from './coupon.ts';

/** finishLine as it was written before decision 0122 (an object rest dropping `taxedParts`). */
function finishLineWithRest(line: DiscountedLine, share: LineCouponShare | undefined) {
  const groups = share?.groups ?? [];
  const couponUnits = share?.couponUnits ?? 0;
  const couponDiscount = share?.couponDiscount ?? 0;
  const fullPriceTax = (line.count - couponUnits) * unitInclusiveTax(line.taxedParts, line.netUnitPrice);
  const couponTax = groups.reduce(
    (sum, group) => sum + group.units * unitInclusiveTax(line.taxedParts, line.netUnitPrice - group.perUnit),
    0,
  );
  const { taxedParts: _parts, ...priced } = line;
  return {
    ...priced,
    couponDiscount,
    couponUnits,
    inclusiveTax: fullPriceTax + couponTax,
    lineTotal: line.netUnitPrice * line.count - couponDiscount,
  };
}

const discounted = discountLine({
  line: {
    key: 'line-1',
    itemId: 100,
    categoryId: 10,
    unitPrice: 4500,
    priceLabelId: 1000,
    count: 3,
    modifiers: [{ id: 5, unitPrice: 250, quantity: 2, taxes: [{ rate: 5 }] }],
    inclusiveTaxes: [{ rate: 15 }],
    weight: 0,
  },
  discounts: { car_pickup: { items: { 100: { type: 'percent', value: 10, id: 3 } }, categories: {} } },
  sellingType: 'car_pickup',
});

describe('finishLine', () => {
  it('gives the same line, with its keys in the same order, as the object-rest version', () => {
    const shares: (LineCouponShare | undefined)[] = [
      undefined,
      { couponUnits: 0, couponDiscount: 0, groups: [] },
      { couponUnits: 2, couponDiscount: 900, groups: [{ units: 2, perUnit: 450 }] },
    ];
    // The discount and the modifier's own tax rate are really there, so every field is exercised.
    expect(discounted.discount.perUnit).toBe(450);
    for (const share of shares) {
      const line = finishLine(discounted, share);
      expect(JSON.stringify(line)).toBe(JSON.stringify(finishLineWithRest(discounted, share)));
      expect(line).not.toHaveProperty('taxedParts');
    }
  });
});
