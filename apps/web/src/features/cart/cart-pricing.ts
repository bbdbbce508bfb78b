import type { CalcOrderBodyInput, CalcOrderResponse, ItemWire, RestaurantResponse } from '@okmenu/contract';
import {
  breakdownDifferences,
  currencyOf,
  orderSellingType,
  shownBreakdown,
  shownFromWire,
  toMajor,
  UnknownMenuEntryError,
  wireCartBreakdown,
  type Breakdown,
  type BreakdownField,
  type CartIntentLine,
  type Currency,
  type MenuFee,
  type ShownBreakdown,
  type UserKind,
} from '@okmenu/domain';
import type { RouteType } from '../business/selling-types.ts';
import type { CartItem } from './cart-types.ts';

/** The cart's lines as a cart intent: what was chosen, never what it costs. */
export function intentLines(
  items: readonly CartItem[],
): (Omit<CartIntentLine, 'modifiers'> & { modifiers: { id: number; quantity: number }[]; comment?: string })[] {
  return items.map((item) => ({
    item_id: item.id,
    price_label_id: item.price_label.id,
    count: Math.max(1, item.count),
    modifiers: item.modifiers.map((modifier) => ({ id: modifier.id, quantity: modifier.quantity })),
    ...(item.note ? { comment: item.note } : {}),
  }));
}

/** The body of calc-order for the cart. */
export function calcOrderBodyOf(options: {
  branchId: number;
  type: RouteType;
  items: readonly CartItem[];
  coupon: string | null;
  delivery?: CalcOrderBodyInput['delivery'];
  /** An international shipping order's country; sent instead of `delivery` (the two exclude each other). */
  shipping?: CalcOrderBodyInput['shipping'];
  /** Pay with the signed-in customer's wallet: the server prices it with their real balance. */
  useWallet?: boolean;
  /** The chosen slot of a scheduled order: the server checks the items' hours then. */
  at?: string | null;
}): CalcOrderBodyInput {
  return {
    branch_id: options.branchId,
    selling_type: orderSellingType(options.type),
    lines: intentLines(options.items),
    ...(options.coupon ? { coupon_code: options.coupon } : {}),
    use_wallet: options.useWallet ?? false,
    ...(options.shipping ? { shipping: options.shipping } : options.delivery ? { delivery: options.delivery } : {}),
    ...(options.at ? { at: options.at } : {}),
  };
}

/** The business's currency with the decimals the business shows. */
export function businessCurrency(data: RestaurantResponse): Currency {
  const wire = data.restaurant.currency;
  return { ...currencyOf(wire.code), decimalDigits: wire.decimal_digits };
}

/** Every item of the restaurant answer's menu, by id. */
export function menuItemsOf(data: RestaurantResponse | undefined): Map<number, ItemWire> {
  return new Map((data?.menu?.categories ?? []).flatMap((category) => category.items.map((item) => [item.id, item])));
}

/**
 * The cart's breakdown computed here with the domain engine from the restaurant answer; the coupon's rules come
 * from calc-order's answer once it has them. Null when a line is no longer on the menu (only the server can tell).
 */
export function localBreakdown(options: {
  data: RestaurantResponse;
  menuItems: ReadonlyMap<number, ItemWire>;
  items: readonly CartItem[];
  type: RouteType;
  coupon: CalcOrderResponse['coupon'] | undefined;
  fee?: MenuFee | null;
  /** A signed-in customer's wallet (balance in minor units) and whether it pays; guests have none. */
  wallet?: { balanceMinor: number; use: boolean } | null;
  userKind?: UserKind;
}): Breakdown | null {
  const { data } = options;
  const currency = businessCurrency(data);
  try {
    return wireCartBreakdown({
      items: options.menuItems,
      lines: intentLines(options.items),
      sellingType: orderSellingType(options.type),
      discounts: data.discounts ?? {},
      coupon: options.coupon?.rules ?? null,
      userKind: options.userKind ?? 'guest',
      fee: options.fee ?? null,
      serviceFee: data.restaurant.fees,
      exclusiveTaxes: data.restaurant.exclusiveTaxes,
      ...(options.wallet
        ? { wallet: { balance: toMajor(options.wallet.balanceMinor, currency), use: options.wallet.use } }
        : {}),
      currency,
    });
  } catch (error) {
    if (error instanceof UnknownMenuEntryError) return null;
    throw error;
  }
}

/** What the cart shows: its own numbers, or the server's when they differ (and then it says so). */
export interface ReconciledBreakdown {
  shown: ShownBreakdown;
  source: 'local' | 'server';
  /** True when the server's numbers differ from the cart's own: "Prices were updated". */
  updated: boolean;
  differences: BreakdownField[];
}

/**
 * Compares the cart's breakdown with calc-order's answer for the same cart. Without an answer yet the local
 * numbers show; with one, any difference shows the server's numbers and flags the update.
 */
export function reconcileBreakdown(options: {
  local: Breakdown | null;
  server: CalcOrderResponse | undefined;
  currency: Currency;
}): ReconciledBreakdown | null {
  const { local, server, currency } = options;
  const own = local ? shownBreakdown(local) : null;
  if (!server) return own ? { shown: own, source: 'local', updated: false, differences: [] } : null;
  const theirs = shownFromWire(server, currency);
  if (!own) return { shown: theirs, source: 'server', updated: true, differences: [] };
  const differences = breakdownDifferences(own, theirs);
  if (differences.length === 0) return { shown: own, source: 'local', updated: false, differences };
  return { shown: theirs, source: 'server', updated: true, differences };
}

/** Which cart lines a 4xx answer names (`body.lines.2.count` → line 2), with the server's message. */
export function lineProblemsOf(
  fields: readonly { path: string; message: string }[] | undefined,
  prefix: 'body.lines' | 'body.order_lines' = 'body.lines',
): Map<number, string> {
  const problems = new Map<number, string>();
  for (const field of fields ?? []) {
    const match = new RegExp(`^${prefix.replace('.', '\\.')}\\.(\\d+)`).exec(field.path);
    if (match) {
      const index = Number(match[1]);
      if (!problems.has(index)) problems.set(index, field.message);
    }
  }
  return problems;
}
