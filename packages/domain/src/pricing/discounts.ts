import { percentOf } from '../money/money.ts';
import type { Minor } from '../money/money.ts';
import { clampPercent, nonNegativeMinor } from './amounts.ts';
import type { DiscountRule, DiscountSource, DiscountsBySellingType, PricingSellingType } from './pricing-types.ts';

/** The discount that prices an item, if any. */
export interface ResolvedDiscount {
  rule: DiscountRule;
  source: DiscountSource;
}

/** Picks the one business discount of an item: item beats category beats all_menu (decision 0020). */
export function resolveDiscount(options: {
  discounts: DiscountsBySellingType;
  sellingType: PricingSellingType;
  itemId: number;
  categoryId: number;
}): ResolvedDiscount | null {
  const forType = options.discounts[options.sellingType];
  if (!forType) return null;
  const item = forType.items[String(options.itemId)];
  if (item) return { rule: item, source: 'item' };
  const category = forType.categories[String(options.categoryId)];
  if (category) return { rule: category, source: 'category' };
  if (forType.all_menu) return { rule: forType.all_menu, source: 'all_menu' };
  return null;
}

/** Amount a discount takes off one unit of a price label: rounded once, never more than the price. */
export function unitDiscount(price: Minor, rule: DiscountRule | null | undefined): Minor {
  if (!rule) return 0;
  const safePrice = nonNegativeMinor(price);
  const off = rule.type === 'percent' ? percentOf(safePrice, clampPercent(rule.value)) : nonNegativeMinor(rule.value);
  return Math.min(safePrice, off);
}
