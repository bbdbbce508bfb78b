import { onlinePaymentSettings } from './payment-calls.ts';
import { z } from 'zod';
import { checkReferences } from './business-file-references.ts';
import { colour, id, mediaPath, money, taxSchema, weekScheduleSchema } from './business-file-common.ts';
import { checkoutOptionsSchema, shippingCountrySchema, zoneSchema } from './business-file-delivery.ts';
import { categorySchema, itemSchema, smartCategorySchema, tagSchema } from './business-file-menu.ts';
import { businessStateSchema, movedToSchema, themeIdSchema } from './business-state.ts';
import { localeSchema, localizedTextSchema } from './localized.ts';
import { questionnaireSchema } from './questionnaire.ts';

/**
 * The business import file: everything an owner configures (SPEC §3).
 * Money is written in the currency's major unit (1.250 KWD); the importer converts it to
 * integer minor units and refuses more decimals than the currency has.
 */

export const sellingTypeSchema = z.enum(['delivery', 'car_pickup', 'dine_in', 'reservation', 'product_service']);
export type SellingTypeKey = z.infer<typeof sellingTypeSchema>;

/** A table area's code ("hall", "terrace"), what a guest's preference and a booking keep. */
const areaCode = z.string().regex(/^[a-z0-9_-]{1,40}$/);

export const branchSchema = z.object({
  id,
  reference_id: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  name: localizedTextSchema,
  address: localizedTextSchema.optional(),
  phone: z.string().max(30).optional(),
  /** The branch's own WhatsApp number; the business's `whatsapp_phone` otherwise. */
  whatsapp_phone: z
    .string()
    .regex(/^\+?[0-9]{6,16}$/)
    .optional(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  time_zone: z.string().max(64).default('Asia/Kuwait'),
  selling_types: z.array(sellingTypeSchema).min(1),
  /** Opening hours per selling type. */
  shifts: z.partialRecord(sellingTypeSchema, weekScheduleSchema),
  /** The names of the branch's table areas per language; once given, every table area of the branch needs one. */
  table_areas: z
    .array(z.object({ code: areaCode, name: localizedTextSchema }))
    .max(100)
    .optional(),
});

/** A business discount; its optional `id` is what order lines name as `discount_id` (decision 0096). */
export const discountValueSchema = z.object({ id: id.optional(), type: z.enum(['percent', 'fixed']), value: money });
export const sellingTypeDiscountSchema = z.object({
  all_menu: discountValueSchema.optional(),
  items: z.record(z.string().regex(/^\d+$/), discountValueSchema).default({}),
  categories: z.record(z.string().regex(/^\d+$/), discountValueSchema).default({}),
});
export const discountsSchema = z.object({
  delivery: sellingTypeDiscountSchema.optional(),
  car_pickup: sellingTypeDiscountSchema.optional(),
  dine_in: sellingTypeDiscountSchema.optional(),
});

export const tableSchema = z
  .object({
    id,
    branch_id: id,
    name: localizedTextSchema,
    seats: z.number().int().min(1).max(100).default(2),
    /** The smallest party the table is given to (a table for six is not given to two). */
    min_seats: z.number().int().min(1).max(100).default(1),
    /** The area a guest may prefer when booking, e.g. "terrace". */
    area: areaCode.optional(),
    /** Tables of one branch sharing a join group can be pushed together for a larger party. */
    join_group: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .optional(),
  })
  .refine((t) => t.min_seats <= t.seats, { message: 'min_seats exceeds seats', path: ['min_seats'] });

/** What a venue needs for reservations beyond SPEC §3's fields (decision 0093); minutes unless named. */
const reservationVenueFields = {
  slot_minutes: z.number().int().min(5).max(240).default(30),
  stay_minutes: z.number().int().min(15).max(720).default(90),
  party_min: z.number().int().min(1).max(100).default(1),
  /** The largest party; unset means SPEC §3's max_users. */
  party_max: z.number().int().min(1).max(100).optional(),
  days_ahead: z.number().int().min(1).max(365).default(30),
  /** Guests arriving in one slot at most; unset means the tables are the only limit. */
  guests_per_slot: z.number().int().min(1).max(10_000).optional(),
  /** A guest may cancel until this many minutes before the booking. */
  cancel_cutoff_minutes: z.number().int().min(0).max(10_080).default(120),
};

export const couponSchema = z.object({
  id,
  code: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/),
  discount_type: z.enum(['percent', 'fixed']),
  discount_value: money,
  all_menu: z.boolean().default(true),
  item_ids: z.array(id).max(1000).default([]),
  user_type: z.enum(['all', 'guests', 'auth_users']).default('all'),
  max_allowed_items: z.number().int().min(1).max(10_000).optional(),
  free_delivery: z.boolean().default(false),
  selling_types: z.array(sellingTypeSchema).optional(),
  starts_at: z.iso.datetime({ offset: true }).optional(),
  ends_at: z.iso.datetime({ offset: true }).optional(),
  active: z.boolean().default(true),
});

