import type { Minor } from '../money/money.ts';
import { normalizeSellingType } from '../selling-types/selling-type.ts';
import type {
  DiscountRule,
  DiscountsBySellingType,
  ExclusiveTax,
  FeeInput,
  PricingCoupon,
  PricingInput,
  PricingLine,
  PricingSellingType,
  TaxRate,
  UserKind,
} from './pricing-types.ts';

/**
 * An item as a menu describes it. The web's menu (major units) and the server's stored business (minor
 * units) share these field names, so one conversion serves both; `toMinor` tells the unit.
 */
export interface MenuPricedItem {
  id: number;
  category_id: number;
  price_labels: readonly { id: number; price: number; weight?: number; shippingWeight?: number }[];
  modifier_groups: readonly { modifiers: readonly { id: number; price: number; taxes?: readonly TaxRate[] }[] }[];
  inclusive_taxes: readonly TaxRate[];
}

/** One line of a cart intent: what the customer chose, never what it costs. */
export interface CartIntentLine {
  item_id: number;
  price_label_id: number;
  count: number;
  modifiers: readonly { id: number; quantity: number }[];
}

/** Business discounts per selling type as the menu carries them (fixed values in the menu's unit). */
export type MenuDiscounts = Partial<
  Record<
    PricingSellingType,
    { all_menu?: DiscountRule; items: Record<string, DiscountRule>; categories: Record<string, DiscountRule> }
  >
>;

/** A coupon's rules as the business data and calc-order's answer spell them (fixed value in the menu's unit). */
export interface MenuCoupon {
  code: string;
  discount_type: 'percent' | 'fixed';
  discount_value: number;
  all_menu: boolean;
  item_ids: readonly number[];
  user_type: 'all' | 'guests' | 'auth_users';
  max_allowed_items?: number | null;
  free_delivery: boolean;
  selling_types?: readonly string[] | null;
}

/** The fee source as the data spells it: a delivery zone or a shipping country (money in the menu's unit). */
export type MenuFee =
  | { zone: { fees: number; min_order: number } }
  | { country: { fees_per_kg: number; fixed_fees: number; min_order: number } };

/** A line refers to an item, price label or modifier the menu does not have. */
export class UnknownMenuEntryError extends Error {
  constructor(
    readonly lineIndex: number,
    what: string,
  ) {
    super(`Line ${lineIndex}: ${what} is not on the menu`);
    this.name = 'UnknownMenuEntryError';
  }
}

/** The key of the line at an index; padded so keys sort in cart order (coupon ties, decision 0022). */
export function cartLineKey(index: number): string {
  return `line-${String(index).padStart(4, '0')}`;
}

/** Kilograms shipped per unit of a price label: its shipping weight when set, else its weight (decision 0030). */
export function shippedWeight(label: { weight?: number; shippingWeight?: number }): number {
  return label.shippingWeight && label.shippingWeight > 0 ? label.shippingWeight : (label.weight ?? 0);
}

function pricingLine(
  line: CartIntentLine,
  index: number,
  item: MenuPricedItem | undefined,
  toMinor: (amount: number) => Minor,
): PricingLine {
  if (!item) throw new UnknownMenuEntryError(index, `item ${line.item_id}`);
  const label = item.price_labels.find((candidate) => candidate.id === line.price_label_id);
  if (!label) throw new UnknownMenuEntryError(index, `price label ${line.price_label_id}`);
  // Only a line with modifiers needs the item's modifiers by id (most lines have none).
  const modifiers =
    line.modifiers.length === 0
      ? undefined
      : new Map(item.modifier_groups.flatMap((group) => group.modifiers.map((m) => [m.id, m] as const)));
  return {
    key: cartLineKey(index),
    itemId: item.id,
    categoryId: item.category_id,
    unitPrice: toMinor(label.price),
    priceLabelId: label.id,
    count: line.count,
    modifiers: line.modifiers.map((chosen) => {
      const modifier = modifiers?.get(chosen.id);
      if (!modifier) throw new UnknownMenuEntryError(index, `modifier ${chosen.id}`);
      return {
        id: modifier.id,
        unitPrice: toMinor(modifier.price),
        quantity: chosen.quantity,
        ...(modifier.taxes ? { taxes: modifier.taxes.map((tax) => ({ rate: tax.rate })) } : {}),
      };
    }),
    inclusiveTaxes: item.inclusive_taxes.map((tax) => ({ rate: tax.rate })),
    weight: shippedWeight(label),
  };
}

