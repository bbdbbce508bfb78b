import type { Minor } from '../money/money.ts';

/** A selling type as the pricing engine sees it (already normalised, SPEC §4). */
export type PricingSellingType = 'delivery' | 'car_pickup' | 'dine_in';

/** Whether the customer is a guest or logged in; coupons may be limited to one kind (SPEC §5). */
export type UserKind = 'guest' | 'user';

/** A tax rate in percent, e.g. `{ rate: 5 }` for 5 %. */
export interface TaxRate {
  rate: number;
}

/** A business discount: a percentage, or a fixed amount in minor units taken off each unit. */
export interface DiscountRule {
  /** What an order line names as its `discount_id`, when the business numbered the discount. */
  id?: number | undefined;
  type: 'percent' | 'fixed';
  value: number;
}

/** The discounts of one selling type (SPEC §3): all_menu, then per item and per category id. */
export interface SellingTypeDiscounts {
  all_menu?: DiscountRule;
  items: Record<string, DiscountRule>;
  categories: Record<string, DiscountRule>;
}

/** Discounts of every selling type, as the business data carries them. */
export type DiscountsBySellingType = Partial<Record<PricingSellingType, SellingTypeDiscounts>>;

/** A chosen modifier: its price per unit and how many of it go with one unit of the item. */
export interface PricingModifier {
  id: number;
  unitPrice: Minor;
  quantity: number;
  /** Inclusive taxes of the modifier; absent means the item's inclusive taxes apply to it. */
  taxes?: TaxRate[];
}

/** One cart line as the engine prices it; every price comes from the server's or menu's own data. */
export interface PricingLine {
  /** Identifies the line in the breakdown; unique within a cart. */
  key: string;
  itemId: number;
  categoryId: number;
  /** Price of the chosen price label. */
  unitPrice: Minor;
  priceLabelId: number;
  count: number;
  modifiers: PricingModifier[];
  inclusiveTaxes: TaxRate[];
  /** Kilograms of one unit of the price label, used for shipping. */
  weight: number;
}

/** A coupon found by code, with its rules (SPEC §3, §5). */
export interface PricingCoupon {
  code: string;
  discountType: 'percent' | 'fixed';
  /** Percent number for percent coupons, minor units for fixed coupons. */
  discountValue: number;
  allMenu: boolean;
  itemIds: number[];
  userType: 'all' | 'guests' | 'auth_users';
  maxAllowedItems?: number;
  freeDelivery: boolean;
  /** Selling types the coupon is limited to; absent means every selling type. */
  sellingTypes?: PricingSellingType[];
}

/** The fee source of an order: a delivery zone, a shipping country, or nothing. */
export type FeeInput =
  | { kind: 'delivery'; zone: { fees: Minor; minOrder: Minor } }
  | { kind: 'shipping'; country: { feesPerKg: Minor; fixedFees: Minor; minOrder: Minor } }
  | { kind: 'none' };

/** A business exclusive tax (SPEC §3), added on top of the items. */
export interface ExclusiveTax {
  id: number;
  name: string;
  rate: number;
}

/** Everything `priceCart` needs; all money in integer minor units. */
export interface PricingInput {
  lines: PricingLine[];
  sellingType: PricingSellingType;
  discounts: DiscountsBySellingType;
  coupon?: PricingCoupon | null;
  userKind: UserKind;
  fee?: FeeInput;
  /** The business's fixed service fee per order. */
  serviceFee?: Minor;
  exclusiveTaxes: ExclusiveTax[];
  wallet?: { balance: Minor; use: boolean };
  /** The currency's rounding step in minor units (`roundingStep`); the amount to pay is rounded to it. */
  roundingStep?: Minor;
}

/** Why a coupon was not applied, as a code the interface translates. */
export type CouponRejection =
  | 'not_found'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'not_for_logged_in_users'
  | 'not_for_guests'
  | 'not_for_selling_type'
  | 'no_eligible_items';

/** Which business discount priced a line. */
export type DiscountSource = 'item' | 'category' | 'all_menu';

/** The priced form of one cart line. */
export interface LineBreakdown {
  key: string;
  itemId: number;
  /** The count actually priced (floor 1, SPEC §5). */
  count: number;
  unitPrice: Minor;
  /** Price of the modifiers of one unit. */
  modifiersPrice: Minor;
  discount: { perUnit: Minor; total: Minor; source: DiscountSource | null };
  /** Price of one unit after the business discount, before the coupon. */
  netUnitPrice: Minor;
  couponDiscount: Minor;
  couponUnits: number;
  /** Inclusive tax contained in `lineTotal`; informational, never added to the total. */
  inclusiveTax: Minor;
  lineTotal: Minor;
}

/** An exclusive tax with the amount it adds to the order. */
export interface ExclusiveTaxAmount extends ExclusiveTax {
  amount: Minor;
}

/** The full price breakdown of a cart, identical on the web and on the server. */
export interface Breakdown {
  lines: LineBreakdown[];
  /** Sum of unit price plus modifiers times count, before any discount. */
  subtotal: Minor;
  discountTotal: Minor;
  couponDiscount: Minor;
  /** Subtotal minus business discounts and coupon: what the items cost. */
  itemsTotal: Minor;
  inclusiveTaxTotal: Minor;
  exclusiveTaxes: ExclusiveTaxAmount[];
  deliveryFee: Minor;
  shippingFee: Minor;
  serviceFee: Minor;
  /** Whether an applied coupon waived the delivery or shipping fee. */
  freeDelivery: boolean;
  /** Everything due before the wallet pays its part. */
  totalBeforeWallet: Minor;
  walletDiscount: Minor;
  /** What the currency's rounding step added to (or took off) the amount to pay; 0 for most currencies. */
  roundingAdjustment: Minor;
  /** What is left to pay, never below zero, rounded to the currency's step. */
  total: Minor;
  minOrder: Minor;
  missingForMinOrder: Minor;
  couponRejection: CouponRejection | null;
}
