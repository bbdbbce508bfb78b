import type { CouponRejection } from '@okmenu/domain';
import { z } from 'zod';
import { anySellingType } from './menu-calls.ts';

/**
 * POST /service/pos/calc-order/{id}: the price breakdown of a cart intent, computed by the server from its
 * own data (decision 0030). `{id}` is the business id (`restaurant.id` of the restaurant call); the branch
 * is in the body. The body says what the customer chose, never what it costs: price fields that cart
 * items carry (SPEC §3) are accepted and ignored, any other unknown key is refused.
 */

const id = z.number().int().positive().max(2_147_483_647);

/** A price a client may send along; accepted so SPEC cart items pass, never read. */
const ignoredPrice = z.union([z.number(), z.string().max(40), z.null()]).optional();

/** Drops ignored keys from a parsed object, so no code can read them by mistake. */
function omitKeys<T extends Record<string, unknown>, K extends string>(keys: readonly K[]) {
  return (value: T): Omit<T, K> => {
    const copy = { ...value };
    for (const key of keys) delete copy[key];
    return copy;
  };
}

const modifierPriceKeys = ['price', 'taxes'] as const;
const chosenModifier = z
  .object({
    id,
    quantity: z.number().int().min(1).max(99),
    price: ignoredPrice,
    taxes: z.array(z.unknown()).max(10).optional(),
  })
  .strict()
  .transform(omitKeys(modifierPriceKeys));

const linePriceKeys = [
  'price',
  'netPrice',
  'discountedPrice',
  'modifiersPrice',
  'total_price',
  'unit_price',
  'priceAfterCoupon',
  'couponDiscountAmount',
] as const;

/** A modifier as SPEC §3 cart items describe it in `modifiers_details`; its price and name are never read. */
const modifierDetail = z
  .object({
    id,
    quantity: z.number().int().min(1).max(99).default(1),
    price: ignoredPrice,
    taxes: z.array(z.unknown()).max(10).optional(),
    name: z.union([z.string().max(200), z.record(z.string(), z.string().max(200))]).optional(),
  })
  .strict()
  .transform(({ id: modifierId, quantity }) => ({ id: modifierId, quantity }));

/** SPEC §3 `modifiers` as a comma list of ids, e.g. "210,221" (an id listed twice counts twice). */
const modifierIdList = /^(\d{1,10}(,\d{1,10})*)?$/;
const modifierObjects = z.array(chosenModifier).max(100);
type ModifiersInput = z.input<typeof modifierObjects> | string;

/** How many of a line's item: 1 to 999. */
const lineCount = z.number().int().min(1).max(999);

const lineShape = z
  .object({
    item_id: id,
    price_label_id: id,
    count: lineCount,
    /** The chosen modifiers with their quantities, or (SPEC §3) a comma list of their ids. */
    // Checked in calcOrderLine, so a bad entry of either form is named by its own path.
    modifiers: z
      .custom<ModifiersInput>(
        (value) => typeof value === 'string' || Array.isArray(value),
        'Expected a list of modifiers or a comma list of their ids',
      )
      .default([]),
    /** SPEC §3: the modifiers of a comma list with their quantities; must name the same ids. */
    modifiers_details: z.array(modifierDetail).max(100).optional(),
    comment: z.string().max(500).optional(),
    /** What the client's menu said about the price label; checked against the server's (decision 0096). */
    isQty: z.boolean().optional(),
    weight: z.number().nonnegative().max(100_000).nullable().optional(),
    shippingWeight: z.number().nonnegative().max(100_000).nullable().optional(),
    /** The business discount the client saw on this line; refused when it no longer applies. */
    discount_id: id.nullable().optional(),
    /** The item's marketplace or POS and its id there: checked against the item's, which the order stores (decision 0110). */
    provider: z.string().trim().max(60).nullable().optional(),
    provider_id: z
      .union([z.string().trim().max(100), z.number().int().nonnegative()])
      .nullable()
      .optional(),
    price: ignoredPrice,
    netPrice: ignoredPrice,
    discountedPrice: ignoredPrice,
    modifiersPrice: ignoredPrice,
    total_price: ignoredPrice,
    unit_price: ignoredPrice,
    priceAfterCoupon: ignoredPrice,
    couponDiscountAmount: ignoredPrice,
  })
  .strict();

type LineShape = z.infer<typeof lineShape>;
/** A line after shaping: what the server reads. */
type ShapedLine = Omit<LineShape, (typeof linePriceKeys)[number] | 'modifiers_details' | 'modifiers'> & {
  modifiers: { id: number; quantity: number }[];
};

