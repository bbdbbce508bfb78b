import { describe, expect, it } from 'vitest';
import {
  addDecision,
  addLine,
  cartItemOf,
  clampCount,
  emptyCart,
  partitionLines,
  replaceLine,
  resetCart,
} from './cart-rules.ts';
import { createBurger, createLabel, createSimpleItem } from './test-factories.ts';

describe('the add rules (SPEC §5)', () => {
  it('adds a simple item directly at its price label minimum', () => {
    const item = createSimpleItem({ price_labels: [createLabel({ id: 5, minimum: 3 })] });
    expect(addDecision(item)).toEqual({
      kind: 'add',
      selection: { priceLabelId: 5, modifiers: [], comment: '', count: 3 },
    });
  });

  it('opens the item page for modifiers, a required comment or a hidden price', () => {
    expect(addDecision(createBurger({ price_labels: [createLabel()] }))).toMatchObject({
      kind: 'open',
      reason: 'modifiers',
    });
    expect(addDecision(createSimpleItem({ require_comment: true }))).toMatchObject({ reason: 'comment' });
    expect(addDecision(createSimpleItem({ hide_price: true }))).toMatchObject({ reason: 'hidden_price' });
    expect(addDecision(createSimpleItem(), { businessHidesPrices: true })).toMatchObject({ reason: 'hidden_price' });
  });

  it('forces a price choice when the item has several price labels', () => {
    const item = createSimpleItem({ price_labels: [createLabel({ id: 1 }), createLabel({ id: 2 })] });
    expect(addDecision(item)).toEqual({ kind: 'open', reason: 'price_choice' });
  });

  it('keeps the count at 1 or more and inside the label bounds', () => {
    expect(clampCount(0, { minimum: 1, maximum: null })).toBe(1);
    expect(clampCount(-4, { minimum: 0, maximum: null })).toBe(1);
    expect(clampCount(1, { minimum: 2, maximum: 4 })).toBe(2);
    expect(clampCount(9, { minimum: 2, maximum: 4 })).toBe(4);
    expect(clampCount(Number.NaN, { minimum: 2, maximum: 4 })).toBe(2);
  });

  it('refuses a selection the item does not allow, and starts a line at the label minimum', () => {
    const burger = createBurger();
    expect(
      cartItemOf(burger, { priceLabelId: null, modifiers: [{ id: 220, quantity: 1 }], comment: '', count: 1 }),
    ).toBeNull();
    expect(cartItemOf(burger, { priceLabelId: 2000, modifiers: [], comment: '', count: 1 })).toBeNull();
    const minimum = createSimpleItem({ price_labels: [createLabel({ id: 7, minimum: 2 })] });
    expect(cartItemOf(minimum, { priceLabelId: 7, modifiers: [], comment: '', count: 1 })?.count).toBe(2);
  });

  it('keeps the price label’s weight, unit, isQty and preparation time on the line (SPEC §3 cart item)', () => {
    const meat = createSimpleItem({
      price_labels: [
        createLabel({ id: 8, weight: 0.5, shippingWeight: 0.6, isQty: false, unit: 'kg', preparation_time: 20 }),
      ],
    });
    expect(cartItemOf(meat, { priceLabelId: 8, modifiers: [], comment: '', count: 1 })?.price_label).toMatchObject({
      id: 8,
      weight: 0.5,
      shippingWeight: 0.6,
      isQty: false,
      unit: 'kg',
      preparation_time: 20,
    });
  });

  it('merges equal choices into one line and keeps different ones apart', () => {
    const burger = createBurger();
    const single = cartItemOf(burger, {
      priceLabelId: 2000,
      modifiers: [{ id: 220, quantity: 1 }],
      comment: '',
      count: 1,
    });
    const again = cartItemOf(burger, {
      priceLabelId: 2000,
      modifiers: [{ id: 220, quantity: 1 }],
      comment: ' ',
      count: 2,
    });
    const cheese = cartItemOf(burger, {
      priceLabelId: 2000,
      modifiers: [
        { id: 210, quantity: 2 },
        { id: 220, quantity: 1 },
      ],
      comment: '',
      count: 1,
    });
    if (!single || !again || !cheese) throw new Error('expected valid lines');
    const items = addLine(addLine(addLine([], single), again), cheese);
    expect(items.map((item) => item.count)).toEqual([3, 1]);
    expect(items[1]?.modifiers).toEqual([
      { id: 210, name: 'Cheese', price: 0.25, quantity: 2 },
      { id: 220, name: 'Brioche', price: 0, quantity: 1 },
    ]);
  });

  it('replaces an edited line in place', () => {
    const burger = createBurger();
    const tea = cartItemOf(createSimpleItem(), { priceLabelId: 1000, modifiers: [], comment: '', count: 1 });
    const single = cartItemOf(burger, {
      priceLabelId: 2000,
      modifiers: [{ id: 220, quantity: 1 }],
      comment: '',
      count: 1,
    });
    const double = cartItemOf(burger, {
      priceLabelId: 2001,
      modifiers: [{ id: 221, quantity: 1 }],
      comment: 'Well done',
      count: 2,
    });
    if (!tea || !single || !double) throw new Error('expected valid lines');
    const items = replaceLine([single, tea], single.lineId, double);
    expect(items.map((item) => [item.id, item.price_label.id, item.count, item.note])).toEqual([
      [200, 2001, 2, 'Well done'],
      [100, 1000, 1, ''],
    ]);
  });
});

