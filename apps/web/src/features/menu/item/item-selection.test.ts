import type { ItemWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { menuPricing } from '../menu-pricing.ts';
import { createItem } from '../test-factories.ts';
import { clampCount } from '../../../entities/cart/cart-rules.ts';
import { choicePrice, choiceProblems, initialChoice, type ItemChoice } from './item-selection.ts';

const kwd = { code: 'KWD', symbol: 'KD', name: 'Kuwaiti Dinar', decimal_digits: 3 };
const pricing = (discounts = {}) => menuPricing({ currency: kwd, discounts, routeType: 'delivery', locale: 'en' });
const choose = (item: ItemWire, patch: Partial<ItemChoice>): ItemChoice => ({ ...initialChoice(item), ...patch });

describe('the price of a choice on the item page', () => {
  it('has no price until a label is chosen when the item has several', () => {
    const item = createItem();
    expect(choicePrice(item, initialChoice(item), pricing())).toBeNull();
  });

  it('adds the modifiers times their quantity to the label price, per unit, times the count', () => {
    const item = createItem();
    const choice = choose(item, {
      priceLabelId: 1,
      modifiers: new Map([
        [12, 1],
        [21, 1],
        [23, 2],
      ]),
      count: 2,
    });
    // (1.500 + 0.100 + 0.250 + 2 × 0.100) × 2 = 4.100
    expect(choicePrice(item, choice, pricing())).toEqual({ total: 4100, beforeDiscount: 4100 });
  });

  it('takes the business discount of the selling type off the label price only, as the cart does', () => {
    const item = createItem();
    const discounts = { delivery: { items: { '201': { type: 'percent' as const, value: 20 } }, categories: {} } };
    const choice = choose(item, { priceLabelId: 2, modifiers: new Map([[21, 1]]), count: 2 });
    // label 2.250 − 20 % = 1.800; + 0.250 modifier; × 2
    expect(choicePrice(item, choice, pricing(discounts))).toEqual({ total: 4100, beforeDiscount: 5000 });
  });

  it('converts a fixed discount from the wire’s major units', () => {
    const item = createItem();
    const discounts = { delivery: { all_menu: { type: 'fixed' as const, value: 0.5 }, items: {}, categories: {} } };
    expect(choicePrice(item, choose(item, { priceLabelId: 1 }), pricing(discounts))?.total).toBe(1000);
    expect(pricing(discounts).discounts.delivery?.all_menu).toEqual({ type: 'fixed', value: 500 });
  });

  it('prices the only label without a choice', () => {
    const item = createItem({ price_labels: [createItem().price_labels[0]!] });
    expect(choicePrice(item, initialChoice(item), pricing())?.total).toBe(1500);
  });
});

describe('the problems of a choice', () => {
  it('asks for a label, the required group and the required comment', () => {
    const item = createItem({ require_comment: true });
    const fields = choiceProblems(item, initialChoice(item)).map((problem) => [problem.field, problem.groupId]);
    expect(fields).toEqual([
      ['price_label', undefined],
      ['modifiers', 10],
      ['comment', undefined],
    ]);
  });

  it('accepts a complete choice and rejects too many extras', () => {
    const item = createItem();
    const valid = choose(item, { priceLabelId: 1, modifiers: new Map([[11, 1]]) });
    expect(choiceProblems(item, valid)).toEqual([]);
    const tooMany = choose(item, {
      priceLabelId: 1,
      modifiers: new Map([
        [11, 1],
        [21, 1],
        [23, 2],
        [12, 1],
      ]),
    });
    expect(choiceProblems(item, tooMany).map((problem) => problem.code)).toContain('too_many');
  });

  it('starts the quantity at the label minimum and keeps it inside the label bounds', () => {
    const [regular, large] = createItem().price_labels;
    expect(initialChoice(createItem({ price_labels: [large!] })).count).toBe(2);
    expect(clampCount(1, large)).toBe(2);
    expect(clampCount(9, large)).toBe(4);
    expect(clampCount(9, regular)).toBe(9);
  });
});
