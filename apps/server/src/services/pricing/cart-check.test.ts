import { describe, expect, it } from 'vitest';
import type { BusinessGraph } from '../../db/business-repository.ts';
import { selectableItem } from './cart-check.ts';

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
