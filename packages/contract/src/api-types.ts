import { z } from 'zod';
import type { WeekSchedule } from './business-file-common.ts';
import type { SellingTypeKey } from './business-file.ts';
import { themeIdSchema } from './business-state.ts';

/** Every rejected request answers this shape with a 4xx or 5xx status. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: { path: string; message: string; code?: string }[] };
}

/** Headers every call of the web app sends (SPEC §7). */
export const clientHeaderNames = {
  app: 'x-app',
  version: 'x-app-version',
  locale: 'locale',
  currentTime: 'current-time',
} as const;

export const referenceIdParam = z.object({
  referenceId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Unknown business reference'),
});
export const numericIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const domainParam = z.object({
  domain: z.string().regex(/^[a-z0-9.-]{3,253}$/i, 'Invalid domain'),
  activeBranchRef: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
});
/** `wv`: opened inside a mobile app's web view, which shows its own navigation and login (decision 0096). */
export const webViewFlag = z
  .enum(['1', '0', 'true', 'false'], 'Expected 1, 0, true or false')
  .transform((flag) => flag === '1' || flag === 'true');
export const restaurantQuery = z.object({
  theme_id: themeIdSchema.optional(),
  wv: webViewFlag.optional(),
  branch: z.coerce.number().int().positive().optional(),
  /** The language when the call cannot send the `locale` header: the app shell's preload of a large answer. */
  locale: z.string().min(1).max(35).optional(),
});

export const shiftsQuery = z.object({ branch_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });

export interface TaxWire {
  id: number;
  name: string;
  rate: number;
}
export interface CurrencyWire {
  code: string;
  symbol: string;
  name: string;
  decimal_digits: number;
  /** Step the amount to pay is rounded to, in major units (0.05 for CHF); 0: the minor unit (SPEC §3). */
  rounding?: number;
}

export interface BranchWire {
  id: number;
  reference_id: string;
  name: string;
  address: string;
  phone: string | null;
  location: { lat: number; lng: number };
  time_zone: string;
  selling_types: SellingTypeKey[];
}

export interface CheckoutOptionsWire {
  enabled: boolean;
  cart: boolean;
  cash: boolean;
  credit: boolean;
  scheduled_orders: {
    on: boolean;
    only_schedule: boolean;
    min_advance: { value: number; scale: 'min' | 'hour' | 'day' };
    max_advance: { value: number; scale: 'min' | 'hour' | 'day' };
  };
  showCarInfo: boolean;
  form?: { type: string };
  fields?: Partial<Record<string, { on: boolean; required: boolean }>>;
  drop_pin: boolean;
  send_gift: boolean;
  enable_gift: boolean;
}

/** A channel of guests' status messages (issue 17). */
export type NotifyChannel = 'sms' | 'whatsapp';

export interface RestaurantWire {
  id: number;
  reference_id: string;
  branch_id: number;
  /** The account that owns the business; a user is signed in for it when their business_id equals it. */
  user_id: number;
  business_name: string;
  business_type: string;
  currency: CurrencyWire;
  country_iso: string;
  locales: string[];
  theme: { primary: string; accent: string };
  logo: string | null;
  header_bg: string | null;
  menu_layout: 'grid' | 'list' | 'one_page';
  dark_mode: 'auto' | 'on' | 'off';
  selling_types: SellingTypeKey[];
  reservation: { enabled: boolean; with_table: boolean; type: 1 | 2; max_users: number; min_advance: number };
  payment_methods: number[];
  checkoutDelivery: CheckoutOptionsWire | null;
  checkoutCarPickup: CheckoutOptionsWire | null;
  checkoutDineIn: CheckoutOptionsWire | null;
  exclusiveTaxes: TaxWire[];
  branches: BranchWire[];
  social_links: Partial<Record<string, string>>;
  policies: Partial<Record<string, string>>;
  whatsapp_phone: string | null;
  /** The channels a guest may opt in to at checkout to hear status changes (issue 17); empty: none. */
  notify_channels: NotifyChannel[];
  enable_wallet: boolean;
  disable_otp: boolean;
  fees: number;
  hide_price: boolean;
  labels: Record<string, string>;
  /** Shuffle the outside-schedule categories after the open ones (SPEC §5), seeded per visit. */
  randomize_categories: boolean;
}

export interface BranchVisibilityWire {
  branch_id: number;
  visible: boolean;
  available?: { status: boolean; from?: string; to?: string };
}