function discountsInMinor(discounts: MenuDiscounts, toMinor: (amount: number) => Minor): DiscountsBySellingType {
  const rule = (d: DiscountRule): DiscountRule => (d.type === 'fixed' ? { type: 'fixed', value: toMinor(d.value) } : d);
  const rules = (map: Record<string, DiscountRule>) =>
    Object.fromEntries(Object.entries(map).map(([key, d]) => [key, rule(d)]));
  const result: DiscountsBySellingType = {};
  for (const [type, entry] of Object.entries(discounts) as [PricingSellingType, MenuDiscounts[PricingSellingType]][]) {
    if (!entry) continue;
    result[type] = {
      ...(entry.all_menu ? { all_menu: rule(entry.all_menu) } : {}),
      items: rules(entry.items),
      categories: rules(entry.categories),
    };
  }
  return result;
}

/** A coupon's rules in the engine's shape; its selling types normalised (reservation prices as dine_in). */
export function pricingCouponOf(coupon: MenuCoupon, toMinor: (amount: number) => Minor): PricingCoupon {
  const sellingTypes = coupon.selling_types?.map((type) => normalizeSellingType(type));
  return {
    code: coupon.code,
    discountType: coupon.discount_type,
    discountValue: coupon.discount_type === 'fixed' ? toMinor(coupon.discount_value) : coupon.discount_value,
    allMenu: coupon.all_menu,
    itemIds: [...coupon.item_ids],
    userType: coupon.user_type,
    ...(coupon.max_allowed_items != null ? { maxAllowedItems: coupon.max_allowed_items } : {}),
    freeDelivery: coupon.free_delivery,
    ...(sellingTypes
      ? { sellingTypes: [...new Set(sellingTypes.filter((t): t is PricingSellingType => t !== null))] }
      : {}),
  };
}

function feeInMinor(fee: MenuFee | null | undefined, toMinor: (amount: number) => Minor): FeeInput {
  if (!fee) return { kind: 'none' };
  if ('zone' in fee) {
    return { kind: 'delivery', zone: { fees: toMinor(fee.zone.fees), minOrder: toMinor(fee.zone.min_order) } };
  }
  const { country } = fee;
  return {
    kind: 'shipping',
    country: {
      feesPerKg: toMinor(country.fees_per_kg),
      fixedFees: toMinor(country.fixed_fees),
      minOrder: toMinor(country.min_order),
    },
  };
}

/**
 * Builds the engine's input from a cart intent and the menu it was chosen from: the web app calls it with the
 * wire menu (major units), calc-order with the stored business (minor units), so both price the same cart
 * the same way. Throws `UnknownMenuEntryError` for a line the menu cannot price; validate lines first.
 */
export function pricingInputFromMenu(options: {
  items: ReadonlyMap<number, MenuPricedItem>;
  lines: readonly CartIntentLine[];
  sellingType: PricingSellingType;
  discounts: MenuDiscounts;
  coupon?: MenuCoupon | null;
  userKind: UserKind;
  fee?: MenuFee | null;
  serviceFee: number;
  exclusiveTaxes: readonly ExclusiveTax[];
  wallet?: { balance: number; use: boolean };
  /** The currency's rounding step in minor units (`roundingStep(currency)`); 1 when absent. */
  roundingStep?: Minor;
  /** Converts the menu's money to minor units: `(major) => toMinor(major, currency)` or the identity. */
  toMinor: (amount: number) => Minor;
}): PricingInput {
  const { toMinor } = options;
  return {
    lines: options.lines.map((line, index) => pricingLine(line, index, options.items.get(line.item_id), toMinor)),
    sellingType: options.sellingType,
    discounts: discountsInMinor(options.discounts, toMinor),
    coupon: options.coupon ? pricingCouponOf(options.coupon, toMinor) : null,
    userKind: options.userKind,
    fee: feeInMinor(options.fee, toMinor),
    serviceFee: toMinor(options.serviceFee),
    exclusiveTaxes: options.exclusiveTaxes.map((tax) => ({ id: tax.id, name: tax.name, rate: tax.rate })),
    wallet: { balance: toMinor(options.wallet?.balance ?? 0), use: options.wallet?.use ?? false },
    roundingStep: options.roundingStep ?? 1,
  };
}