const idsOf = (modifiers: LineShape['modifiers']): number[] =>
  typeof modifiers === 'string'
    ? modifiers.split(',').filter(Boolean).map(Number)
    : parsedModifiers(modifiers).map((modifier) => modifier.id);

/**
 * The modifier objects of a line as parsed when its checks ran (`checkLineModifiers`), so shaping the line
 * does not parse them a second time (decision 0122); parsed here when not yet seen.
 */
const parsedModifierLists = new WeakMap<object, z.output<typeof modifierObjects>>();

function parsedModifiers(modifiers: Exclude<LineShape['modifiers'], string>): z.output<typeof modifierObjects> {
  // An empty list (most lines) parses to a new empty list.
  if (Array.isArray(modifiers) && modifiers.length === 0) return [];
  return parsedModifierLists.get(modifiers) ?? modifierObjects.parse(modifiers);
}

/** The chosen modifiers with quantities, from either form (details give the quantities of a comma list). */
function chosenModifiers(line: LineShape): { id: number; quantity: number }[] {
  if (typeof line.modifiers !== 'string') return parsedModifiers(line.modifiers);
  if (line.modifiers_details) return line.modifiers_details;
  const counts = new Map<number, number>();
  for (const modifierId of idsOf(line.modifiers)) counts.set(modifierId, (counts.get(modifierId) ?? 0) + 1);
  return [...counts].map(([modifierId, quantity]) => ({ id: modifierId, quantity }));
}

/** The checks a line's modifiers take, in either form (for a calc-order line and an order line alike). */
function checkLineModifiers(line: Pick<LineShape, 'modifiers' | 'modifiers_details'>, context: z.RefinementCtx): void {
  if (typeof line.modifiers === 'string') {
    if (!modifierIdList.test(line.modifiers)) {
      context.addIssue({ code: 'custom', path: ['modifiers'], message: 'Expected a comma list of modifier ids' });
      return;
    }
  } else {
    const parsed = modifierObjects.safeParse(line.modifiers);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', path: ['modifiers', ...issue.path], message: issue.message });
      }
      return;
    }
    // An empty list (most lines) needs no keeping: a WeakMap entry costs more than parsing it again.
    if (parsed.data.length > 0) parsedModifierLists.set(line.modifiers, parsed.data);
  }
  if (!line.modifiers_details) return;
  const listed = new Set(idsOf(line.modifiers));
  const detailed = new Set(line.modifiers_details.map((m) => m.id));
  if (listed.size !== detailed.size || [...listed].some((modifierId) => !detailed.has(modifierId))) {
    context.addIssue({ code: 'custom', path: ['modifiers'], message: 'Does not match modifiers_details' });
  }
}

/** Keys a checked line drops: prices are never read, details only give a comma list its quantities. */
const droppedLineKeys: ReadonlySet<string> = new Set([...linePriceKeys, 'modifiers_details']);

/**
 * A checked line as the server reads it: no price keys, the modifiers with their quantities; an order line's
 * `quantity` becomes `count`, last. Built in one pass over the parsed line's keys, in their order (the order
 * is part of the stored request hash, so it must not change): the rest-and-spread copies this replaced cost
 * about half of validating a line (decision 0122).
 */
function shapeLine(line: LineShape): ShapedLine;
function shapeLine(line: OrderLineShape, countKey: 'quantity'): ShapedLine;
function shapeLine(line: LineShape | OrderLineShape, countKey?: 'quantity'): ShapedLine {
  const shaped: Record<string, unknown> = {};
  const source = line as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (droppedLineKeys.has(key) || key === countKey) continue;
    shaped[key] = key === 'modifiers' ? chosenModifiers(line as LineShape) : source[key];
  }
  if (countKey) shaped.count = source[countKey];
  return shaped as ShapedLine;
}

/** One cart line: an item, its price label, a count and the chosen modifiers with their quantities. */
export const calcOrderLine = lineShape.superRefine(checkLineModifiers).transform((line) => shapeLine(line));

/**
 * One order line (POST webapp/order): a calc-order line whose count is sent as the SPEC's `quantity`.
 * One object with the same fields and checks, rather than a rename piped into calcOrderLine: zod ran that
 * pipe about ten times slower than the line itself, the largest part of validating an order (decision 0113).
 */
const orderLineShape = lineShape.omit({ count: true }).extend({ quantity: lineCount });
type OrderLineShape = z.infer<typeof orderLineShape>;

export const orderLine = orderLineShape
  .superRefine(checkLineModifiers)
  .transform((line) => shapeLine(line, 'quantity'));

const topPriceKeys = ['fees', 'total'] as const;

/** A point on the map, latitude and longitude in degrees. */
export const latLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict();

