/**
 * The demo business's content, as written in data/demo/source/*.json, and the few shorthands it uses.
 * Everything else in those files is passed through to data/demo/business.json unchanged (same key order).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BusinessFileInput } from '@okmenu/contract';
import type { Glyph, Palette } from './pictures.ts';

export type Input = BusinessFileInput;
export type ItemInput = Input['items'][number];
export type CategoryInput = Input['categories'][number];
export type WeekInput = NonNullable<CategoryInput['schedule']>;
type DayInput = WeekInput[number];
export type Text = { en: string; ar: string };

/**
 * A week in short: `all` gives every day's shifts, a day key (`mon` … `sun`) overrides it, `"closed"` closes a
 * day; a day with neither is closed. A shift is `[time_from, time_to]`.
 */
export type WeekSource = Partial<Record<'all' | (typeof DAYS)[number], 'closed' | [string | number, string][]>>;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export function expandWeek(source: WeekSource): WeekInput {
  return DAYS.map((day): DayInput => {
    const value = source[day] ?? source.all ?? 'closed';
    if (value === 'closed') return { closed: true, shifts: [] };
    return { closed: false, shifts: value.map(([time_from, time_to]) => ({ time_from, time_to })) } as DayInput;
  });
}

export interface CategorySource {
  id: number;
  slug: string;
  parent?: number;
  name: Text;
  description: Text;
  glyph: Glyph;
  colour: string;
  palette: Palette;
  schedule?: WeekSource;
  branches?: CategoryInput['branches'];
}

export interface GroupSource {
  name: Text;
  min: number;
  max: number;
  modifiers: { name: Text; price?: number; max_quantity?: number }[];
}

export interface LabelSource {
  label: Text;
  price: number;
  weight?: number;
  shippingWeight?: number;
  minimum?: number;
  maximum?: number;
  isQty?: boolean;
  unit?: Text;
}

export type TypesPreset = 'all' | 'dine_in_only' | 'reservation_only' | 'takeaway' | 'delivery_dine_in';

export interface ItemSource {
  category: number;
  slug: string;
  name: Text;
  description: Text;
  /** The one price of an item without `labels`. */
  price?: number;
  labels?: LabelSource[];
  /** Keys of modifier-groups.json; each item gets its own copy with its own ids. */
  groups?: string[];
  tags?: string[];
  calories?: number;
  types?: TypesPreset;
  display?: ItemInput['price_display'];
  hidePrice?: boolean;
  comment?: boolean;
  taxes?: { name: Text; rate: number }[];
  schedule?: WeekSource;
  branches?: ItemInput['branches'];
  /** The picture's dish and colour when not the category's. */
  glyph?: Glyph;
  colour?: string;
}

type Governorate = 'capital' | 'hawalli' | 'mubarak';
export interface DistrictSource {
  key: string;
  name: Text;
  governorate: Governorate;
  lat: number;
  lng: number;
  /** A part not delivered to: a small clockwise ring inside, `scale` × the outline's smallest radius. */
  hole?: { seed: string; scale: number; points: number };
  /** A second polygon of the same area (a MultiPolygon). */
  island?: { seed: string; centre: { lat: number; lng: number }; radiusKm: number; points: number };
}
/** A district by key, or a point-shaped area (a landmark for the area picker). */
export type AreaSource = string | { name: Text; governorate: Governorate; point: [number, number] };
export type ZoneSource = Omit<NonNullable<Input['zones']>[number], 'areas'> & { areas: AreaSource[] };

type Slugged<T extends { item_ids?: number[] }> = Omit<T, 'item_ids'> & { item_ids?: string[] };
type DiscountsInput = NonNullable<Input['discounts']>;
export type DiscountsSource = {
  [type in keyof DiscountsInput]: Omit<NonNullable<DiscountsInput[type]>, 'items'> & {
    /** Keyed by item slug. */
    items?: NonNullable<DiscountsInput[type]>['items'];
  };
};

export interface BannerSource {
  id: number;
  slug: string;
  glyph: Glyph;
  colour: string;
  palette: Palette;
  title: Text;
  link: { item?: string; category?: number };
  branch_ids?: number[];
  starts_on?: string;
  ends_on?: string;
}

export interface DemoSource {
  business: Input['business'];
  tags: NonNullable<Input['tags']>;
  branches: { branches: (Omit<Input['branches'][number], 'shifts'> & { shifts: Record<string, WeekSource> })[] } & {
    tables: NonNullable<Input['tables']>;
  };
  categories: CategorySource[];
  groups: Record<string, GroupSource>;
  items: ItemSource[];
  delivery: {
    governorates: Record<Governorate, Text>;
    districts: DistrictSource[];
    zones: ZoneSource[];
    shipping_countries: NonNullable<Input['shipping_countries']>;
  };
  offers: {
    discounts: DiscountsSource;
    /** Item references are slugs. */
    smart_categories: Slugged<NonNullable<Input['smart_categories']>[number]>[];
    coupons: Slugged<NonNullable<Input['coupons']>[number]>[];
    wallet_packages: NonNullable<Input['wallet_packages']>;
    banners: BannerSource[];
  };
}

const files = {
  business: 'business.json',
  tags: 'tags.json',
  branches: 'branches.json',
  categories: 'categories.json',
  groups: 'modifier-groups.json',
  items: 'items.json',
  delivery: 'delivery.json',
  offers: 'offers.json',
} as const satisfies Record<keyof DemoSource, string>;

export async function readSource(dir: string): Promise<DemoSource> {
  const entries = await Promise.all(
    Object.entries(files).map(async ([key, file]) => [key, JSON.parse(await readFile(path.join(dir, file), 'utf8'))]),
  );
  return Object.fromEntries(entries) as DemoSource;
}
