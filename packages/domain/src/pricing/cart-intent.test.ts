import { describe, expect, it } from 'vitest';
import { currencyOf } from '../money/currency.ts';
import { toMinor } from '../money/money.ts';
import type { MenuPricedItem } from './cart-intent.ts';
import { UnknownMenuEntryError, cartLineKey, pricingInputFromMenu, shippedWeight } from './cart-intent.ts';
import { priceCart } from './price-cart.ts';

const kwd = currencyOf('KWD');
const major = (amount: number) => toMinor(amount, kwd);

const burger: MenuPricedItem = {
  id: 7,
  category_id: 3,
  price_labels: [
    { id: 70, price: 2.5, weight: 0.4, shippingWeight: 0 },
    { id: 71, price: 3.25, weight: 0.6, shippingWeight: 0.75 },
  ],
  modifier_groups: [
    {
      modifiers: [
        { id: 700, price: 0.25, taxes: [] },
        { id: 701, price: 0.1 },
      ],
    },
  ],
  inclusive_taxes: [{ rate: 5 }],
};
const items = new Map([[burger.id, burger]]);
const base = {
  items,
  sellingType: 'delivery' as const,
  discounts: {},
  userKind: 'guest' as const,
  serviceFee: 0,
  exclusiveTaxes: [],
  toMinor: major,
};

describe('pricingInputFromMenu', () => {
  it('takes prices, taxes and weights from the menu and converts them to minor units', () => {
    const input = pricingInputFromMenu({
      ...base,
      lines: [
        {
          item_id: 7,
          price_label_id: 71,
          count: 2,
          modifiers: [
            { id: 700, quantity: 2 },
            { id: 701, quantity: 1 },
          ],
        },
      ],
      serviceFee: 0.25,
      fee: { zone: { fees: 0.5, min_order: 3 } },
      wallet: { balance: 1, use: true },
    });
    expect(input.lines[0]).toEqual({
      key: cartLineKey(0),
      itemId: 7,
      categoryId: 3,
      unitPrice: 3250,
      priceLabelId: 71,
      count: 2,
      modifiers: [
        { id: 700, unitPrice: 250, quantity: 2, taxes: [] },
        { id: 701, unitPrice: 100, quantity: 1 },
      ],
      inclusiveTaxes: [{ rate: 5 }],
      weight: 0.75,
    });
    expect(input.fee).toEqual({ kind: 'delivery', zone: { fees: 500, minOrder: 3000 } });
    expect(input.serviceFee).toBe(250);
    expect(input.wallet).toEqual({ balance: 1000, use: true });
  });

  it('converts fixed discounts and fixed coupons but leaves percentages alone', () => {
    const input = pricingInputFromMenu({
      ...base,
      lines: [{ item_id: 7, price_label_id: 70, count: 1, modifiers: [] }],
      discounts: {
        delivery: {
          all_menu: { type: 'percent', value: 10 },
          items: { '7': { type: 'fixed', value: 0.5 } },
          categories: {},
        },
      },
      coupon: {
        code: 'TWO',
        discount_type: 'fixed',
        discount_value: 2,
        all_menu: true,
        item_ids: [],
        user_type: 'all',
        max_allowed_items: null,
        free_delivery: false,
        selling_types: ['reservation', 'dine_in', 'car_pickup'],
      },
    });
    expect(input.discounts.delivery).toEqual({
      all_menu: { type: 'percent', value: 10 },
      items: { '7': { type: 'fixed', value: 500 } },
      categories: {},
    });
    expect(input.coupon).toMatchObject({ discountValue: 2000, sellingTypes: ['dine_in', 'car_pickup'] });
    expect(input.coupon).not.toHaveProperty('maxAllowedItems');
  });

  it('prices the same cart identically from a major-unit menu and a minor-unit menu', () => {
    const minorBurger: MenuPricedItem = {
      ...burger,
      price_labels: burger.price_labels.map((label) => ({ ...label, price: major(label.price) })),
      modifier_groups: burger.modifier_groups.map((group) => ({
        modifiers: group.modifiers.map((m) => ({ ...m, price: major(m.price) })),
      })),
    };
    const lines = [
      { item_id: 7, price_label_id: 70, count: 3, modifiers: [{ id: 701, quantity: 2 }] },
      { item_id: 7, price_label_id: 71, count: 1, modifiers: [] },
    ];
    const fromWire = priceCart(pricingInputFromMenu({ ...base, lines, fee: { zone: { fees: 0.75, min_order: 0 } } }));
    const fromStore = priceCart(
      pricingInputFromMenu({
        ...base,
        items: new Map([[7, minorBurger]]),
        lines,
        fee: { zone: { fees: 750, min_order: 0 } },
        toMinor: (amount) => amount,
      }),
    );
    expect(fromWire).toEqual(fromStore);
    expect(fromWire.total).toBe(3 * 2700 + 3250 + 750);
  });

  it('refuses a line the menu cannot price, naming the line', () => {
    const price = (line: { item_id: number; price_label_id: number; modifiers: { id: number; quantity: number }[] }) =>
      pricingInputFromMenu({ ...base, lines: [{ count: 1, ...line }] });
    expect(() => price({ item_id: 8, price_label_id: 70, modifiers: [] })).toThrow(UnknownMenuEntryError);
    expect(() => price({ item_id: 7, price_label_id: 99, modifiers: [] })).toThrow(/Line 0: price label 99/);
    expect(() => price({ item_id: 7, price_label_id: 70, modifiers: [{ id: 1, quantity: 1 }] })).toThrow(/modifier 1/);
  });
});

describe('shippedWeight', () => {
  it('uses the shipping weight when set, else the weight', () => {
    expect(shippedWeight({ weight: 0.4, shippingWeight: 0 })).toBe(0.4);
    expect(shippedWeight({ weight: 0.4, shippingWeight: 0.5 })).toBe(0.5);
    expect(shippedWeight({})).toBe(0);
  });
});