export interface PriceLabelWire {
  id: number;
  label: string;
  price: number;
  weight: number;
  shippingWeight: number;
  minimum: number;
  maximum: number | null;
  isQty: boolean;
  unit: string;
  preparation_time: number | null;
}

export interface ModifierWire {
  id: number;
  name: string;
  price: number;
  max_quantity: number;
  taxes: TaxWire[];
}
export interface ModifierGroupWire {
  id: number;
  name: string;
  min: number;
  max: number;
  modifiers: ModifierWire[];
}

/** The language of a text shown in another language than asked (the fallback chain, decision 0099). */
export interface TextLangWire {
  name?: string;
  description?: string;
}

export interface ItemWire {
  id: number;
  category_id: number;
  name: string;
  description: string;
  /** Present only when the name or description is not in the asked language: the web app marks it `lang`. */
  text_lang?: TextLangWire;
  image: string | null;
  types: { delivery: boolean; dine_in: boolean; car_pickup: boolean; reservation: boolean };
  visible: boolean;
  sort: number;
  price_display: 'starting_from' | 'multiple_options' | 'price_on_selection' | 'min_max';
  hide_price: boolean;
  require_comment: boolean;
  price_labels: PriceLabelWire[];
  modifier_groups: ModifierGroupWire[];
  inclusive_taxes: TaxWire[];
  tags: string[];
  calories: number | null;
  schedule: WeekSchedule | null;
  branches: BranchVisibilityWire[];
  /** The top category of the item's category chain (its own category when that has no parent). */
  grand_category: { id: number; name: string } | null;
  /** SPEC §3: the marketplace or POS the dish comes from and its id there; every order line of it carries them. */
  provider: string | null;
  provider_id: string | null;
}

export interface CategoryWire {
  id: number;
  parent_id: number | null;
  name: string;
  description: string;
  /** Present only when the name or description is not in the asked language: the web app marks it `lang`. */
  text_lang?: TextLangWire;
  image: string | null;
  visible: boolean;
  sort: number;
  schedule: WeekSchedule | null;
  branches: BranchVisibilityWire[];
  /** Shown first among the open categories while `pin_schedule` (null: always) is open (SPEC §3). */
  pin: boolean;
  pin_schedule: WeekSchedule | null;
  items: ItemWire[];
}

export interface DiscountValueWire {
  id?: number;
  type: 'percent' | 'fixed';
  value: number;
}
export interface SellingTypeDiscountWire {
  all_menu?: DiscountValueWire;
  items: Record<string, DiscountValueWire>;
  categories: Record<string, DiscountValueWire>;
}
export type DiscountsWire = Partial<Record<'delivery' | 'car_pickup' | 'dine_in', SellingTypeDiscountWire>>;

export interface SmartCategoryWire {
  id: number;
  name: string;
  items: number[];
  randomize: boolean;
}

export interface MenuWire {
  categories: CategoryWire[];
}

/** GET webapp/v5/restaurant/{referenceId} */
export interface RestaurantResponse {
  restaurant: RestaurantWire;
  discounts: DiscountsWire;
  message: string;
  menu: MenuWire;
  smart_categories: SmartCategoryWire[];
  highlightedCat: number | null;
  showStandardSubCats: boolean;
  redirect: boolean;
  url: string | null;
  pixels: Partial<Record<string, string>>;
  /** 1 when the business is switched off or replacing its menu: show `message` instead of the menu. */
  error: number;
  /** The named theme applied to `restaurant.theme`, or null for the business's own. */
  theme_id: string | null;
  /** True when asked with `wv=1`: the web app hides what the mobile app around it shows itself. */
  webview: boolean;
}

export interface ShiftIntervalWire {
  from: string;
  to: string;
}
export interface TypeShiftStatusWire {
  status: 'open' | 'closed';
  /** Local time "HH:mm" of the next opening, or null when it does not open again within a week. */
  opens_at: string | null;
  /** Next opening as an ISO date-time with offset. */
  opens_at_iso: string | null;
  shifts: ShiftIntervalWire[];
}
/** GET webapp/v5/shifts/{referenceId} */
export interface ShiftsResponse {
  branch_id: number;
  time_zone: string;
  now: string;
  today: Partial<Record<SellingTypeKey, TypeShiftStatusWire>>;
  days: {
    date: string;
    weekday: number;
    types: Partial<Record<SellingTypeKey, { closed: boolean; slots: ShiftIntervalWire[] }>>;
  }[];
  /** The branch's week schedule per selling type (SPEC §3), from which scheduled-order slots are generated. */
  schedules: Partial<Record<SellingTypeKey, WeekSchedule>>;
}
