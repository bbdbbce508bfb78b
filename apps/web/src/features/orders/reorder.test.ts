import type { OrderLineWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { createBurger, createSimpleItem } from '../../entities/cart/test-factories.ts';
import { reorderLines } from './reorder.ts';
import { withEvent } from './use-order-events.ts';

const line = (overrides: Partial<OrderLineWire>): OrderLineWire => ({
  line_no: 1,
  item_id: 100,
  price_label_id: 1000,
  name: 'Karak tea',
  price_label: '',
  quantity: 2,
  modifiers: [],
  comment: null,
  provider: null,
  provider_id: null,
  discount_id: null,
  unit_price: 0.5,
  total_price: 1,
  ...overrides,
});

describe('reorder', () => {
  it('puts still-available lines back with their choices and names the dropped ones', () => {
    const menu = new Map([
      [100, createSimpleItem()],
      [200, createBurger()],
      [
        300,
        createSimpleItem({
          id: 300,
          name: 'Delivery box',
          types: { delivery: true, dine_in: false, car_pickup: false, reservation: false },
        }),
      ],
    ]);
    const { lines, dropped } = reorderLines({
      order: {
        lines: [
          line({}),
          line({
            item_id: 200,
            price_label_id: 2001,
            name: 'Burger',
            quantity: 1,
            modifiers: [{ id: 221, name: 'Sesame', quantity: 1, price: 0.1 }],
            comment: 'Well done',
          }),
          line({ item_id: 999, name: 'Old special' }),
          line({ item_id: 200, price_label_id: 2001, name: 'Burger (no bread)', quantity: 1 }),
          line({ item_id: 300, name: 'Delivery box' }),
        ],
      },
      menuItems: menu,
      type: 'pickup',
      branchId: 1,
    });
    expect(lines.map((l) => [l.id, l.price_label.id, l.count, l.note, l.modifiers.map((m) => m.id)])).toEqual([
      [100, 1000, 2, '', []],
      [200, 2001, 1, 'Well done', [221]],
    ]);
    expect(dropped).toEqual(['Old special', 'Burger (no bread)', 'Delivery box']);
  });
});

describe('a live status event', () => {
  it('moves the order along once, even when the stream repeats it', () => {
    const order = {
      status: 0,
      status_name: 'pending',
      events: [{ id: 1, status: 0, status_name: 'pending', reason: null, at: 'a' }],
    } as never;
    const accepted = { id: 2, status: 1, status_name: undefined as unknown as string, reason: null, at: 'b' };
    const once = withEvent(order, accepted);
    expect(once).toMatchObject({ status: 1, status_name: 'accepted' });
    expect(withEvent(once, accepted)).toBe(once);
  });
});
