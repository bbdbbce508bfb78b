import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../entities/cart/cart-types.ts';
import { addressStepRedirect } from './address-guard.ts';

const line = { key: 'a' } as unknown as CartItem;

describe('the fast-checkout guard of the address step', () => {
  it('lets a delivery with a cart of this business through', () => {
    expect(
      addressStepRedirect({ referenceId: 'demo', type: 'delivery', cart: { referenceId: 'demo', items: [line] } }),
    ).toBe(null);
  });

  it('sends a delivery without lines of this business back to the cart', () => {
    expect(
      addressStepRedirect({ referenceId: 'demo', type: 'delivery', cart: { referenceId: 'demo', items: [] } }),
    ).toBe('/demo/delivery/cart');
    expect(
      addressStepRedirect({ referenceId: 'demo', type: 'delivery', cart: { referenceId: 'other', items: [line] } }),
    ).toBe('/demo/delivery/cart');
  });

  it('skips the step for an order type that has no address', () => {
    const cart = { referenceId: 'demo', items: [line] };
    expect(addressStepRedirect({ referenceId: 'demo', type: 'pickup', cart })).toBe('/demo/pickup/checkout');
    expect(addressStepRedirect({ referenceId: 'demo', type: 'dinein', cart })).toBe('/demo/dinein/checkout');
    expect(addressStepRedirect({ referenceId: 'demo', type: 'nonsense', cart })).toBe('/demo');
  });
});
