import { describe, expect, it } from 'vitest';
import { currencyOf } from '../money/currency.ts';
import { breakdownDifferences, shownBreakdown, shownFromWire, wireCartBreakdown } from './cart-breakdown.ts';

const kwd = currencyOf('KWD');
const items = new Map([
  [1, { id: 1, category_id: 1, price_labels: [{ id: 10, price: 1.25 }], modifier_groups: [], inclusive_taxes: [] }],
]);

describe('the web cart’s breakdown', () => {
  const breakdown = wireCartBreakdown({
    items,
    lines: [{ item_id: 1, price_label_id: 10, count: 3, modifiers: [] }],
    sellingType: 'car_pickup',
    discounts: {},
    coupon: null,
    userKind: 'guest',
    fee: null,
    serviceFee: 0.1,
    exclusiveTaxes: [{ id: 1, name: 'VAT', rate: 5 }],
    currency: kwd,
  });

  it('prices the wire menu in minor units', () => {
    expect(breakdown.subtotal).toBe(3750);
    expect(breakdown.exclusiveTaxes[0]?.amount).toBe(188);
    expect(breakdown.total).toBe(3750 + 188 + 100);
  });

  it('rounds the total to the currency’s rounding step, as calc-order does', () => {
    const chf = { decimalDigits: 2, rounding: 0.05 };
    const priced = wireCartBreakdown({
      items: new Map([
        [
          1,
          { id: 1, category_id: 1, price_labels: [{ id: 10, price: 1.03 }], modifier_groups: [], inclusive_taxes: [] },
        ],
      ]),
      lines: [{ item_id: 1, price_label_id: 10, count: 1, modifiers: [] }],
      sellingType: 'car_pickup',
      discounts: {},
      coupon: null,
      userKind: 'guest',
      fee: null,
      serviceFee: 0,
      exclusiveTaxes: [],
      currency: chf,
    });
    expect(priced.subtotal).toBe(103);
    expect(priced.total).toBe(105);
    expect(priced.roundingAdjustment).toBe(2);
  });

  it('agrees with a server answer of the same amounts, and names what differs', () => {
    const wire = {
      lines: [{ index: 0, line_total: 3.75 }],
      subtotal: 3.75,
      discount_total: 0,
      coupon_discount: 0,
      exclusive_taxes: [{ id: 1, name: 'VAT', rate: 5, amount: 0.188 }],
      delivery_fee: 0,
      shipping_fee: 0,
      service_fee: 0.1,
      wallet_discount: 0,
      total: 4.038,
      min_order: 0,
      missing_for_min_order: 0,
    };
    expect(breakdownDifferences(shownBreakdown(breakdown), shownFromWire(wire, kwd))).toEqual([]);
    const changed = { ...wire, exclusive_taxes: [{ id: 1, name: 'VAT', rate: 5, amount: 0.2 }], total: 4.05 };
    expect(breakdownDifferences(shownBreakdown(breakdown), shownFromWire(changed, kwd))).toEqual([
      'total',
      'exclusiveTaxes.0',
    ]);
  });
});
