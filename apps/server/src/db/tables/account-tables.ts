import type { Generated } from 'kysely';
import type { Json } from './json.ts';

/* Accounts: staff tokens, customers with their passwords, sessions, codes and rate limits, wallet and addresses. */

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
