import type { CalcOrderBodyInput, CalcOrderResponse, ItemWire, RestaurantResponse } from '@okmenu/contract';
import {
  breakdownDifferences,
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
import { businessCurrency } from '../money/business-currency.ts';
import type { CartItem } from './cart-types.ts';

/** What a line's price label was when it was added (SPEC §3 order line): the server refuses a stale claim (409). */
export interface LineClaims {
  weight?: number;
  shippingWeight?: number;
  isQty?: boolean;
  /** The item's provider fields when added (decision 0110); the server stores its own and refuses others. */
  provider?: string;
  provider_id?: string;
}

/** One cart line as calc-order, the order and a reservation's pre-order all send it (SPEC §3 order line). */
export type IntentLine = Omit<CartIntentLine, 'modifiers'> &
  LineClaims & { modifiers: { id: number; quantity: number }[]; comment?: string };

/**
 * The cart's lines as a cart intent: what was chosen, never what it costs, with what the guest was shown of the
 * price label (weight, shipping weight, sold by the piece or not) so a menu changed since is noticed (decision
 * 0110), and the item's provider fields when it has them. Lines saved before the cart kept those fields claim
 * nothing.
 */
export function intentLines(items: readonly CartItem[]): IntentLine[] {
  return items.map((item) => {
    const { weight, shippingWeight, isQty } = item.price_label;
    return {
      item_id: item.id,
      price_label_id: item.price_label.id,
      count: Math.max(1, item.count),
      modifiers: item.modifiers.map((modifier) => ({ id: modifier.id, quantity: modifier.quantity })),
      ...(item.note ? { comment: item.note } : {}),
      ...(weight === undefined ? {} : { weight }),
      ...(shippingWeight === undefined ? {} : { shippingWeight }),
      ...(isQty === undefined ? {} : { isQty }),
      ...(item.provider === undefined ? {} : { provider: item.provider }),
      ...(item.provider_id === undefined ? {} : { provider_id: item.provider_id }),
    };
  });
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
    // The selling type stays dine_in (SPEC §4); the flag makes the server check reservation dishes.
    ...(options.type === 'reservation' ? { reservation: true } : {}),
    ...(options.shipping ? { shipping: options.shipping } : options.delivery ? { delivery: options.delivery } : {}),
    ...(options.at ? { at: options.at } : {}),
  };
}

// In files of their own so the type home's chunk (which needs only these) does not carry the pricing engine.
export { businessCurrency };
export { menuItemsOf } from './menu-items.ts';

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

/**
 * The reasons a server gives for refusing a cart line (`fields[].code`), each translated as
 * `cart.problems.<code in camel case>`; any other code reads as the generic `cart.problems.other`. The server's message is
 * developer English and never shown to a guest (issue 12).
 */
export const lineProblemCodes = [
  'unknown_item',
  'unknown_price_label',
  'too_few',
  'too_many',
  'comment_required',
  'unknown_modifier',
  'duplicate_modifier',
  'modifier_too_many',
  'group_too_few',
  'group_too_many',
  'not_for_type',
  'not_in_branch',
  'not_available_now',
  'sold_out',
  'menu_changed',
] as const;

/** `too_few` → `tooFew`: i18n keys are camel case (a `_few` or `_many` ending would read as a plural form). */
const camel = (code: string) => code.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The i18n key of a refused line's reason. */
export function lineProblemKey(code: string | undefined): string {
  return code && (lineProblemCodes as readonly string[]).includes(code)
    ? `cart.problems.${camel(code)}`
    : 'cart.problems.other';
}

/**
 * Which cart lines a 4xx answer names (`body.lines.2.count` → line 2), each with the i18n key of its reason.
 * Placing an order names its lines `body.lines` too (it prices through calc-order's checks) or `body.order_lines`.
 */
export function lineProblemsOf(
  fields: readonly { path: string; message: string; code?: string }[] | undefined,
): Map<number, string> {
  const problems = new Map<number, string>();
  for (const field of fields ?? []) {
    const match = /^body\.(?:order_)?lines\.(\d+)/.exec(field.path);
    if (match) {
      const index = Number(match[1]);
      if (!problems.has(index)) problems.set(index, lineProblemKey(field.code));
    }
  }
  return problems;
}

/** Reasons a whole cart is refused (not one line), each translated as `cart.refusals.<code>`. */
export const cartRefusalCodes = [
  'paused',
  'type_not_offered',
  'not_delivered_here',
  'unknown_area',
  'zone_closed',
  'unknown_branch',
  'not_shipped_here',
  'business_closed',
] as const;

/** The i18n key of a refused cart's reason: a field's code, else the answer's code, else "couldn't confirm". */
export function refusalKey(
  code: string | undefined,
  fields: readonly { path: string; code?: string }[] | undefined,
): string {
  const known = cartRefusalCodes as readonly string[];
  const reason = [...(fields ?? []).map((field) => field.code), code].find((c) => known.includes(c ?? ''));
  return reason ? `cart.refusals.${camel(reason)}` : 'cart.pricingFailed';
}
