import type { Currency } from '../money/currency.ts';
import { roundingStep, toMinor } from '../money/money.ts';
import type { Minor } from '../money/money.ts';
import { pricingInputFromMenu } from './cart-intent.ts';
import type { CartIntentLine, MenuCoupon, MenuDiscounts, MenuFee, MenuPricedItem } from './cart-intent.ts';
import { priceCart } from './price-cart.ts';
import type { Breakdown, ExclusiveTax, PricingSellingType, UserKind } from './pricing-types.ts';

/** What the web app knows when it prices its cart: the wire menu and settings, money in the major unit. */
export interface WireCartOptions {
  items: ReadonlyMap<number, MenuPricedItem>;
  lines: readonly CartIntentLine[];
  sellingType: PricingSellingType;
  discounts: MenuDiscounts;
  /** The coupon's rules as calc-order answered them; null before the server has answered or without a code. */
  coupon: MenuCoupon | null;
  userKind: UserKind;
  fee: MenuFee | null;
  /** The business's service fee (restaurant `fees`). */
  serviceFee: number;
  exclusiveTaxes: readonly ExclusiveTax[];
  wallet?: { balance: number; use: boolean };
  /** `rounding` (SPEC §3 currency table): the total is rounded to it as the server's calc-order does; 0 or absent: none. */
  currency: Pick<Currency, 'decimalDigits'> & Partial<Pick<Currency, 'rounding'>>;
}

/**
 * The web app's breakdown of its cart, from the wire menu (major units) with the engine the server uses, so
 * what the cart shows is what calc-order answers. Throws `UnknownMenuEntryError` for a line the menu cannot price.
 */
export function wireCartBreakdown(options: WireCartOptions): Breakdown {
  const { currency } = options;
  return priceCart(
    pricingInputFromMenu({
      items: options.items,
      lines: options.lines,
      sellingType: options.sellingType,
      discounts: options.discounts,
      coupon: options.coupon,
      userKind: options.userKind,
      fee: options.fee,
      serviceFee: options.serviceFee,
      exclusiveTaxes: options.exclusiveTaxes,
      wallet: options.wallet,
      toMinor: (major) => toMinor(major, currency),
      roundingStep: roundingStep({ decimalDigits: currency.decimalDigits, rounding: currency.rounding ?? 0 }),
    }),
  );
}

/** The amounts a cart shows, in minor units: what the guest compares with the server's answer. */
export interface ShownBreakdown {
  /** Each line's total, in cart order. */
  lines: Minor[];
  subtotal: Minor;
  discountTotal: Minor;
  couponDiscount: Minor;
  exclusiveTaxes: { id: number; name: string; rate: number; amount: Minor }[];
  deliveryFee: Minor;
  shippingFee: Minor;
  serviceFee: Minor;
  walletDiscount: Minor;
  total: Minor;
  minOrder: Minor;
  missingForMinOrder: Minor;
}

/** The breakdown amounts of a calc-order answer as it is spelled on the wire (major units). */
export interface WireBreakdownAmounts {
  lines: readonly { index: number; line_total: number }[];
  subtotal: number;
  discount_total: number;
  coupon_discount: number;
  exclusive_taxes: readonly { id: number; name: string; rate: number; amount: number }[];
  delivery_fee: number;
  shipping_fee: number;
  service_fee: number;
  wallet_discount: number;
  total: number;
  min_order: number;
  missing_for_min_order: number;
}

/** The shown amounts of an engine breakdown. */
export function shownBreakdown(breakdown: Breakdown): ShownBreakdown {
  return {
    lines: breakdown.lines.map((line) => line.lineTotal),
    subtotal: breakdown.subtotal,
    discountTotal: breakdown.discountTotal,
    couponDiscount: breakdown.couponDiscount,
    exclusiveTaxes: breakdown.exclusiveTaxes.map((tax) => ({ ...tax })),
    deliveryFee: breakdown.deliveryFee,
    shippingFee: breakdown.shippingFee,
    serviceFee: breakdown.serviceFee,
    walletDiscount: breakdown.walletDiscount,
    total: breakdown.total,
    minOrder: breakdown.minOrder,
    missingForMinOrder: breakdown.missingForMinOrder,
  };
}

/** The shown amounts of a calc-order answer, converted to minor units. */
export function shownFromWire(wire: WireBreakdownAmounts, currency: Pick<Currency, 'decimalDigits'>): ShownBreakdown {
  const minor = (major: number) => toMinor(major, currency);
  const lines: Minor[] = [];
  for (const line of wire.lines) lines[line.index] = minor(line.line_total);
  return {
    lines: Array.from(lines, (total) => total ?? 0),
    subtotal: minor(wire.subtotal),
    discountTotal: minor(wire.discount_total),
    couponDiscount: minor(wire.coupon_discount),
    exclusiveTaxes: wire.exclusive_taxes.map((tax) => ({ ...tax, amount: minor(tax.amount) })),
    deliveryFee: minor(wire.delivery_fee),
    shippingFee: minor(wire.shipping_fee),
    serviceFee: minor(wire.service_fee),
    walletDiscount: minor(wire.wallet_discount),
    total: minor(wire.total),
    minOrder: minor(wire.min_order),
    missingForMinOrder: minor(wire.missing_for_min_order),
  };
}

/** The amounts of a shown breakdown that differ between two answers (empty when they agree). */
export type BreakdownField =
  Exclude<keyof ShownBreakdown, 'lines' | 'exclusiveTaxes'> | `lines.${number}` | `exclusiveTaxes.${number}`;

/**
 * Which shown amounts differ between the cart's own breakdown and the server's: the web shows the server's
 * numbers and says so whenever this is not empty, never silently.
 */
export function breakdownDifferences(local: ShownBreakdown, server: ShownBreakdown): BreakdownField[] {
  const differences: BreakdownField[] = [];
  const scalar = [
    'subtotal',
    'discountTotal',
    'couponDiscount',
    'deliveryFee',
    'shippingFee',
    'serviceFee',
    'walletDiscount',
    'total',
    'minOrder',
    'missingForMinOrder',
  ] as const;
  for (const field of scalar) if (local[field] !== server[field]) differences.push(field);
  const lineCount = Math.max(local.lines.length, server.lines.length);
  for (let index = 0; index < lineCount; index += 1) {
    if (local.lines[index] !== server.lines[index]) differences.push(`lines.${index}`);
  }
  const taxCount = Math.max(local.exclusiveTaxes.length, server.exclusiveTaxes.length);
  for (let index = 0; index < taxCount; index += 1) {
    const a = local.exclusiveTaxes[index];
    const b = server.exclusiveTaxes[index];
    if (a?.id !== b?.id || a?.amount !== b?.amount) differences.push(`exclusiveTaxes.${index}`);
  }
  return differences;
}
