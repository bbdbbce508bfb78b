import type {
  BusinessesTable,
  BusinessDomainsTable,
  BranchesTable,
  CategoriesTable,
  ItemsTable,
  ZonesTable,
  ShippingCountriesTable,
  DiningTablesTable,
  CouponsTable,
  WalletPackagesTable,
  BannersTable,
  BannerReachTable,
  VisitsTable,
} from './tables/business-tables.ts';
import type {
  OrdersTable,
  OrderLinesTable,
  OrderEventsTable,
  ConversionOutboxTable,
  OrderNotificationsTable,
} from './tables/order-tables.ts';
import type {
  StaffTokensTable,
  UsersTable,
  UserPasswordsTable,
  UserSessionsTable,
  OtpCodesTable,
  RateLimitsTable,
  WalletTransactionsTable,
  UserAddressesTable,
} from './tables/account-tables.ts';
import type { PaymentsTable, PaymentRefundsTable, SandboxChargesTable } from './tables/payment-tables.ts';
import type { SoldOutMarksTable, BusySettingsTable, FeedbackTable } from './tables/service-tables.ts';
import type { ReservationsTable, ReservationEventsTable, ReservationLocksTable } from './tables/reservation-tables.ts';

export interface AppSecretsTable {
  name: string;
  value: string;
}

/** Every table, by its name (the table types are in `tables/`, by area). */
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
