import { roundMinor } from '../money/money.ts';
import type { Minor } from '../money/money.ts';
import { nonNegativeMinor, pricedCount } from './amounts.ts';
import type { FeeInput, PricingSellingType } from './pricing-types.ts';

/** Delivery or shipping fee of an order and the minimum order that comes with it. */
export interface OrderFees {
  deliveryFee: Minor;
  shippingFee: Minor;
  minOrder: Minor;
}

/** Grams of a weight in kilograms; weights are summed in whole grams so the sum is exact in any order. */
function grams(kilograms: number): number {
  return Number.isFinite(kilograms) ? Math.max(0, Math.round(kilograms * 1000)) : 0;
}

/** Shipping fee: Σ weight × count × fees per kg, rounded once, plus the fixed fee (SPEC §9). */
export function shippingFeeOf(options: {
  lines: { weight: number; count: number }[];
  feesPerKg: Minor;
  fixedFees: Minor;
}): Minor {
  const totalGrams = options.lines.reduce((sum, line) => sum + grams(line.weight) * pricedCount(line.count), 0);
  return roundMinor((totalGrams * nonNegativeMinor(options.feesPerKg)) / 1000) + nonNegativeMinor(options.fixedFees);
}

/** Fees and minimum order of an order; only delivery orders carry them, a free-delivery coupon zeroes the fee. */
export function orderFees(options: {
  fee: FeeInput | undefined;
  sellingType: PricingSellingType;
  lines: { weight: number; count: number }[];
  freeDelivery: boolean;
}): OrderFees {
  const { fee, sellingType, lines, freeDelivery } = options;
  const none: OrderFees = { deliveryFee: 0, shippingFee: 0, minOrder: 0 };
  if (!fee || sellingType !== 'delivery') return none;
  switch (fee.kind) {
    case 'delivery':
      return {
        ...none,
        deliveryFee: freeDelivery ? 0 : nonNegativeMinor(fee.zone.fees),
        minOrder: nonNegativeMinor(fee.zone.minOrder),
      };
    case 'shipping':
      return {
        ...none,
        shippingFee: freeDelivery
          ? 0
          : shippingFeeOf({ lines, feesPerKg: fee.country.feesPerKg, fixedFees: fee.country.fixedFees }),
        minOrder: nonNegativeMinor(fee.country.minOrder),
      };
    case 'none':
      return none;
  }
}

/** Whether the order has a delivery or shipping fee a free-delivery coupon could waive. */
export function hasDeliveryFee(fee: FeeInput | undefined, sellingType: PricingSellingType): boolean {
  return sellingType === 'delivery' && fee !== undefined && fee.kind !== 'none';
}