export const walletPackageSchema = z.object({
  id,
  name: localizedTextSchema,
  description: localizedTextSchema.optional(),
  price: money,
  credit: money,
  active: z.boolean().default(true),
});

export const bannerSchema = z.object({
  id,
  image: mediaPath,
  title: localizedTextSchema.optional(),
  link_item_id: id.optional(),
  link_category_id: id.optional(),
  starts_on: z.iso.date().optional(),
  ends_on: z.iso.date().optional(),
  branch_ids: z.array(id).default([]),
});

export const policyKeys = ['privacy', 'terms', 'refund', 'delivery'] as const;
/** A policy per language; policies run longer than other business text. */
export const policyTextSchema = z
  .partialRecord(localeSchema, z.string().max(50_000))
  .refine((value) => Object.keys(value).length > 0, { message: 'At least one language is required' });

export const businessSettingsSchema = z.object({
  reference_id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Lowercase letters, digits and dashes'),
  domains: z
    .array(z.string().regex(/^[a-z0-9.-]{3,253}$/))
    .max(10)
    .default([]),
  business_name: localizedTextSchema,
  business_type: z.enum(['restaurant', 'cafe', 'bakery', 'retail', 'services', 'other']).default('restaurant'),
  /** What the kitchen serves, as search engines read it (schema.org `servesCuisine`), e.g. "Kuwaiti". */
  cuisines: z.array(z.string().min(1).max(60)).max(10).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  country_iso: z.string().regex(/^[A-Z]{2}$/),
  locales: z.array(localeSchema).min(1).max(41),
  theme: z
    .object({ primary: colour.default('rgb(109,85,124)'), accent: colour.default('rgba(180,81,76,1)') })
    .default({ primary: 'rgb(109,85,124)', accent: 'rgba(180,81,76,1)' }),
  logo: mediaPath.optional(),
  header_bg: mediaPath.optional(),
  menu_layout: z.enum(['grid', 'list', 'one_page']).default('grid'),
  dark_mode: z.enum(['auto', 'on', 'off']).default('auto'),
  payment_methods: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(8)]))
    .min(1)
    .default([2]),
  /** Online payment (payment method 1): the gateway and the methods offered (issue 13). */
  online_payment: onlinePaymentSettings.optional(),
  checkoutDelivery: checkoutOptionsSchema.optional(),
  checkoutCarPickup: checkoutOptionsSchema.optional(),
  checkoutDineIn: checkoutOptionsSchema.optional(),
  exclusiveTaxes: z.array(taxSchema).max(10).default([]),
  reservation: z
    .object({
      enabled: z.boolean().default(false),
      with_table: z.boolean().default(false),
      type: z.union([z.literal(1), z.literal(2)]).default(1),
      /** The largest party a guest may book for (SPEC §9 default 1); see party_max. */
      max_users: z.number().int().min(1).max(1000).default(1),
      /** Lead time in minutes. */
      min_advance: z.number().int().min(0).max(100_000).default(0),
      ...reservationVenueFields,
    })
    .refine((r) => r.party_min <= (r.party_max ?? r.max_users), {
      message: 'party_min exceeds the largest party',
      path: ['party_min'],
    })
    .optional(),
  social_links: z
    .partialRecord(
      z.enum(['instagram', 'facebook', 'x', 'tiktok', 'snapchat', 'youtube', 'website']),
      z.url({ protocol: /^https$/ }),
    )
    .default({}),
  /** Per language, in the Markdown subset of decision 0095 (headings, lists, bold, italic, https links). */
  policies: z.partialRecord(z.enum(policyKeys), policyTextSchema).default({}),
  /** The guest feedback questionnaire (SPEC §4 question types, §7 users/rate). */
  questionnaire: questionnaireSchema.optional(),
  pixels: z
    .object({
      meta: z.string().max(64).optional(),
      google_analytics: z.string().max(64).optional(),
      snapchat: z.string().max(64).optional(),
      tiktok: z.string().max(64).optional(),
    })
    .default({}),
  whatsapp_phone: z
    .string()
    .regex(/^\+?[0-9]{6,16}$/)
    .optional(),
  enable_wallet: z.boolean().default(false),
  disable_otp: z.boolean().default(false),
  /** Service fee added to every order, in the major unit. */
  fees: money.default(0),
  hide_price: z.boolean().default(false),
  labels: z.record(z.string().regex(/^[a-z0-9_]{1,40}$/), localizedTextSchema).default({}),
  highlighted_category_id: id.optional(),
  show_standard_sub_categories: z.boolean().default(true),
  /** Running a service (issue 17): how long staff have to accept an order, and busy-mode rules. */
  operations: z
    .object({
      escalate_after_minutes: z.number().int().min(1).max(120).default(5),
      reject_after_minutes: z.number().int().min(1).max(1440).default(15),
      /** Scheduled orders for later slots may be placed while new orders are paused. */
      scheduled_while_paused: z.boolean().default(true),
      /** The board prints the kitchen ticket when an order is accepted. */
      auto_print_on_accept: z.boolean().default(false),
    })
    .strict()
    .prefault({}),
  /** Shuffle the outside-schedule categories after the open ones, stable per visit (SPEC §5). */
  randomize_categories: z.boolean().default(false),
  state: businessStateSchema.default({ status: 'open' }),
  moved_to: movedToSchema.optional(),
  themes: z.record(themeIdSchema, z.object({ primary: colour, accent: colour })).default({}),
});

/** The business import file before its cross-references are checked. */
export const businessFileShape = z.object({
  format: z.literal(1),
  business: businessSettingsSchema,
  branches: z.array(branchSchema).min(1).max(200),
  categories: z.array(categorySchema).max(2000),
  items: z.array(itemSchema).max(20_000),
  discounts: discountsSchema.default({}),
  smart_categories: z.array(smartCategorySchema).max(50).default([]),
  zones: z.array(zoneSchema).max(500).default([]),
  shipping_countries: z.array(shippingCountrySchema).max(250).default([]),
  tables: z.array(tableSchema).max(5000).default([]),
  coupons: z.array(couponSchema).max(5000).default([]),
  wallet_packages: z.array(walletPackageSchema).max(100).default([]),
  banners: z.array(bannerSchema).max(100).default([]),
  tags: z.array(tagSchema).max(200).default([]),
});

/** The business import file: its parts, and every reference between them (business-file-references.ts). */
export const businessFileSchema = businessFileShape.superRefine(checkReferences);

export type BusinessFile = z.infer<typeof businessFileSchema>;
export type BusinessFileInput = z.input<typeof businessFileSchema>;
export type BusinessSettings = BusinessFile['business'];
export type BranchFile = z.infer<typeof branchSchema>;
