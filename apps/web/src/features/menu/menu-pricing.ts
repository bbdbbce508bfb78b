import type { CurrencyWire, DiscountsWire, ItemWire } from '@okmenu/contract';
import {
  currencyOf,
  formatMoney,
  orderSellingType,
  priceDisplay,
  resolveDiscount,
  toMinor,
  type Currency,
  type DiscountRule,
  type DiscountsBySellingType,
  type Minor,
  type PriceDisplay,
  type PricingSellingType,
  type RouteSellingType,
} from '@okmenu/domain';

/** Everything needed to show prices: the business's currency (its decimals, translated name) and discounts. */
export interface MenuPricing {
  currency: Currency;
  /** The translated currency name written after amounts (SPEC §9). */
  label: string;
  locale: string;
  sellingType: PricingSellingType;
  /** Discounts with fixed values in minor units. */
  discounts: DiscountsBySellingType;
  /** The same discounts as the wire has them (major units), for the cart-line calculation. */
  wireDiscounts: DiscountsWire;
}

export function menuPricing(options: {
  currency: CurrencyWire;
  discounts: DiscountsWire;
  routeType: RouteSellingType;
  locale: string;
}): MenuPricing {
  const currency = { ...currencyOf(options.currency.code), decimalDigits: options.currency.decimal_digits };
  const rule = (d: DiscountRule): DiscountRule =>
    d.type === 'fixed' ? { type: 'fixed', value: toMinor(d.value, currency) } : d;
  const rules = (map: Record<string, DiscountRule>) =>
    Object.fromEntries(Object.entries(map).map(([key, d]) => [key, rule(d)]));
  const discounts: DiscountsBySellingType = {};
  for (const [type, entry] of Object.entries(options.discounts) as [PricingSellingType, DiscountsWire['delivery']][]) {
    if (!entry) continue;
    discounts[type] = {
      ...(entry.all_menu ? { all_menu: rule(entry.all_menu) } : {}),
      items: rules(entry.items),
      categories: rules(entry.categories),
    };
  }
  return {
    currency,
    label: options.currency.name || currency.code,
    locale: options.locale,
    sellingType: orderSellingType(options.routeType),
    discounts,
    wireDiscounts: options.discounts,
  };
}

export function formatPrice(minor: Minor, pricing: MenuPricing): string {
  return formatMoney(minor, { currency: pricing.currency, locale: pricing.locale, label: pricing.label });
}

/**
 * The same pricing with the currency's short form (SPEC §3 currency table symbol, "KD") instead of its name,
 * for prices in tight places (menu cards, option rows): "0.480 KD" never wraps where "Kuwaiti Dinar" did.
 */
export function shortPricing(pricing: MenuPricing): MenuPricing {
  return { ...pricing, label: pricing.currency.symbol || pricing.label };
}

export function wireToMinor(major: number, pricing: MenuPricing): Minor {
  return toMinor(major, pricing.currency);
}

/** The business discount that prices an item for the selling type (item, then category, then all_menu). */
export function itemDiscount(item: Pick<ItemWire, 'id' | 'category_id'>, pricing: MenuPricing): DiscountRule | null {
  return (
    resolveDiscount({
      discounts: pricing.discounts,
      sellingType: pricing.sellingType,
      itemId: item.id,
      categoryId: item.category_id,
    })?.rule ?? null
  );
}

/** How an item's price shows on the menu (decision 0024). */
export function itemPriceDisplay(
  item: Pick<ItemWire, 'id' | 'category_id' | 'price_labels' | 'price_display' | 'hide_price'>,
  pricing: MenuPricing,
): PriceDisplay {
  return priceDisplay({
    priceLabels: item.price_labels.map((label) => ({ price: wireToMinor(label.price, pricing) })),
    mode: item.price_display,
    hidePrice: item.hide_price,
    discount: itemDiscount(item, pricing),
  });
}
