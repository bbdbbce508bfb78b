import type { CategoryWire, ItemWire, PriceLabelWire } from '@okmenu/contract';
import { createLabel, createSimpleItem } from '../../entities/cart/test-factories.ts';

/** A price label named "Regular" (the cart entity's label with this feature's default name). */
export function createPriceLabel(overrides: Partial<PriceLabelWire> = {}): PriceLabelWire {
  return createLabel({ label: 'Regular', ...overrides });
}

/** A shawarma with two sizes, a required bread choice and optional extras. */
export function createItem(overrides: Partial<ItemWire> = {}): ItemWire {
  return createSimpleItem({
    id: 201,
    category_id: 2,
    name: 'Chicken shawarma',
    price_labels: [
      createPriceLabel(),
      createPriceLabel({ id: 2, label: 'Large', price: 2.25, minimum: 2, maximum: 4 }),
    ],
    modifier_groups: [
      {
        id: 10,
        name: 'Bread',
        min: 1,
        max: 1,
        modifiers: [
          { id: 11, name: 'Saj', price: 0, max_quantity: 1, taxes: [] },
          { id: 12, name: 'Samoon', price: 0.1, max_quantity: 1, taxes: [] },
        ],
      },
      {
        id: 20,
        name: 'Extras',
        min: 0,
        max: 3,
        modifiers: [
          { id: 21, name: 'Cheese', price: 0.25, max_quantity: 1, taxes: [] },
          { id: 23, name: 'Garlic', price: 0.1, max_quantity: 2, taxes: [] },
        ],
      },
    ],
    ...overrides,
  });
}

export function createCategory(id: number, overrides: Partial<CategoryWire> = {}): CategoryWire {
  return {
    id,
    parent_id: null,
    name: `Category ${id}`,
    description: '',
    image: null,
    visible: true,
    sort: id,
    schedule: null,
    branches: [],
    pin: false,
    pin_schedule: null,
    items: [createItem({ id: id * 10, category_id: id, sort: id * 10 })],
    ...overrides,
  };
}
