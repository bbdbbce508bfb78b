import { describe, expect, it } from 'vitest';
import type { BusinessGraph } from '../../db/business-repository.ts';
import { SoldOutIndex } from '@okmenu/domain';
import type { CalcOrderLine } from '@okmenu/contract';
import { checkLine, selectableItem } from './cart-check.ts';

type StoredItem = BusinessGraph['items'][number];

function storedItem(): StoredItem {
  return {
    id: 7,
    price_labels: [{ id: 70, minimum: 1, maximum: 5 }],
    modifier_groups: [
      {
        id: 3,
        min: 0,
        max: 2,
        modifiers: [
          { id: 31, max_quantity: 2, name: { en: 'Cheese' } },
          { id: 32, max_quantity: 1, name: { en: 'Onion' } },
        ],
      },
    ],
    require_comment: true,
  } as unknown as StoredItem;
}

describe('selectableItem', () => {
  it('gives the domain check the item in its shape: labels, groups with each modifier’s maximum, the comment rule', () => {
    const item = storedItem();
    expect(selectableItem(item)).toEqual({
      priceLabels: item.price_labels,
      modifierGroups: [
        {
          ...item.modifier_groups[0],
          modifiers: [
            { id: 31, maxQuantity: 2 },
            { id: 32, maxQuantity: 1 },
          ],
        },
      ],
      requireComment: true,
    });
  });

  it('is made once per item of a loaded menu, and anew for the item of another menu version', () => {
    const item = storedItem();
    expect(selectableItem(item)).toBe(selectableItem(item));
    const nextVersion = storedItem();
    (nextVersion.modifier_groups[0] as { max: number }).max = 1;
    expect(selectableItem(nextVersion)).not.toBe(selectableItem(item));
    expect(selectableItem(nextVersion).modifierGroups[0]?.max).toBe(1);
  });
});

describe('checkLine', () => {
  it("lists a line's problems in order: the selection, availability, sold out, then what the line claims", () => {
    const item = {
      ...storedItem(),
      category_id: 1,
      visible: true,
      types: { delivery: true },
      provider: 'pos',
      provider_id: '77',
    } as unknown as StoredItem;
    const soldOut = new SoldOutIndex(
      [{ branchId: 1, target: { kind: 'price_label', itemId: 7, priceLabelId: 70 }, until: null }] as never,
      { branchId: 1, now: new Date('2026-03-02T10:00:00Z') },
    );
    const line = {
      item_id: 7,
      price_label_id: 70,
      count: 1,
      modifiers: [],
      provider: 'other',
    } as unknown as CalcOrderLine;
    const problems = checkLine({
      line,
      index: 2,
      ctx: {
        items: new Map([[7, item]]),
        categoryChain: () => [],
        branchId: 1,
        routeType: 'pickup',
        moment: { date: '2026-03-02', weekday: 0, minutes: 780 },
        soldOut,
        discounts: {},
        sellingType: 'car_pickup',
      },
    });
    expect(problems.map((problem) => [problem.path, problem.code])).toEqual([
      ['body.lines.2.comment', 'comment_required'],
      ['body.lines.2.item_id', 'not_for_type'],
      ['body.lines.2.price_label_id', 'sold_out'],
      ['body.lines.2.provider', 'menu_changed'],
    ]);
  });
});
