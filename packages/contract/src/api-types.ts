import { z } from 'zod';
import type { SellingTypeKey, WeekSchedule } from './business-file.ts';

/** Every rejected request answers this shape with a 4xx or 5xx status. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
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
export const restaurantQuery = z.object({
  theme_id: z.string().max(40).optional(),
  wv: z.string().max(40).optional(),
  branch: z.coerce.number().int().positive().optional(),
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
  enable_wallet: boolean;
  disable_otp: boolean;
  fees: number;
  hide_price: boolean;
  labels: Record<string, string>;
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

export interface ItemWire {
  id: number;
  category_id: number;
  name: string;
  description: string;
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
}

export interface CategoryWire {
  id: number;
  parent_id: number | null;
  name: string;
  description: string;
  image: string | null;
  visible: boolean;
  sort: number;
  schedule: WeekSchedule | null;
  branches: BranchVisibilityWire[];
  items: ItemWire[];
}

export interface DiscountValueWire {
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
  error: number;
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

/** GET webapp/branches/{businessId} */
export interface BranchesResponse {
  branches: BranchWire[];
}
