import { z } from 'zod';
import type { CategoryWire, DiscountsWire, ItemWire, SmartCategoryWire } from './api-types.ts';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Selling types as the web app's routes and the API name them. */
export const anySellingType = z.enum([
  'delivery',
  'pickup',
  'car_pickup',
  'dinein',
  'dine_in',
  'reservation',
  'product_service',
  'reserv_dinein',
  'reserv_service',
]);

export const branchIdParam = z.object({ id: positiveId });

/**
 * GET webapp/v5/menu/{id}?page&per_page: a very large menu a page of top-level categories at a time (each
 * with all its subcategories). Without `page` the whole menu is answered, as before.
 */
export const menuQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const itemParams = z.object({ branchId: positiveId, itemId: positiveId });

/** GET webapp/search/{term}?branch_id&type */
export const searchParams = z.object({
  term: z.string().trim().min(1, 'Type something to search for').max(100, 'At most 100 characters'),
});
export const searchQuery = z.object({
  branch_id: positiveId,
  type: anySellingType.default('delivery'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** GET tags-ingredients?branch_id&locale */
export const tagsQuery = z.object({
  branch_id: positiveId,
  locale: z.string().max(35).optional(),
});

/** GET webapp/banners/{id}?date=DD-MM-YYYY */
export const bannersQuery = z.object({
  date: z
    .string()
    .regex(/^\d{2}-\d{2}-\d{4}$/, 'Expected a date as DD-MM-YYYY')
    .refine((text) => {
      const [day, month, year] = text.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, 'Not a calendar date')
    .optional(),
});

/** POST webapp/banners/reach */
export const bannersReachBody = z.object({
  branch_id: positiveId,
  banners: z.array(positiveId).min(1).max(50),
});

/** POST webapp/visit/{id} */
export const visitBody = z
  .object({ type: anySellingType.optional(), source: z.enum(['direct', 'qr', 'link', 'social']).optional() })
  .default({});

/** GET webapp/v5/menu/{branchId} */
export interface MenuResponse {
  branch_id: number;
  menu: { categories: CategoryWire[] };
  discounts: DiscountsWire;
  smart_categories: SmartCategoryWire[];
  highlightedCat: number | null;
  showStandardSubCats: boolean;
  /** Shuffle the outside-schedule categories after the open ones (SPEC §5). */
  randomize_categories: boolean;
  message: string;
  error: number;
  /** Where this page stands, when a `page` was asked for; null for the whole menu. */
  pagination: { page: number; per_page: number; total: number; last_page: number } | null;
}

/** GET webapp/v5/item/{branchId}/{itemId} */
export interface ItemResponse {
  item: ItemWire;
  category: { id: number; name: string; parent_id: number | null };
}

/** A table of a branch, as the dine-in checkout lists it. */
export interface TableWire {
  id: number;
  name: string;
  seats: number;
}
/** GET webapp/tables/{branchId} */
export interface TablesResponse {
  tables: TableWire[];
}

/** GET webapp/search/{term} */
export interface SearchResponse {
  term: string;
  items: (ItemWire & { category_name: string })[];
}

export interface TagWire {
  key: string;
  kind: 'dietary' | 'allergen';
  name: string;
  icon: string | null;
}
/** GET tags-ingredients */
export interface TagsResponse {
  tags: TagWire[];
}

export interface BannerWire {
  id: number;
  image: string;
  title: string;
  link_item_id: number | null;
  link_category_id: number | null;
}
/** GET webapp/banners/{id} */
export interface BannersResponse {
  banners: BannerWire[];
}