/** Where a delivery goes (see calcOrderBody.delivery). */
export const deliveryTarget = z
  .object({ zone_id: id.optional(), area_id: id.optional(), location: latLng.optional() })
  .strict()
  .refine((d) => d.zone_id !== undefined || d.area_id !== undefined || d.location !== undefined, {
    message: 'Choose your area or drop a pin',
  });

/** The body of calc-order: a cart intent. Delivery zone and shipping country exclude each other. */
export const calcOrderBody = z
  .object({
    branch_id: id,
    selling_type: anySellingType,
    lines: z.array(calcOrderLine).min(1, 'The cart is empty').max(100, 'At most 100 lines'),
    coupon_code: z.string().trim().max(60).nullable().optional(),
    /** Pay with the wallet; a guest's balance is 0 until accounts exist. */
    use_wallet: z.boolean().default(false),
    /**
     * A reservation pre-order (SPEC §3 order payload's reservation flag): with a dine-in selling type, the cart is
     * checked and priced as a reservation, so reservation-only dishes are accepted (decision 0093).
     */
    reservation: z.boolean().default(false),
    /**
     * Where a delivery goes: the chosen area (its zone's fee applies), else the location (the zone
     * containing it applies; outside every zone is refused). `zone_id` alone prices an estimate in
     * calc-order; an order needs an area or a location.
     */
    delivery: deliveryTarget.nullable().optional(),
    /** When the order is wanted, for a scheduled order: items are checked against their hours then. */
    at: z.iso.datetime({ offset: true }).nullable().optional(),
    shipping: z.object({ country_id: id }).strict().nullable().optional(),
    fees: ignoredPrice,
    total: ignoredPrice,
  })
  .strict()
  .refine((body) => !(body.delivery && body.shipping), {
    message: 'Send either a delivery zone or a shipping country, not both',
    path: ['shipping'],
  })
  .transform(omitKeys(topPriceKeys));

/** The body as the server reads it: defaults filled in, ignored prices gone. */
export type CalcOrderBody = z.infer<typeof calcOrderBody>;
/** The body as a client sends it. */
export type CalcOrderBodyInput = z.input<typeof calcOrderBody>;
/** One line as the server reads it. */
export type CalcOrderLine = z.infer<typeof calcOrderLine>;

/** A coupon's rules (SPEC §3 inner coupon); a fixed `discount_value` is in the major unit. */
export interface CouponRulesWire {
  code: string;
  discount_type: 'percent' | 'fixed';
  discount_value: number;
  all_menu: boolean;
  item_ids: number[];
  user_type: 'all' | 'guests' | 'auth_users';
  max_allowed_items: number | null;
  free_delivery: boolean;
  selling_types: string[] | null;
}

/** One priced line; money in the major unit. */
export interface CalcOrderLineWire {
  /** Position of the line in the request. */
  index: number;
  item_id: number;
  price_label_id: number;
  count: number;
  unit_price: number;
  /** Modifiers of one unit. */
  modifiers_price: number;
  discount: { per_unit: number; total: number; source: 'item' | 'category' | 'all_menu' | null };
  /** One unit after the business discount, modifiers included, before the coupon. */
  net_unit_price: number;
  coupon_discount: number;
  coupon_units: number;
  /** Tax contained in `line_total`; never added again. */
  inclusive_tax: number;
  line_total: number;
}

/** The answer of calc-order: the breakdown in the major unit of `currency` (SPEC §9 decimals). */
export interface CalcOrderResponse {
  business_id: number;
  branch_id: number;
  /** The selling type prices were taken under. */
  selling_type: 'delivery' | 'car_pickup' | 'dine_in';
  currency: string;
  lines: CalcOrderLineWire[];
  subtotal: number;
  discount_total: number;
  coupon_discount: number;
  items_total: number;
  inclusive_tax_total: number;
  exclusive_taxes: { id: number; name: string; rate: number; amount: number }[];
  delivery_fee: number;
  shipping_fee: number;
  service_fee: number;
  free_delivery: boolean;
  total_before_wallet: number;
  wallet_discount: number;
  /** Cash rounding of the currency (e.g. CHF to 0.05) included in `total`; 0 for most currencies. */
  rounding_adjustment: number;
  total: number;
  min_order: number;
  missing_for_min_order: number;
  /** Null when no code was sent; `rules` is null when the code is unknown or outside its validity window. */
  coupon: {
    code: string;
    applied: boolean;
    /** Why it did not apply (the domain's code; the web app translates it). */
    rejection: CouponRejection | null;
    rules: CouponRulesWire | null;
  } | null;
}
