import { describe, expect, it } from 'vitest';
import { orderFees, shippingFeeOf } from './fees.ts';

describe('shippingFeeOf', () => {
  it('charges Σ weight × count × fees per kg plus the fixed fee', () => {
    const lines = [
      { weight: 0.5, count: 3 },
      { weight: 1.25, count: 2 },
    ];
    // (1.5 kg + 2.5 kg) × 2000 + 1500 = 9500
    expect(shippingFeeOf({ lines, feesPerKg: 2000, fixedFees: 1500 })).toBe(9500);
  });

  it('rounds the weight-based part once at the end', () => {
    const lines = [
      { weight: 0.333, count: 1 },
      { weight: 0.333, count: 1 },
    ];
    // 0.666 kg × 1001 = 666.666 → 667, not 333 + 333
    expect(shippingFeeOf({ lines, feesPerKg: 1001, fixedFees: 0 })).toBe(667);
  });
});

describe('orderFees', () => {
  const zone = { kind: 'delivery' as const, zone: { fees: 500, minOrder: 3000 } };

  it('takes the delivery fee and minimum order from the zone', () => {
    expect(orderFees({ fee: zone, sellingType: 'delivery', lines: [], freeDelivery: false })).toEqual({
      deliveryFee: 500,
      shippingFee: 0,
      minOrder: 3000,
    });
  });

  it('a free-delivery coupon zeroes the fee but keeps the minimum order', () => {
    expect(orderFees({ fee: zone, sellingType: 'delivery', lines: [], freeDelivery: true })).toEqual({
      deliveryFee: 0,
      shippingFee: 0,
      minOrder: 3000,
    });
  });

  it('a free-delivery coupon zeroes the shipping fee too', () => {
    const fee = { kind: 'shipping' as const, country: { feesPerKg: 1000, fixedFees: 200, minOrder: 0 } };
    const lines = [{ weight: 1, count: 1 }];
    expect(orderFees({ fee, sellingType: 'delivery', lines, freeDelivery: false }).shippingFee).toBe(1200);
    expect(orderFees({ fee, sellingType: 'delivery', lines, freeDelivery: true }).shippingFee).toBe(0);
  });

  it('orders that are not delivered carry no fee and no minimum', () => {
    expect(orderFees({ fee: zone, sellingType: 'dine_in', lines: [], freeDelivery: false })).toEqual({
      deliveryFee: 0,
      shippingFee: 0,
      minOrder: 0,
    });
  });
});
