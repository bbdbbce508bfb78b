import { describe, expect, it } from 'vitest';
import { trackedItemOf, trackedValueOf } from './cart-items.ts';

describe('cart lines as the pixels count them', () => {
  it('adds the modifiers to the unit price and keeps the quantity', () => {
    const item = trackedItemOf({
      id: 3,
      name: 'Tea',
      price: 0.5,
      count: 3,
      modifiers: [{ id: 1, name: 'Mint', price: 0.1, quantity: 2 }],
    });
    expect(item).toEqual({ id: 3, name: 'Tea', price: 0.7, quantity: 3 });
    expect(trackedValueOf([item])).toBeCloseTo(2.1);
  });
});
