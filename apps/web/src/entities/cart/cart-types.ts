import type { ItemWire } from '@okmenu/contract';
import type { RouteType } from '../business/selling-types.ts';

/** A chosen modifier of a cart line, with what it cost when added (shown only while the menu loads). */
export interface CartModifier {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/**
 * The price label of a cart line (SPEC §3 cart item price_label). The weight, unit, isQty and preparation-time
 * fields are optional: carts saved before they were kept lack them.
 */
export interface CartPriceLabel {
  id: number;
  label: string;
  price: number;
  minimum: number;
  maximum: number | null;
  weight?: number;
  shippingWeight?: number;
  /** False when the label is sold by its unit (weight) rather than counted pieces. */
  isQty?: boolean;
  /** What one unit of the label is ("kg"), in the guest's language when added; empty for none. */
  unit?: string;
  /** Minutes the kitchen needs, when the business says. */
  preparation_time?: number | null;
}

/**
 * One line of the cart (SPEC §3 cart item, the fields that apply without delivery). Prices kept here
 * are a snapshot for display only: the breakdown is always computed from the current menu and the server.
 */
export interface CartItem {
  /** Identifies the line; lines with the same item and choices are merged. */
  lineId: string;
  /** The item id. */
  id: number;
  name: string;
  image: string | null;
  category_id: number;
  count: number;
  /** The label's price when added (major unit). */
  price: number;
  price_label: CartPriceLabel;
  modifiers: CartModifier[];
  /** The guest's note for the kitchen (the item page's comment). */
  note: string;
  types: ItemWire['types'];
  /** Branches the item is sold in when added; empty means every branch. */
  branches: number[];
  /** The marketplace or POS the dish comes from and its id there, when the item names them (decision 0110). */
  provider?: string;
  provider_id?: string;
}

/** Details of the guest's car for a car-pickup order. */
export interface CarDetails {
  model: string;
  color: string;
  plate: string;
}

/** The dine-in table, chosen at checkout or preset by a table QR link (`?table=ID`). */
export interface CartTable {
  id: number;
  name: string | null;
}

/** Why the cart changed by itself, told once to the guest. */
export type CartNotice =
  | { kind: 'dropped'; names: string[]; type: RouteType | null }
  /** Lines the current menu no longer has, removed when the server said the menu changed (decision 0110). */
  | { kind: 'menuChanged'; names: string[] }
  | { kind: 'reordered'; added: number; dropped: string[] };

/** The cart (SPEC §3 cart, the fields that apply now); persisted as `okmenu-cart`. */
export interface CartData {
  /** The business the cart belongs to; opening another business starts a new cart. */
  referenceId: string | null;
  branchId: number | null;
  orderType: RouteType | null;
  items: CartItem[];
  note: string;
  /** The coupon code the guest entered; calc-order says whether it applies. */
  coupon: string | null;
  car: CarDetails;
  name: string;
  /** The phone number as typed, national or with its +code. */
  phone: string;
  /** The ISO country of the phone's dial code (SPEC phoneObj). */
  phoneCountry: string | null;
  table: CartTable | null;
  /** Now or later (SPEC orderTime, default now). */
  orderTime: 'now' | 'later';
  /** The selected schedule date (YYYY-MM-DD) and slot start (ISO), persisted (SPEC §4). */
  scheduleDate: string | null;
  scheduleSlot: string | null;
  /** Delivery: the queried address and area; set by the delivery step, cleared by reset. */
  queriedAddress: unknown;
  area: unknown;
  payment_type: number;
  /** The Idempotency-Key of the current checkout attempt, kept until an order succeeds. */
  checkoutKey: string | null;
  notice: CartNotice | null;
}