describe('cart validity (SPEC §4)', () => {
  const tea = cartItemOf(createSimpleItem(), { priceLabelId: 1000, modifiers: [], comment: '', count: 1 });
  const deliveryOnly = cartItemOf(
    createSimpleItem({
      id: 101,
      name: 'Family box',
      types: { delivery: true, dine_in: false, car_pickup: false, reservation: false },
    }),
    { priceLabelId: 1000, modifiers: [], comment: '', count: 1 },
  );
  const otherBranch = cartItemOf(
    createSimpleItem({ id: 102, name: 'Branch special', branches: [{ branch_id: 2, visible: true }] }),
    { priceLabelId: 1000, modifiers: [], comment: '', count: 1 },
  );
  if (!tea || !deliveryOnly || !otherBranch) throw new Error('expected valid lines');

  it('keeps only lines sold for the order type and in the branch', () => {
    const { kept, dropped } = partitionLines([tea, deliveryOnly, otherBranch], { type: 'pickup', branchId: 1 });
    expect(kept.map((item) => item.name)).toEqual(['Karak tea']);
    expect(dropped.map((item) => item.name)).toEqual(['Family box', 'Branch special']);
    expect(partitionLines([tea, otherBranch], { type: 'delivery', branchId: 2 }).kept).toHaveLength(2);
  });

  it('drops lines whose item or price label left the menu', () => {
    const menu = new Map([[100, createSimpleItem({ price_labels: [createLabel({ id: 9999 })] })]]);
    expect(partitionLines([tea], { type: 'delivery', branchId: 1, menuItems: menu }).dropped).toHaveLength(1);
    const same = new Map([[100, createSimpleItem()]]);
    expect(partitionLines([tea], { type: 'delivery', branchId: 1, menuItems: same }).kept).toHaveLength(1);
  });

  it('with the menu known, keeps an item in a branch without an entry and drops it where it is hidden', () => {
    const lamb = createSimpleItem({
      id: 103,
      name: 'Lamb Chops',
      branches: [{ branch_id: 2, visible: true, available: { status: false } }],
    });
    const line = cartItemOf(lamb, { priceLabelId: 1000, modifiers: [], comment: '', count: 1 });
    if (!line) throw new Error('expected a valid line');
    const menuItems = new Map([[103, lamb]]);
    expect(partitionLines([line], { type: 'pickup', branchId: 1, menuItems }).kept).toHaveLength(1);
    expect(partitionLines([line], { type: 'pickup', branchId: 2, menuItems }).dropped).toHaveLength(1);
  });

  it('uses the menu’s current order types over the line’s snapshot', () => {
    const menu = new Map([
      [100, createSimpleItem({ types: { delivery: false, dine_in: true, car_pickup: false, reservation: false } })],
    ]);
    expect(partitionLines([tea], { type: 'delivery', branchId: 1, menuItems: menu }).dropped).toHaveLength(1);
  });
});

describe('reset (SPEC §4)', () => {
  it('clears items, note, order type, coupon, table and the queried address and area, and keeps the guest', () => {
    const tea = cartItemOf(createSimpleItem(), { priceLabelId: 1000, modifiers: [], comment: '', count: 1 });
    const cart = {
      ...emptyCart(),
      referenceId: 'demo',
      items: tea ? [tea] : [],
      note: 'Ring twice',
      orderType: 'pickup' as const,
      coupon: 'SAVE2',
      table: { id: 3, name: 'Window' },
      queriedAddress: { street: 'Gulf Road' },
      area: { id: 9 },
      name: 'Sara',
      phone: '50012345',
      checkoutKey: 'key-1234567',
    };
    const reset = resetCart(cart);
    expect(reset).toMatchObject({
      items: [],
      note: '',
      orderType: null,
      coupon: null,
      table: null,
      queriedAddress: null,
      area: null,
      checkoutKey: null,
      referenceId: 'demo',
      name: 'Sara',
      phone: '50012345',
    });
  });
});
