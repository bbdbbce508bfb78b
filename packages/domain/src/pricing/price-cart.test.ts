import { describe, expect, it } from 'vitest';
import { currencyOf } from '../money/currency.ts';
import { toMajor, toMinor } from '../money/money.ts';
import { priceCart } from './price-cart.ts';
import { createCoupon, createInput, createLine } from './test-factories.ts';

const zoneFee = { kind: 'delivery' as const, zone: { fees: 500, minOrder: 5000 } };

describe('priceCart lines', () => {
  it('prices a unit as its price label plus its modifiers times their quantities', () => {
    const line = createLine({
      count: 2,
      modifiers: [
        { id: 1, unitPrice: 150, quantity: 2 },
        { id: 2, unitPrice: 100, quantity: 1 },
      ],
    });
    const result = priceCart(createInput({ lines: [line] }));
    expect(result.lines[0]).toMatchObject({ unitPrice: 1000, modifiersPrice: 400, lineTotal: 2800 });
    expect(result.subtotal).toBe(2800);
    expect(result.total).toBe(2800);
  });

  it('prices a count below one as one', () => {
    const result = priceCart(createInput({ lines: [createLine({ count: 0 })] }));
    expect(result.lines[0]?.count).toBe(1);
    expect(result.subtotal).toBe(1000);
  });

  it('applies only one business discount per line, the item’s before the category’s before all-menu', () => {
    const discounts = {
      delivery: {
        all_menu: { type: 'percent' as const, value: 10 },
        items: { '1': { type: 'percent' as const, value: 50 } },
        categories: { '10': { type: 'fixed' as const, value: 300 } },
      },
    };
    const lines = [
      createLine({ key: 'a', itemId: 1, categoryId: 10 }),
      createLine({ key: 'b', itemId: 2, categoryId: 10 }),
      createLine({ key: 'c', itemId: 3, categoryId: 11 }),
    ];
    const result = priceCart(createInput({ lines, discounts }));
    expect(result.lines.map((line) => [line.discount.perUnit, line.discount.source])).toEqual([
      [500, 'item'],
      [300, 'category'],
      [100, 'all_menu'],
    ]);
    expect(result.discountTotal).toBe(900);
  });

  it('a percent discount lowers the price label, not the modifiers', () => {
    const discounts = { delivery: { items: { '1': { type: 'percent' as const, value: 50 } }, categories: {} } };
    const line = createLine({ count: 3, modifiers: [{ id: 1, unitPrice: 200, quantity: 1 }] });
    const result = priceCart(createInput({ lines: [line], discounts }));
    expect(result.lines[0]?.discount).toEqual({ perUnit: 500, total: 1500, source: 'item' });
    expect(result.lines[0]?.netUnitPrice).toBe(700);
    expect(result.total).toBe(2100);
  });

  it('a fixed discount larger than the price makes the unit free, never negative', () => {
    const discounts = { delivery: { items: {}, categories: { '10': { type: 'fixed' as const, value: 5000 } } } };
    const result = priceCart(createInput({ discounts }));
    expect(result.lines[0]?.lineTotal).toBe(0);
    expect(result.total).toBe(0);
  });

  it('uses the discounts of the order’s selling type only', () => {
    const discounts = { dine_in: { all_menu: { type: 'percent' as const, value: 50 }, items: {}, categories: {} } };
    expect(priceCart(createInput({ discounts, sellingType: 'delivery' })).discountTotal).toBe(0);
    expect(priceCart(createInput({ discounts, sellingType: 'dine_in' })).discountTotal).toBe(500);
  });
});

