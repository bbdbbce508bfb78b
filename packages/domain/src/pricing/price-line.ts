import type { Minor } from '../money/money.ts';
import { nonNegativeMinor, pricedCount, wholeQuantity } from './amounts.ts';
import type { LineCouponShare } from './coupon.ts';
import { resolveDiscount, unitDiscount } from './discounts.ts';
import { unitInclusiveTax } from './inclusive-tax.ts';
import type { TaxedPart } from './inclusive-tax.ts';
import type { DiscountsBySellingType, LineBreakdown, PricingLine, PricingSellingType } from './pricing-types.ts';

/** A line priced up to its business discount, waiting for its coupon share. */
export interface DiscountedLine {
  key: string;
  itemId: number;
  count: number;
  unitPrice: Minor;
  modifiersPrice: Minor;
  discount: LineBreakdown['discount'];
  netUnitPrice: Minor;
  /** Parts of one discounted unit with their inclusive taxes. */
  taxedParts: TaxedPart[];
}

/** Prices one line's unit, modifiers and business discount (decision 0020). */
export function discountLine(options: {
  line: PricingLine;
  discounts: DiscountsBySellingType;
  sellingType: PricingSellingType;
}): DiscountedLine {
  const { line } = options;
  const count = pricedCount(line.count);
  const unitPrice = nonNegativeMinor(line.unitPrice);
  const modifierParts: TaxedPart[] = line.modifiers.map((modifier) => ({
    amount: nonNegativeMinor(modifier.unitPrice) * wholeQuantity(modifier.quantity),
    rates: modifier.taxes ?? line.inclusiveTaxes,
  }));
  const modifiersPrice = modifierParts.reduce((sum, part) => sum + part.amount, 0);
  const resolved = resolveDiscount({
    discounts: options.discounts,
    sellingType: options.sellingType,
    itemId: line.itemId,
    categoryId: line.categoryId,
  });
  const perUnit = unitDiscount(unitPrice, resolved?.rule);
  return {
    key: line.key,
    itemId: line.itemId,
    count,
    unitPrice,
    modifiersPrice,
    discount: { perUnit, total: perUnit * count, source: resolved && perUnit > 0 ? resolved.source : null },
    netUnitPrice: unitPrice - perUnit + modifiersPrice,
    taxedParts: [{ amount: unitPrice - perUnit, rates: line.inclusiveTaxes }, ...modifierParts],
  };
}

/** Completes a discounted line with its coupon share and the inclusive tax of what is actually paid. */
export function finishLine(line: DiscountedLine, share: LineCouponShare | undefined): LineBreakdown {
  const groups = share?.groups ?? [];
  const couponUnits = share?.couponUnits ?? 0;
  const couponDiscount = share?.couponDiscount ?? 0;
  const fullPriceTax = (line.count - couponUnits) * unitInclusiveTax(line.taxedParts, line.netUnitPrice);
  const couponTax = groups.reduce(
    (sum, group) => sum + group.units * unitInclusiveTax(line.taxedParts, line.netUnitPrice - group.perUnit),
    0,
  );
  // Field by field rather than `{ taxedParts, ...priced }`: V8 copies an object rest with an excluded key
  // through a slow runtime call, about 3.5 µs a line against 0.03 (decision 0122). Same keys, same order.
  return {
    key: line.key,
    itemId: line.itemId,
    count: line.count,
    unitPrice: line.unitPrice,
    modifiersPrice: line.modifiersPrice,
    discount: line.discount,
    netUnitPrice: line.netUnitPrice,
    couponDiscount,
    couponUnits,
    inclusiveTax: fullPriceTax + couponTax,
    lineTotal: line.netUnitPrice * line.count - couponDiscount,
  };
}
