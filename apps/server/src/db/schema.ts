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

/** A server-side conversion event waiting for delivery, delivered, or given up (decision 0098). */
export interface ConversionOutboxTable {
  id: Generated<number>;
  order_id: number;
  business_id: number;
  platform: string;
  kind: string;
  event_id: string;
  /** The event as JSON, user data already hashed for its platform. */
  payload: string;
  /** pending, sent or failed. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffTokensTable {
  token_hash: string;
  business_id: number;
  label: string;
  /** `staff` works the board; `owner` may also change settings (busy mode, wallet credits, the zone tester). */
  role: Generated<'staff' | 'owner'>;
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

/** A customer's optional password (decision 0096): a scrypt hash and the wrong tries since the last login. */
export interface UserPasswordsTable {
  user_id: number;
  /** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
  password_hash: string;
  failed_attempts: Generated<number>;
  updated_at: string;
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
  /** The online payment a package purchase was credited for (at most one credit per payment). */
  payment_id?: number | null;
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

/** Guest feedback: questionnaire answers, or an order's quick rating (`rated_order_id` set, unique). */
export interface FeedbackTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number | null;
  kind: 'questionnaire' | 'order_rating';
  order_id: number | null;
  rated_order_id: number | null;
  user_id: number | null;
  device_id: string | null;
  /** JSON object of answers keyed by question id (`{}` for an order rating). */
  answers: Json;
  stars: number | null;
  comment: string | null;
  created_at: string;
}

/** A sold-out mark of a branch: `target` is `item:<id>`, `label:<item>:<label>` or `modifier:<id>`. */
export interface SoldOutMarksTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  target: string;
  /** When the mark lapses; null until staff make it available again. */
  until: string | null;
  actor: string;
  created_at: string;
}

/** Busy mode of a branch and selling type: a pause and extra preparation minutes, each with its end. */
export interface BusySettingsTable {
  business_id: number;
  branch_id: number;
  selling_type: string;
  paused: number;
  paused_until: string | null;
  extra_minutes: number;
  extra_until: string | null;
  actor: string;
  updated_at: string;
}

/** An online payment of an order or a wallet package (decision 0092); money in minor units. */
export interface PaymentsTable {
  id: Generated<number>;
  business_id: number;
  purpose: 'order' | 'wallet_package' | 'reservation';
  order_id: number | null;
  /** The booking whose pre-order this pays (decision 0105). */
  reservation_id: number | null;
  user_id: number | null;
  package_id: number | null;
  /** What a bought wallet package credits, in minor units. */
  credit: number | null;
  gateway: string;
  method: string;
  charge_id: string | null;
  redirect_url: string | null;
  amount: number;
  currency: string;
  status: string;
  idempotency_key: string;
  request_hash: string;
  /** When a request took on creating the gateway charge (so two tabs never create two). */
  claimed_at: string | null;
  last_error: string | null;
  flag_reason: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** A refund asked of the gateway for a payment (one per payment). */
export interface PaymentRefundsTable {
  id: Generated<number>;
  payment_id: number;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  refund_id: string | null;
  actor: string;
  reason: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A charge of the development sandbox gateway (its own store, as a real gateway has). */
export interface SandboxChargesTable {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  method: string;
  status: string;
  return_url: string;
  webhook_url: string;
  refunded: Generated<number>;
  created_at: string;
}

/** The outbox of status messages to guests who opted in (SMS or WhatsApp), one per order and status. */
export interface OrderNotificationsTable {
  id: Generated<number>;
  order_id: number;
  business_id: number;
  status: number;
  channel: 'sms' | 'whatsapp';
  phone: string;
  text: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

/** A table booking (issue 14); times as epoch ms, `table_ids` and `pre_order` as JSON. */
export interface ReservationsTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  secret_hash: string;
  user_id: number | null;
  device_id: string | null;
  idempotency_key: string;
  request_hash: string;
  status: number;
  type: number;
  start_ms: number;
  end_ms: number;
  local_date: string;
  local_time: string;
  party_size: number;
  table_ids: Json;
  table_area: string | null;
  name: string;
  phone: string;
  notes: string | null;
  reject_reason: string | null;
  pre_order: Json | null;
  created_at: string;
  updated_at: string;
}

export interface ReservationEventsTable {
  id: Generated<number>;
  reservation_id: number;
  status: number;
  actor: string;
  reason: string | null;
  at: string;
}

/** One row per branch taking bookings; a booking updates it first, which serialises bookings of the branch. */
export interface ReservationLocksTable {
  business_id: number;
  branch_id: number;
  version: number;
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
  user_passwords: UserPasswordsTable;
  app_secrets: AppSecretsTable;
  order_notifications: OrderNotificationsTable;
  feedback: FeedbackTable;
  sold_out_marks: SoldOutMarksTable;
  busy_settings: BusySettingsTable;
  reservations: ReservationsTable;
  reservation_events: ReservationEventsTable;
  reservation_locks: ReservationLocksTable;
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  sandbox_charges: SandboxChargesTable;
  conversion_outbox: ConversionOutboxTable;
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
