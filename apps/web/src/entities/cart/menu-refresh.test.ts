import { beforeEach, describe, expect, it } from 'vitest';
import { cartItemOf, emptyCart } from './cart-rules.ts';
import { useCartStore } from './cart-store.ts';
import { menuChangeProblemKeys, refreshCartFromMenu, refreshLines, saysMenuChanged } from './menu-refresh.ts';
import { createBurger, createLabel, createSimpleItem } from './test-factories.ts';

const lamb = createSimpleItem({
  id: 300,
  name: 'Lamb chops',
  price_labels: [createLabel({ id: 3000, label: 'Half kilo', price: 4, weight: 0.5, isQty: true, unit: 'kg' })],
});
const tea = createSimpleItem();
const burger = createBurger();
const lambLine = cartItemOf(lamb, { priceLabelId: 3000, modifiers: [], comment: '', count: 2 })!;
const teaLine = cartItemOf(tea, { priceLabelId: 1000, modifiers: [], comment: '', count: 1 })!;
const burgerLine = cartItemOf(burger, {
  priceLabelId: 2000,
  modifiers: [
    { id: 220, quantity: 1 },
    { id: 210, quantity: 1 },
  ],
  comment: '',
  count: 1,
})!;
const menuOf = (...items: (typeof lamb)[]) => new Map(items.map((item) => [item.id, item]));

describe('bringing cart lines up to date with the menu (decision 0110)', () => {
  it('knows which refusals mean the menu changed under the cart', () => {
    expect(saysMenuChanged(new Map([[0, 'cart.problems.menuChanged']]))).toBe(true);
    expect(saysMenuChanged(new Map([[1, 'cart.problems.unknownPriceLabel']]))).toBe(true);
    expect(saysMenuChanged(new Map([[0, 'cart.problems.soldOut']]))).toBe(false);
    expect(saysMenuChanged(new Map())).toBe(false);
    expect(menuChangeProblemKeys).toContain('cart.problems.unknownModifier');
  });

  it("takes the label's new weight and price from the menu and says what changed", () => {
    const heavier = {
      ...lamb,
      price_labels: [createLabel({ id: 3000, label: 'Half kilo', price: 4.5, weight: 0.6, isQty: false, unit: 'kg' })],
    };
    const { items, changes } = refreshLines([lambLine, teaLine], menuOf(heavier, tea));
    expect(items[0]?.price_label).toMatchObject({ weight: 0.6, price: 4.5, isQty: false });
    expect(items[0]).toMatchObject({ lineId: lambLine.lineId, count: 2, price: 4.5 });
    expect(items[1]).toEqual(teaLine);
    expect(changes).toEqual([
      {
        kind: 'updated',
        lineId: lambLine.lineId,
        name: 'Lamb chops',
        label: 'Half kilo',
        facts: [
          { fact: 'price', before: 4, after: 4.5 },
          { fact: 'weight', before: 0.5, after: 0.6 },
          { fact: 'soldBy', after: 'weight' },
        ],
      },
    ]);
  });

  it('removes a line whose item, price label or chosen modifier is gone, and one that no longer fits', () => {
    const noCheese = { ...burger, modifier_groups: burger.modifier_groups.slice(0, 1) };
    const otherLabel = { ...lamb, price_labels: [createLabel({ id: 3001, price: 4 })] };
    const { items, changes } = refreshLines([lambLine, teaLine, burgerLine], menuOf(otherLabel, noCheese));
    expect(items).toEqual([]);
    expect(changes.map((change) => [change.kind, change.name])).toEqual([
      ['removed', 'Lamb chops'],
      ['removed', 'Karak tea'],
      ['removed', 'Burger'],
    ]);
    const commentNeeded = { ...tea, require_comment: true };
    expect(refreshLines([teaLine], menuOf(commentNeeded)).changes[0]?.kind).toBe('removed');
  });

  it("keeps the count within the label's new bounds, and says so", () => {
    const atLeastThree = { ...lamb, price_labels: [{ ...lamb.price_labels[0]!, minimum: 3 }] };
    const { items, changes } = refreshLines([lambLine], menuOf(atLeastThree));
    expect(items[0]?.count).toBe(3);
    expect(changes[0]).toMatchObject({ kind: 'updated', facts: [{ fact: 'count', before: 2, after: 3 }] });
  });

  it('compares nothing a line saved before the cart kept label fields has not got', () => {
    const { weight: _w, isQty: _q, ...older } = lambLine.price_label;
    const heavier = { ...lamb, price_labels: [{ ...lamb.price_labels[0]!, weight: 0.7, isQty: false }] };
    const { items, changes } = refreshLines([{ ...lambLine, price_label: older }], menuOf(heavier));
    expect(changes).toEqual([]);
    // The line still takes the menu's fields, so it claims the current ones from now on.
    expect(items[0]?.price_label).toMatchObject({ weight: 0.7, isQty: false });
  });
});

describe('the cart store brought up to date', () => {
  const store = () => useCartStore.getState();
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ ...emptyCart(), referenceId: 'demo', branchId: 1, orderType: 'pickup' });
  });

  it('updates and removes the lines of the snapshot in place and leaves lines added since alone', () => {
    useCartStore.setState({ items: [lambLine, teaLine] });
    const snapshot = store().items;
    useCartStore.setState({ items: [...snapshot, burgerLine] });
    const lighter = { ...lamb, price_labels: [{ ...lamb.price_labels[0]!, weight: 0.4 }] };
    const result = refreshCartFromMenu(snapshot, menuOf(lighter));
    expect(result.changed).toBe(true);
    expect(result.changes.map((change) => change.kind)).toEqual(['updated', 'removed']);
    expect(store().items.map((item) => [item.name, item.price_label.weight])).toEqual([
      ['Lamb chops', 0.4],
      ['Burger', 0],
    ]);
    expect(store().notice).toBeNull();
  });

  it('tells the cart what went when nothing is left, and reports no change when the menu still matches', () => {
    useCartStore.setState({ items: [teaLine] });
    expect(refreshCartFromMenu(store().items, menuOf(tea))).toEqual({ changes: [], changed: false });
    refreshCartFromMenu(store().items, menuOf());
    expect(store().items).toEqual([]);
    expect(store().notice).toEqual({ kind: 'menuChanged', names: ['Karak tea'] });
  });
});
