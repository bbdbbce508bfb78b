import { describe, expect, it } from 'vitest';
import { currencyOf } from '@okmenu/domain';
import { cartItemOf } from './cart-rules.ts';
import en from '../../locales/en.json';
import {
  calcOrderBodyOf,
  intentLines,
  cartRefusalCodes,
  lineProblemCodes,
  lineProblemKey,
  lineProblemsOf,
  localBreakdown,
  menuItemsOf,
  reconcileBreakdown,
  refusalKey,
} from './cart-pricing.ts';
import {
  createBurger,
  createCalcAnswer,
  createLabel,
  createRestaurantResponse,
  createSimpleItem,
} from './test-factories.ts';

const kwd = currencyOf('KWD');
const tea = createSimpleItem();
const burger = createBurger();
const data = createRestaurantResponse([tea, burger], { fees: 0.25 });
const lines = [
  cartItemOf(tea, { priceLabelId: 1000, modifiers: [], comment: '', count: 2 }),
  cartItemOf(burger, {
    priceLabelId: 2001,
    modifiers: [
      { id: 221, quantity: 1 },
      { id: 210, quantity: 2 },
    ],
    comment: 'No onions',
    count: 1,
  }),
].filter((line) => line !== null);

describe('the cart’s breakdown and the server’s', () => {
  const local = localBreakdown({ data, menuItems: menuItemsOf(data), items: lines, type: 'pickup', coupon: undefined });

  it('prices the cart locally from the menu (major → minor units)', () => {
    // 2 × 0.500 + (3.000 + 0.100 + 2 × 0.250) = 4.600; service fee 0.250.
    expect(local?.subtotal).toBe(4600);
    expect(local?.total).toBe(4850);
  });

  it('shows its own numbers when the server agrees', () => {
    const server = createCalcAnswer({
      lines: [{ index: 0, line_total: 1 } as never, { index: 1, line_total: 3.6 } as never],
      subtotal: 4.6,
      service_fee: 0.25,
      total: 4.85,
    });
    expect(reconcileBreakdown({ local, server, currency: kwd })).toMatchObject({ source: 'local', updated: false });
  });

  it('shows the server’s numbers, flagged as updated, when they differ', () => {
    const server = createCalcAnswer({
      lines: [{ index: 0, line_total: 1.2 } as never, { index: 1, line_total: 3.6 } as never],
      subtotal: 4.8,
      service_fee: 0.25,
      total: 5.05,
    });
    const result = reconcileBreakdown({ local, server, currency: kwd });
    expect(result).toMatchObject({ source: 'server', updated: true });
    expect(result?.shown.total).toBe(5050);
    expect(result?.differences).toEqual(['subtotal', 'total', 'lines.0']);
  });

  it('shows its own numbers while the server has not answered', () => {
    expect(reconcileBreakdown({ local, server: undefined, currency: kwd })).toMatchObject({
      source: 'local',
      updated: false,
    });
  });

  it('cannot price a line that left the menu, and then shows only the server’s numbers', () => {
    const gone = createRestaurantResponse([tea]);
    const none = localBreakdown({
      data: gone,
      menuItems: menuItemsOf(gone),
      items: lines,
      type: 'pickup',
      coupon: undefined,
    });
    expect(none).toBeNull();
    expect(reconcileBreakdown({ local: none, server: createCalcAnswer({ total: 1 }), currency: kwd })?.source).toBe(
      'server',
    );
  });

  it('flags a reservation cart so the server checks it against the reservation dishes', () => {
    const body = calcOrderBodyOf({ branchId: 2, type: 'reservation', items: lines, coupon: null });
    expect(body).toMatchObject({ selling_type: 'dine_in', reservation: true });
    expect(calcOrderBodyOf({ branchId: 2, type: 'dinein', items: lines, coupon: null })).not.toHaveProperty(
      'reservation',
    );
  });

  it('asks calc-order with the intent only, never a price', () => {
    const body = calcOrderBodyOf({ branchId: 1, type: 'dinein', items: lines, coupon: 'SAVE2' });
    expect(body).toEqual({
      branch_id: 1,
      selling_type: 'dine_in',
      coupon_code: 'SAVE2',
      use_wallet: false,
      lines: [
        { item_id: 100, price_label_id: 1000, count: 2, modifiers: [], weight: 0, shippingWeight: 0, isQty: true },
        {
          item_id: 200,
          price_label_id: 2001,
          count: 1,
          modifiers: [
            { id: 221, quantity: 1 },
            { id: 210, quantity: 2 },
          ],
          comment: 'No onions',
          weight: 0,
          shippingWeight: 0,
          isQty: true,
        },
      ],
    });
  });

  it("claims the price label's weight, shipping weight and isQty the guest was shown (SPEC §3 order line)", () => {
    const grams = createSimpleItem({
      price_labels: [createLabel({ id: 1000, weight: 0.5, shippingWeight: 0.6, isQty: false, unit: 'kg' })],
    });
    const line = cartItemOf(grams, { priceLabelId: 1000, modifiers: [], comment: '', count: 1 })!;
    expect(intentLines([line])).toEqual([
      { item_id: 100, price_label_id: 1000, count: 1, modifiers: [], weight: 0.5, shippingWeight: 0.6, isQty: false },
    ]);
    // A line saved before the cart kept these fields claims nothing (the server then checks nothing).
    const { weight: _w, shippingWeight: _s, isQty: _q, ...older } = line.price_label;
    expect(intentLines([{ ...line, price_label: older }])[0]).toEqual({
      item_id: 100,
      price_label_id: 1000,
      count: 1,
      modifiers: [],
    });
  });

  it('sends the item’s provider fields on its order line, and none for an item or an older line without them', () => {
    const bread = createSimpleItem({ provider: 'Sultan Bakery', provider_id: 'SB-12' });
    const line = cartItemOf(bread, { priceLabelId: 1000, modifiers: [], comment: '', count: 2 })!;
    expect(line).toMatchObject({ provider: 'Sultan Bakery', provider_id: 'SB-12' });
    expect(intentLines([line])[0]).toMatchObject({ item_id: 100, provider: 'Sultan Bakery', provider_id: 'SB-12' });
    const tea = cartItemOf(createSimpleItem(), { priceLabelId: 1000, modifiers: [], comment: '', count: 1 })!;
    const { provider: _p, provider_id: _i, ...older } = line;
    for (const plain of [tea, older]) {
      expect(intentLines([plain])[0]).not.toHaveProperty('provider');
      expect(intentLines([plain])[0]).not.toHaveProperty('provider_id');
    }
  });

  it('reads which line a refusal names, with its reason as a translation key, never the server’s English', () => {
    const problems = lineProblemsOf([
      { path: 'body.lines.2.count', message: 'At most 5 of this price label', code: 'too_many' },
      { path: 'body.lines.2.modifiers', message: 'Later', code: 'group_too_few' },
      { path: 'body.lines.3.item_id', message: 'Not sold for dinein', code: 'not_for_type' },
      { path: 'body.coupon_code', message: 'x' },
    ]);
    expect([...problems]).toEqual([
      [2, 'cart.problems.tooMany'],
      [3, 'cart.problems.notForType'],
    ]);
    expect([...lineProblemsOf([{ path: 'body.order_lines.0.item_id', message: 'Gone' }])]).toEqual([
      [0, 'cart.problems.other'],
    ]);
  });
});

describe('the reasons a server refuses a cart with', () => {
  const has = (key: string) =>
    typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) === 'string';

  it('are all translated', () => {
    for (const code of lineProblemCodes) expect(has(lineProblemKey(code)), code).toBe(true);
    for (const code of cartRefusalCodes) expect(has(refusalKey(code, [])), code).toBe(true);
    expect(has(lineProblemKey('something_new'))).toBe(true);
  });

  it('read a field’s code first, then the answer’s, and never the server’s English', () => {
    expect(refusalKey('not_orderable', [{ path: 'body.selling_type', code: 'paused' }])).toBe('cart.refusals.paused');
    expect(refusalKey('business_closed', undefined)).toBe('cart.refusals.businessClosed');
    expect(refusalKey('invalid_request', [{ path: 'body.x', code: 'too_small' }])).toBe('cart.pricingFailed');
  });
});
