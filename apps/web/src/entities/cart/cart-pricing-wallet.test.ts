import { describe, expect, it } from 'vitest';
import { cartItemOf } from './cart-rules.ts';
import { calcOrderBodyOf, localBreakdown, menuItemsOf } from './cart-pricing.ts';
import { createLabel, createRestaurantResponse, createSimpleItem } from './test-factories.ts';

const parcel = createSimpleItem({ price_labels: [createLabel({ id: 1000, price: 2, weight: 0.5 })] });
const data = createRestaurantResponse([parcel]);
const items = [cartItemOf(parcel, { priceLabelId: 1000, modifiers: [], comment: '', count: 3 })].filter(
  (line) => line !== null,
);

describe('calc-order’s body: wallet and shipping', () => {
  const base = { branchId: 7, type: 'delivery' as const, items, coupon: null };

  it('sends use_wallet as chosen (false by default)', () => {
    expect(calcOrderBodyOf(base).use_wallet).toBe(false);
    expect(calcOrderBodyOf({ ...base, useWallet: true }).use_wallet).toBe(true);
  });

  it('sends the zone target for a local delivery and the country (never both) for shipping', () => {
    expect(calcOrderBodyOf({ ...base, delivery: { area_id: 4 } })).toMatchObject({ delivery: { area_id: 4 } });
    const shipped = calcOrderBodyOf({ ...base, delivery: { area_id: 4 }, shipping: { country_id: 2 } });
    expect(shipped.shipping).toEqual({ country_id: 2 });
    expect(shipped).not.toHaveProperty('delivery');
  });
});

describe('the cart’s own breakdown: wallet and shipping', () => {
  const menuItems = menuItemsOf(data);

  it('takes the wallet off the total, never more than the total', () => {
    const price = (balanceMinor: number, use: boolean) =>
      localBreakdown({ data, menuItems, items, type: 'pickup', coupon: undefined, wallet: { balanceMinor, use } });
    expect(price(2500, false)).toMatchObject({ walletDiscount: 0, total: 6000 });
    expect(price(2500, true)).toMatchObject({ walletDiscount: 2500, total: 3500 });
    expect(price(90_000, true)).toMatchObject({ walletDiscount: 6000, total: 0 });
  });

  it('prices shipping as weight × count × fees_per_kg + fixed_fees, with the country’s minimum (SPEC §9)', () => {
    const shipped = localBreakdown({
      data,
      menuItems,
      items,
      type: 'delivery',
      coupon: undefined,
      fee: { country: { fees_per_kg: 2, fixed_fees: 4, min_order: 15 } },
    });
    // 0.5 kg × 3 × 2.000 + 4.000 = 7.000; items 6.000 of a 15.000 minimum.
    expect(shipped).toMatchObject({ shippingFee: 7000, deliveryFee: 0, minOrder: 15_000, missingForMinOrder: 9000 });
  });
});
