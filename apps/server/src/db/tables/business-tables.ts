import type { Generated } from 'kysely';
import type { Json } from './json.ts';

/* Business content: the business, its domains and the rows an import file owns, banners and visits. */

export interface BusinessesTable {
  id: Generated<number>;
  reference_id: string;
  /** Business settings, discounts, smart categories and tags (money in minor units). */
  settings: Json;
  version: number;
  updated_at: string;
}

export interface BusinessDomainsTable {
  domain: string;
  business_id: number;
}

/** Rows owned by a business, keyed by the id the import file gives them. */
interface OwnedRow {
  business_id: number;
  id: number;
  data: Json;
}

export interface BranchesTable extends OwnedRow {
  reference_id: string;
}

export interface CategoriesTable extends OwnedRow {
  parent_id: number | null;
  sort: number;
}

export interface ItemsTable extends OwnedRow {
  category_id: number;
  sort: number;
}

export interface ZonesTable extends OwnedRow {
  branch_id: number;
}

export interface ShippingCountriesTable extends OwnedRow {
  branch_id: number;
}

export interface DiningTablesTable extends OwnedRow {
  branch_id: number;
}

export interface CouponsTable extends OwnedRow {
  code: string;
}

export type WalletPackagesTable = OwnedRow;

export type BannersTable = OwnedRow;

export interface BannerReachTable {
  business_id: number;
  banner_id: number;
  day: string;
  count: number;
}

export interface VisitsTable {
  business_id: number;
  branch_id: number;
  day: string;
  source: string;
  count: number;
}
