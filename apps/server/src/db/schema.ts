import type { Generated } from 'kysely';

/** JSON documents are stored as text in both SQLite and PostgreSQL, so one query code serves both. */
type Json = string;

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

export interface OrdersTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  /** SHA-256 of the per-order secret that lets a guest read their order. */
  secret_hash: string;
  user_id: number | null;
  device_id: string | null;
  idempotency_key: string;
  /** SHA-256 of the request body, so a reused key with another body is refused. */
  request_hash: string;
  status: number;
  selling_type: string;
  scheduled_for: string | null;
  name: string;
  phone: string;
  payment_type: number;
  coupon_code: string | null;
  use_wallet: number;
  currency: string;
  total: number;
  wallet_amount: number;
  /** The order as placed: contact, notes, car, table, address and the full price breakdown. */
  details: Json;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  order_id: number;
  line_no: number;
  item_id: number;
  price_label_id: number;
  quantity: number;
  unit_price: number;
  total_price: number;
  /** Names, modifiers and their prices as they were when ordered. */
  details: Json;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  status: number;
  actor: string;
  reason: string | null;
  at: string;
}

export interface StaffTokensTable {
  token_hash: string;
  business_id: number;
  label: string;
  created_at: string;
  revoked_at: string | null;
}

/** A customer account; it belongs to exactly one business. */
export interface UsersTable {
  id: Generated<number>;
  business_id: number;
  /** E.164; replaced by `deleted:<id>` when the account is deleted, which frees the number. */
  phone: string;
  name: string | null;
  email: string | null;
  birthday: string | null;
  /** JSON array of E.164 numbers the user proved they own (verify-phone). */
  verified_phones: Json;
  /** Wallet balance in minor units; always the sum of the user's wallet_transactions, never below 0. */
  wallet_balance: Generated<number>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A customer's login session; only the SHA-256 of the bearer token is stored. */
export interface UserSessionsTable {
  token_hash: string;
  user_id: number;
  business_id: number;
  created_at: string;
  last_used_at: string;
  /** Absolute expiry; the idle expiry is counted from last_used_at. */
  expires_at: string;
  revoked_at: string | null;
}

/** The live one-time code of a phone, purpose and business (one row each); the code is stored hashed. */
export interface OtpCodesTable {
  business_id: number;
  phone: string;
  purpose: string;
  code_hash: string;
  salt: string;
  channel: string;
  sent_at: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
}

/** Fixed-window counters of the rate limits (send and verify per phone and per client address). */
export interface RateLimitsTable {
  bucket: string;
  window_start: string;
  hits: number;
}

/** The wallet ledger: + credits and refunds, − order debits, in minor units. */
export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  business_id: number;
  amount: number;
  kind: 'credit' | 'order_debit' | 'order_refund';
  order_id: number | null;
  package_id: number | null;
  /** Who did it: `staff:<token label>`, `order`, `system`. */
  actor: string;
  reason: string | null;
  created_at: string;
}

/** A customer's saved delivery address; `fields` is a JSON object of the SPEC §3 address fields. */
export interface UserAddressesTable {
  id: Generated<number>;
  user_id: number;
  business_id: number;
  title: string;
  type: string;
  form_type: string;
  contact_name: string | null;
  contact_phone: string | null;
  fields: Json;
  area_id: number | null;
  lat: number | null;
  lng: number | null;
  /** 1 for the customer's default address in the business, else 0. */
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  businesses: BusinessesTable;
  business_domains: BusinessDomainsTable;
  branches: BranchesTable;
  categories: CategoriesTable;
  items: ItemsTable;
  zones: ZonesTable;
  shipping_countries: ShippingCountriesTable;
  dining_tables: DiningTablesTable;
  coupons: CouponsTable;
  wallet_packages: WalletPackagesTable;
  banners: BannersTable;
  banner_reach: BannerReachTable;
  visits: VisitsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  staff_tokens: StaffTokensTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  otp_codes: OtpCodesTable;
  rate_limits: RateLimitsTable;
  wallet_transactions: WalletTransactionsTable;
  user_addresses: UserAddressesTable;
  app_secrets: AppSecretsTable;
}

/** The tables whose rows belong to one business and are replaced whole on import. */
export const ownedTables = [
  'branches',
  'categories',
  'items',
  'zones',
  'shipping_countries',
  'dining_tables',
  'coupons',
  'wallet_packages',
  'banners',
] as const;
export type OwnedTable = (typeof ownedTables)[number];
