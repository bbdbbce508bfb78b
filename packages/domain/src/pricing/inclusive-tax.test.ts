import { describe, expect, it } from 'vitest';
import { combinedRate, inclusiveTaxOf, unitInclusiveTax } from './inclusive-tax.ts';

describe('inclusive tax', () => {
  it('takes the tax out of a VAT-inclusive price as price × rate / (100 + rate)', () => {
    // 11.50 including 15 % VAT contains 1.50 of VAT, not 1.725 (price × 15 / 100).
    expect(inclusiveTaxOf(1150, [{ rate: 15 }])).toBe(150);
  });

  it('rounds the contained tax to the minor unit half away from zero', () => {
    // 1.250 KD at 5 %: 1250 × 5 / 105 = 59.52 fils.
    expect(inclusiveTaxOf(1250, [{ rate: 5 }])).toBe(60);
  });

  it('adds several rates instead of compounding them', () => {
    expect(combinedRate([{ rate: 10 }, { rate: 5 }])).toBe(15);
    expect(inclusiveTaxOf(1150, [{ rate: 10 }, { rate: 5 }])).toBe(150);
  });

  it('ignores negative and non-numeric rates', () => {
    expect(combinedRate([{ rate: -5 }, { rate: Number.NaN }, { rate: 5 }])).toBe(5);
  });

  it('scales the tax of a coupon-discounted unit to the price actually paid', () => {
    const parts = [{ amount: 1150, rates: [{ rate: 15 }] }];
    expect(unitInclusiveTax(parts, 1150)).toBe(150);
    expect(unitInclusiveTax(parts, 575)).toBe(75);
    expect(unitInclusiveTax(parts, 0)).toBe(0);
  });

  it('taxes each part of a unit at its own rate', () => {
    const parts = [
      { amount: 1150, rates: [{ rate: 15 }] },
      { amount: 500, rates: [] },
    ];
    expect(unitInclusiveTax(parts, 1650)).toBe(150);
  });
});
