import { describe, expect, it } from 'vitest';
import { resolveDiscount, unitDiscount } from './discounts.ts';
import type { DiscountsBySellingType } from './pricing-types.ts';

const discounts: DiscountsBySellingType = {
  delivery: {
    all_menu: { type: 'percent', value: 5 },
    items: { '1': { type: 'percent', value: 30 } },
    categories: { '10': { type: 'fixed', value: 200 } },
  },
  dine_in: { items: {}, categories: {} },
};

describe('resolveDiscount', () => {
  it('an item discount beats the category and all-menu discounts', () => {
    expect(resolveDiscount({ discounts, sellingType: 'delivery', itemId: 1, categoryId: 10 })).toEqual({
      rule: { type: 'percent', value: 30 },
      source: 'item',
    });
  });

  it('a category discount beats the all-menu discount', () => {
    expect(resolveDiscount({ discounts, sellingType: 'delivery', itemId: 2, categoryId: 10 })?.source).toBe('category');
  });

  it('the all-menu discount applies when nothing more specific exists', () => {
    expect(resolveDiscount({ discounts, sellingType: 'delivery', itemId: 2, categoryId: 11 })?.source).toBe('all_menu');
  });

  it('only the discounts of the order’s selling type count', () => {
    expect(resolveDiscount({ discounts, sellingType: 'dine_in', itemId: 1, categoryId: 10 })).toBeNull();
    expect(resolveDiscount({ discounts, sellingType: 'car_pickup', itemId: 1, categoryId: 10 })).toBeNull();
  });
});

describe('unitDiscount', () => {
  it('a percent discount is rounded half away from zero once per unit', () => {
    expect(unitDiscount(1225, { type: 'percent', value: 15 })).toBe(184);
  });

  it('a fixed discount never takes a unit below zero', () => {
    expect(unitDiscount(300, { type: 'fixed', value: 500 })).toBe(300);
  });

  it('a percent above 100 takes at most the whole price', () => {
    expect(unitDiscount(300, { type: 'percent', value: 150 })).toBe(300);
  });

  it('no rule means no discount', () => {
    expect(unitDiscount(300, null)).toBe(0);
  });
});