describe('priceCart inclusive taxes', () => {
  it('reports the VAT contained in the price and never adds it to the total', () => {
    const line = createLine({ unitPrice: 1150, count: 2, inclusiveTaxes: [{ rate: 15 }] });
    const result = priceCart(createInput({ lines: [line] }));
    expect(result.lines[0]?.inclusiveTax).toBe(300);
    expect(result.inclusiveTaxTotal).toBe(300);
    expect(result.total).toBe(2300);
  });

  it('computes the tax of coupon-discounted units on their discounted price, the others on the full price', () => {
    const line = createLine({ unitPrice: 1150, count: 2, inclusiveTaxes: [{ rate: 15 }] });
    const coupon = createCoupon({ discountValue: 50, maxAllowedItems: 1 });
    const result = priceCart(createInput({ lines: [line], coupon }));
    expect(result.lines[0]).toMatchObject({ couponUnits: 1, couponDiscount: 575, inclusiveTax: 150 + 75 });
  });

  it('taxes a modifier with its own taxes, or with the item’s when it has none', () => {
    const line = createLine({
      unitPrice: 1150,
      inclusiveTaxes: [{ rate: 15 }],
      modifiers: [
        { id: 1, unitPrice: 230, quantity: 1 },
        { id: 2, unitPrice: 500, quantity: 1, taxes: [] },
      ],
    });
    expect(priceCart(createInput({ lines: [line] })).lines[0]?.inclusiveTax).toBe(150 + 30);
  });
});

describe('priceCart coupons', () => {
  it('refuses a guests-only coupon for a logged-in user and gives a reason', () => {
    const result = priceCart(createInput({ userKind: 'user', coupon: createCoupon({ userType: 'guests' }) }));
    expect(result.couponRejection).toBe('not_for_logged_in_users');
    expect(result.couponDiscount).toBe(0);
  });

  it('refuses an auth-users coupon for a guest and gives a reason', () => {
    const result = priceCart(createInput({ userKind: 'guest', coupon: createCoupon({ userType: 'auth_users' }) }));
    expect(result.couponRejection).toBe('not_for_guests');
  });

  it('refuses a coupon whose items are not in the cart', () => {
    const coupon = createCoupon({ allMenu: false, itemIds: [99] });
    expect(priceCart(createInput({ coupon })).couponRejection).toBe('no_eligible_items');
  });

  it('applies a percent coupon to the price after the business discount, modifiers included', () => {
    const discounts = { delivery: { items: { '1': { type: 'fixed' as const, value: 200 } }, categories: {} } };
    const line = createLine({ modifiers: [{ id: 1, unitPrice: 200, quantity: 1 }] });
    const result = priceCart(createInput({ lines: [line], discounts, coupon: createCoupon({ discountValue: 10 }) }));
    expect(result.couponDiscount).toBe(100);
    expect(result.total).toBe(900);
    expect(result.couponRejection).toBeNull();
  });

  it('takes a fixed coupon once per order and never more than the items cost', () => {
    const coupon = createCoupon({ discountType: 'fixed', discountValue: 1500 });
    const lines = [createLine({ key: 'a', count: 3 })];
    expect(priceCart(createInput({ lines, coupon })).couponDiscount).toBe(1500);
    const small = priceCart(createInput({ coupon: createCoupon({ discountType: 'fixed', discountValue: 9999 }) }));
    expect(small.couponDiscount).toBe(1000);
    expect(small.total).toBe(0);
  });

  it('a free-delivery coupon zeroes the delivery fee', () => {
    const coupon = createCoupon({ discountValue: 0, freeDelivery: true });
    const result = priceCart(createInput({ fee: zoneFee, coupon }));
    expect(result.deliveryFee).toBe(0);
    expect(result.freeDelivery).toBe(true);
    expect(result.total).toBe(1000);
  });

  it('a free-delivery coupon is usable on a delivery order even when none of its items is in the cart', () => {
    const coupon = createCoupon({ allMenu: false, itemIds: [99], freeDelivery: true });
    const result = priceCart(createInput({ fee: zoneFee, coupon }));
    expect(result.couponRejection).toBeNull();
    expect(result.deliveryFee).toBe(0);
  });

  it('a free-delivery coupon with no items of the cart is refused for dine-in', () => {
    const coupon = createCoupon({ allMenu: false, itemIds: [99], freeDelivery: true });
    expect(priceCart(createInput({ sellingType: 'dine_in', coupon })).couponRejection).toBe('no_eligible_items');
  });

  it('a refused coupon leaves the delivery fee in place', () => {
    const coupon = createCoupon({ freeDelivery: true, userType: 'auth_users' });
    expect(priceCart(createInput({ fee: zoneFee, coupon })).deliveryFee).toBe(500);
  });
});

