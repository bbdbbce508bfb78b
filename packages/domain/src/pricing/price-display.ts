import type { Minor } from '../money/money.ts';
import { nonNegativeMinor } from './amounts.ts';
import { unitDiscount } from './discounts.ts';
import type { DiscountRule } from './pricing-types.ts';

/** How a business chose to show the price of an item with price labels (SPEC §4). */
export type PriceDisplayMode = 'starting_from' | 'multiple_options' | 'price_on_selection' | 'min_max';

/** What the menu shows as an item's price; `old*` fields carry the price before a discount. */
export type PriceDisplay =
  | { kind: 'hidden' }
  | { kind: 'single'; price: Minor; oldPrice?: Minor }
  | { kind: 'from'; price: Minor; oldPrice?: Minor }
  | { kind: 'range'; min: Minor; max: Minor; oldMin?: Minor; oldMax?: Minor }
  | { kind: 'on_selection' }
  | { kind: 'options'; count: number };

/** A price and, when a discount lowers it, the old price beside it. */
function withOld(price: Minor, discount: DiscountRule | null | undefined): { price: Minor; oldPrice?: Minor } {
  const now = price - unitDiscount(price, discount);
  return now < price ? { price: now, oldPrice: price } : { price };
}

/** Decides how an item's price appears on the menu (decision 0024). */
export function priceDisplay(options: {
  priceLabels: { price: Minor }[];
  mode: PriceDisplayMode;
  hidePrice: boolean;
  discount?: DiscountRule | null;
}): PriceDisplay {
  const { mode, discount } = options;
  if (options.hidePrice || options.priceLabels.length === 0) return { kind: 'hidden' };
  if (mode === 'price_on_selection') return { kind: 'on_selection' };
  const prices = options.priceLabels.map((label) => nonNegativeMinor(label.price));
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  if (prices.length === 1) return { kind: 'single', ...withOld(min, discount) };
  if (mode === 'multiple_options') return { kind: 'options', count: prices.length };
  if (min === max) return { kind: 'single', ...withOld(min, discount) };
  if (mode === 'min_max') {
    const low = withOld(min, discount);
    const high = withOld(max, discount);
    return {
      kind: 'range',
      min: low.price,
      max: high.price,
      ...(low.oldPrice !== undefined || high.oldPrice !== undefined ? { oldMin: min, oldMax: max } : {}),
    };
  }
  return { kind: 'from', ...withOld(min, discount) };
}
