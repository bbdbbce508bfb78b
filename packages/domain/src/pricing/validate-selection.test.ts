import { describe, expect, it } from 'vitest';
import { validateSelection } from './validate-selection.ts';
import type { ItemSelection, SelectableItem } from './validate-selection.ts';

function createItem(overrides: Partial<SelectableItem> = {}): SelectableItem {
  return {
    priceLabels: [
      { id: 1, minimum: 1 },
      { id: 2, minimum: 2, maximum: 5 },
    ],
    modifierGroups: [
      {
        id: 10,
        min: 1,
        max: 2,
        modifiers: [
          { id: 100, maxQuantity: 1 },
          { id: 101, maxQuantity: 2 },
        ],
      },
      { id: 11, min: 0, max: 1, modifiers: [{ id: 110, maxQuantity: 1 }] },
    ],
    requireComment: false,
    ...overrides,
  };
}

function createSelection(overrides: Partial<ItemSelection> = {}): ItemSelection {
  return { priceLabelId: 1, modifiers: [{ id: 100, quantity: 1 }], comment: '', count: 1, ...overrides };
}

const check = (item: SelectableItem, selection: ItemSelection) => validateSelection({ item, selection });

describe('validateSelection', () => {
  it('accepts a complete selection', () => {
    expect(check(createItem(), createSelection())).toEqual([]);
  });

  it('requires a price label when the item has several', () => {
    expect(check(createItem(), createSelection({ priceLabelId: undefined }))).toEqual([
      { field: 'price_label', code: 'required' },
    ]);
  });

  it('takes the only price label when there is one', () => {
    const item = createItem({ priceLabels: [{ id: 7, minimum: 1 }] });
    expect(check(item, createSelection({ priceLabelId: null }))).toEqual([]);
  });

  it('rejects a price label of another item', () => {
    expect(check(createItem(), createSelection({ priceLabelId: 99 }))).toEqual([
      { field: 'price_label', code: 'unknown' },
    ]);
  });

  it('keeps the count within the price label’s minimum and maximum', () => {
    expect(check(createItem(), createSelection({ priceLabelId: 2, count: 1 }))).toEqual([
      { field: 'count', code: 'too_few', limit: 2 },
    ]);
    expect(check(createItem(), createSelection({ priceLabelId: 2, count: 6 }))).toEqual([
      { field: 'count', code: 'too_many', limit: 5 },
    ]);
  });

  it('rejects a count that is not a whole number of at least one', () => {
    expect(check(createItem(), createSelection({ count: 1.5 }))).toEqual([{ field: 'count', code: 'invalid' }]);
    expect(check(createItem(), createSelection({ count: 0 }))).toEqual([{ field: 'count', code: 'invalid' }]);
  });

  it('requires a choice in a group with a minimum', () => {
    expect(check(createItem(), createSelection({ modifiers: [] }))).toEqual([
      { field: 'modifiers', code: 'required', groupId: 10, limit: 1 },
    ]);
  });

  it('counts modifier quantities against the group maximum', () => {
    const modifiers = [
      { id: 100, quantity: 1 },
      { id: 101, quantity: 2 },
    ];
    expect(check(createItem(), createSelection({ modifiers }))).toEqual([
      { field: 'modifiers', code: 'too_many', groupId: 10, limit: 2 },
    ]);
  });

  it('reports too few when some but not enough modifiers are chosen', () => {
    const item = createItem({ modifierGroups: [{ id: 12, min: 3, max: 5, modifiers: [{ id: 120, maxQuantity: 5 }] }] });
    expect(check(item, createSelection({ modifiers: [{ id: 120, quantity: 2 }] }))).toEqual([
      { field: 'modifiers', code: 'too_few', groupId: 12, limit: 3 },
    ]);
  });

  it('keeps a modifier within its own maximum quantity', () => {
    const modifiers = [{ id: 100, quantity: 2 }];
    expect(check(createItem(), createSelection({ modifiers }))).toContainEqual({
      field: 'modifiers',
      code: 'too_many',
      groupId: 10,
      modifierId: 100,
      limit: 1,
    });
  });

  it('rejects unknown, repeated and non-whole modifiers', () => {
    const modifiers = [
      { id: 100, quantity: 1 },
      { id: 999, quantity: 1 },
      { id: 100, quantity: 1 },
      { id: 110, quantity: 0 },
    ];
    expect(check(createItem(), createSelection({ modifiers }))).toEqual([
      { field: 'modifiers', code: 'unknown', modifierId: 999 },
      { field: 'modifiers', code: 'duplicate', groupId: 10, modifierId: 100 },
      { field: 'modifiers', code: 'invalid', groupId: 11, modifierId: 110 },
    ]);
  });

  it('requires a comment that is not only spaces when the item asks for one', () => {
    const item = createItem({ requireComment: true });
    expect(check(item, createSelection({ comment: '   ' }))).toEqual([{ field: 'comment', code: 'required' }]);
    expect(check(item, createSelection({ comment: 'no onions' }))).toEqual([]);
  });

  it('an item without modifier groups: nothing chosen passes, anything chosen is unknown', () => {
    const item = createItem({ modifierGroups: [] });
    expect(check(item, createSelection({ modifiers: [] }))).toEqual([]);
    expect(check(item, createSelection({ modifiers: [{ id: 100, quantity: 1 }] }))).toEqual([
      { field: 'modifiers', code: 'unknown', modifierId: 100 },
    ]);
  });
});