describe('priceCart fees, taxes and wallet', () => {
  it('adds the zone fee and reports what is missing for the zone’s minimum order', () => {
    const result = priceCart(createInput({ fee: zoneFee, lines: [createLine({ count: 3 })] }));
    expect(result).toMatchObject({ deliveryFee: 500, total: 3500, minOrder: 5000, missingForMinOrder: 2000 });
  });

  it('charges shipping by weight and ignores fees on orders that are not delivered', () => {
    const fee = { kind: 'shipping' as const, country: { feesPerKg: 2000, fixedFees: 500, minOrder: 0 } };
    const lines = [createLine({ weight: 0.75, count: 2 })];
    expect(priceCart(createInput({ fee, lines })).shippingFee).toBe(3500);
    expect(priceCart(createInput({ fee, lines, sellingType: 'car_pickup' })).shippingFee).toBe(0);
  });

  it('adds exclusive taxes on the items after discounts and coupon, not on the fees', () => {
    const result = priceCart(
      createInput({
        fee: zoneFee,
        serviceFee: 250,
        coupon: createCoupon({ discountValue: 20 }),
        exclusiveTaxes: [{ id: 1, name: 'VAT', rate: 10 }],
      }),
    );
    expect(result.exclusiveTaxes).toEqual([{ id: 1, name: 'VAT', rate: 10, amount: 80 }]);
    expect(result.total).toBe(800 + 80 + 500 + 250);
  });

  it('lets the wallet pay at most the total', () => {
    const result = priceCart(createInput({ fee: zoneFee, wallet: { balance: 10_000, use: true } }));
    expect(result).toMatchObject({ totalBeforeWallet: 1500, walletDiscount: 1500, total: 0 });
    const partial = priceCart(createInput({ wallet: { balance: 300, use: true } }));
    expect(partial).toMatchObject({ walletDiscount: 300, total: 700 });
  });
});

describe('priceCart rounding per currency', () => {
  it('rounds Kuwaiti dinar amounts to the fils', () => {
    const kwd = currencyOf('KWD');
    const discounts = { delivery: { all_menu: { type: 'percent' as const, value: 15 }, items: {}, categories: {} } };
    const line = createLine({ unitPrice: toMinor(1.225, kwd), count: 3, inclusiveTaxes: [{ rate: 5 }] });
    const result = priceCart(createInput({ lines: [line], discounts }));
    // 15 % of 1.225 = 0.18375 → 0.184 per unit; 1.041 × 3 = 3.123; VAT in 1.041 at 5 % = 0.04957 → 0.050.
    expect(result.lines[0]?.discount.perUnit).toBe(184);
    expect(toMajor(result.total, kwd)).toBe(3.123);
    expect(result.lines[0]?.inclusiveTax).toBe(150);
  });

  it('rounds US dollar amounts to the cent', () => {
    const usd = currencyOf('USD');
    const line = createLine({ unitPrice: toMinor(10.05, usd) });
    const result = priceCart(createInput({ lines: [line], exclusiveTaxes: [{ id: 1, name: 'Sales tax', rate: 7.5 }] }));
    // 7.5 % of 10.05 = 0.75375 → 0.75
    expect(result.exclusiveTaxes[0]?.amount).toBe(75);
    expect(toMajor(result.total, usd)).toBe(10.8);
  });
});
