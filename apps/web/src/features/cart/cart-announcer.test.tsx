import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyCart } from '../../entities/cart/cart-rules.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { createSimpleItem } from '../../entities/cart/test-factories.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { announceCart, CartAnnouncer } from './cart-announcer.tsx';
import { useCartItemActions } from './cart-item-actions.tsx';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ ...emptyCart(), referenceId: 'demo', branchId: 1, orderType: 'pickup' });
});
afterEach(cleanup);

describe('the cart live region', () => {
  it('says what the item page added or changed, in a polite status the layout keeps', () => {
    render(<CartAnnouncer />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const { result } = renderHook(() =>
      useCartItemActions({ referenceId: 'demo', type: 'pickup', businessHidesPrices: false }),
    );
    const item = createSimpleItem();
    const selection = { priceLabelId: 1000, modifiers: [], comment: '', count: 1 };
    act(() => void result.current.addSelection(item, selection, null));
    expect(region.textContent).toBe('Karak tea was added to the cart');
    const lineId = useCartStore.getState().items[0]!.lineId;
    act(() => void result.current.addSelection(item, { ...selection, count: 2 }, lineId));
    expect(region.textContent).toBe('Karak tea was updated in the cart');
  });

  it('reads the same sentence again as a new node', () => {
    render(<CartAnnouncer />);
    act(() => announceCart('Tea was added to the cart'));
    const first = screen.getByText('Tea was added to the cart');
    act(() => announceCart('Tea was added to the cart'));
    expect(screen.getByText('Tea was added to the cart')).not.toBe(first);
  });
});
