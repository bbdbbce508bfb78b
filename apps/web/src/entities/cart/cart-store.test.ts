import { beforeEach, describe, expect, it } from 'vitest';
import { emptyCart } from './cart-rules.ts';
import { useCartStore } from './cart-store.ts';
import { createBurger, createSimpleItem } from './test-factories.ts';

const store = () => useCartStore.getState();

describe('the cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ ...emptyCart(), referenceId: 'demo', branchId: 1, orderType: 'delivery' });
  });

  it('is persisted as okmenu-cart without its one-time notice', () => {
    store().add(createSimpleItem(), { priceLabelId: 1000, modifiers: [], comment: '', count: 1 });
    const saved = JSON.parse(localStorage.getItem('okmenu-cart') ?? '{}') as { state: Record<string, unknown> };
    expect((saved.state.items as unknown[]).length).toBe(1);
    expect(saved.state).not.toHaveProperty('notice');
    expect(saved.state).not.toHaveProperty('add');
  });

  it('never lets a count fall below 1 or the label minimum', () => {
    store().add(createSimpleItem(), { priceLabelId: 1000, modifiers: [], comment: '', count: 1 });
    const lineId = store().items[0]?.lineId ?? '';
    store().setCount(lineId, 0);
    expect(store().items[0]?.count).toBe(1);
    store().setCount(lineId, 4);
    expect(store().items[0]?.count).toBe(4);
    store().remove(lineId);
    expect(store().items).toEqual([]);
  });

  it('refuses an item page selection that misses a required choice', () => {
    expect(store().add(createBurger(), { priceLabelId: 2000, modifiers: [], comment: '', count: 1 })).toBe(false);
    expect(store().items).toEqual([]);
  });

  it('drops lines not sold for the new order type and says which', () => {
    store().add(createSimpleItem(), { priceLabelId: 1000, modifiers: [], comment: '', count: 1 });
    store().add(
      createSimpleItem({
        id: 101,
        name: 'Family box',
        types: { delivery: true, dine_in: false, car_pickup: false, reservation: false },
      }),
      { priceLabelId: 1000, modifiers: [], comment: '', count: 1 },
    );
    store().syncContext({ referenceId: 'demo', branchId: 1, type: 'pickup' });
    expect(store().items.map((item) => item.name)).toEqual(['Karak tea']);
    expect(store().orderType).toBe('pickup');
    expect(store().notice).toEqual({ kind: 'dropped', names: ['Family box'], type: 'pickup' });
    store().dismissNotice();
    expect(store().notice).toBeNull();
  });

  it('starts a new cart for another business', () => {
    store().add(createSimpleItem(), { priceLabelId: 1000, modifiers: [], comment: '', count: 1 });
    store().setCoupon('WELCOME10');
    store().syncContext({ referenceId: 'other', branchId: 7, type: 'delivery' });
    expect(store()).toMatchObject({ referenceId: 'other', branchId: 7, items: [], coupon: null });
  });

  it('keeps one checkout key until the cart is reset after an order', () => {
    const key = store().ensureCheckoutKey();
    expect(store().ensureCheckoutKey()).toBe(key);
    store().reset();
    expect(store().checkoutKey).toBeNull();
    expect(store().ensureCheckoutKey()).not.toBe(key);
  });
});
