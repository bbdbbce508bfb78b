import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.ts';
import type { Breakdown, PricingInput } from './pricing-types.ts';
import { inputArbitrary, linesArbitrary } from './test-arbitraries.ts';

const runs = { numRuns: 500 };

/** Order totals, everything of a breakdown except its lines. */
function totals(breakdown: Breakdown): Omit<Breakdown, 'lines'> {
  const { lines: _lines, ...rest } = breakdown;
  return rest;
}

/** A random permutation driven by generated sort keys, so fast-check can shrink it. */
function permute<T>(values: T[], order: number[]): T[] {
  return values
    .map((value, index) => ({ value, rank: order[index] ?? 0, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ value }) => value);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('priceCart properties', () => {
  it('the total and every amount of the breakdown are never negative', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = priceCart(input);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.itemsTotal).toBeGreaterThanOrEqual(0);
        for (const line of result.lines) {
          expect(line.lineTotal).toBeGreaterThanOrEqual(0);
          expect(line.inclusiveTax).toBeGreaterThanOrEqual(0);
          expect(line.inclusiveTax).toBeLessThanOrEqual(line.lineTotal);
        }
      }),
      runs,
    );
  });

  it('all amounts are whole minor units and add up', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const r = priceCart(input);
        const amounts = [r.subtotal, r.discountTotal, r.couponDiscount, r.total, r.walletDiscount, r.shippingFee];
        expect(amounts.every(Number.isInteger)).toBe(true);
        expect(r.itemsTotal).toBe(r.lines.reduce((sum, line) => sum + line.lineTotal, 0));
        const taxes = r.exclusiveTaxes.reduce((sum, tax) => sum + tax.amount, 0);
        expect(r.totalBeforeWallet).toBe(r.itemsTotal + taxes + r.deliveryFee + r.shippingFee + r.serviceFee);
        expect(r.total).toBe(r.totalBeforeWallet - r.walletDiscount);
      }),
      runs,
    );
  });

  it('the wallet never pays more than the total or its balance', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = priceCart(input);
        expect(result.walletDiscount).toBeLessThanOrEqual(result.totalBeforeWallet);
        expect(result.walletDiscount).toBeLessThanOrEqual(input.wallet?.balance ?? 0);
      }),
      runs,
    );
  });

  it('a fixed coupon never discounts more than its value', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        fc.pre(input.coupon?.discountType === 'fixed');
        expect(priceCart(input).couponDiscount).toBeLessThanOrEqual(input.coupon?.discountValue ?? 0);
      }),
      runs,
    );
  });

  it('the coupon-discounted units never exceed max_allowed_items', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const limit = input.coupon?.maxAllowedItems;
        fc.pre(limit !== undefined);
        const units = priceCart(input).lines.reduce((sum, line) => sum + line.couponUnits, 0);
        expect(units).toBeLessThanOrEqual(limit ?? 0);
      }),
      runs,
    );
  });

  it('a refused coupon discounts nothing and waives no fee', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = priceCart(input);
        fc.pre(result.couponRejection !== null);
        expect(result.couponDiscount).toBe(0);
        expect(result.freeDelivery).toBe(false);
      }),
      runs,
    );
  });

  it('reordering the lines changes nothing', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.array(fc.nat(), { maxLength: 8 }), (input, order) => {
        const original = priceCart(input);
        const reordered = priceCart({ ...input, lines: permute(input.lines, order) });
        expect(totals(reordered)).toEqual(totals(original));
        const byKey = (result: Breakdown) => [...result.lines].sort((a, b) => (a.key < b.key ? -1 : 1));
        expect(byKey(reordered)).toEqual(byKey(original));
      }),
      runs,
    );
  });

  it('splitting a line of count n into n lines of one changes no total (per-unit rounding)', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.nat(), (input, pick) => {
        fc.pre(input.lines.length > 0);
        const index = pick % input.lines.length;
        const target = input.lines[index];
        if (!target) return;
        const pieces = Array.from({ length: target.count }, (_, i) => ({
          ...target,
          key: `${target.key}#${i}`,
          count: 1,
        }));
        const split: PricingInput = {
          ...input,
          lines: input.lines.flatMap((line, i) => (i === index ? pieces : [line])),
        };
        const before = priceCart(input);
        const after = priceCart(split);
        expect(totals(after)).toEqual(totals(before));
        const unitsOf = (result: Breakdown) => result.lines.reduce((sum, line) => sum + line.couponUnits, 0);
        expect(unitsOf(after)).toBe(unitsOf(before));
      }),
      runs,
    );
  });

  it('adding an item never lowers the subtotal nor the total before the wallet', () => {
    fc.assert(
      fc.property(inputArbitrary, linesArbitrary, (input, extra) => {
        fc.pre(extra.length > 0);
        const added = extra.slice(0, 1).map((line) => ({ ...line, key: 'zz-added' }));
        const before = priceCart(input);
        const after = priceCart({ ...input, lines: [...input.lines, ...added] });
        expect(after.subtotal).toBeGreaterThanOrEqual(before.subtotal);
        expect(after.totalBeforeWallet).toBeGreaterThanOrEqual(before.totalBeforeWallet);
      }),
      runs,
    );
  });

  it('pricing does not change its input', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        // Modules run in strict mode, so any write to a frozen input throws.
        expect(() => priceCart(deepFreeze(input))).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });
});
