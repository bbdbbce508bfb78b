import { z } from 'zod';

/*
 * Accounts (issue 7, SPEC §7): one-time codes, sessions, profile and the wallet. Every call is under
 * /api. A customer session is `Authorization: Bearer usr_…`; a staff call takes `Bearer stf_…`.
 * Errors answer `{ error: { code, message, fields? } }`; 429s carry a Retry-After header (seconds).
 */

const id = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);

/** Why a code is sent: to log in (or register), or to prove a phone for a logged-in user or a guest. */
export const otpPurpose = z.enum(['login', 'verify_phone']);
/** How a code travels. */
export const otpChannel = z.enum(['sms', 'whatsapp']);

/**
 * A phone: E.164 (`+96550001234`), or a national number with `dial_code` (`+965` / `965`) or `country`
 * (ISO 3166 alpha-2); without either the business's country is assumed.
 */
const phoneFields = {
  phone: z.string().trim().min(2).max(32),
  dial_code: z
    .string()
    .regex(/^\+?[0-9]{1,4}$/)
    .optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
};

/** The business of the call: its numeric id (`restaurant.id`) or its reference id. */
const businessFields = {
  business_id: id.optional(),
  reference_id: z.string().min(1).max(100).optional(),
};
const oneBusiness = (body: { business_id?: number; reference_id?: string }) =>
  body.business_id !== undefined || body.reference_id !== undefined;
const businessMessage = { message: 'Send business_id or reference_id', path: ['business_id'] };

const code = z.string().regex(/^[0-9]{6}$/, 'The code has 6 digits');

/**
 * POST send-otp → 200 `SendOtpResponse`. Sends a 6-digit code valid 5 minutes. 403 `otp_disabled` when
 * the business has `disable_otp`; 429 `resend_too_soon` within 30 s of the last code, `too_many_requests`
 * past the per-phone or per-address limits; 502 `sms_unavailable` when the provider fails.
 */
export const sendOtpBody = z
  .object({
    ...phoneFields,
    ...businessFields,
    purpose: otpPurpose.default('login'),
    channel: otpChannel.default('sms'),
  })
  .strict()
  .refine(oneBusiness, businessMessage);
export type SendOtpBody = z.infer<typeof sendOtpBody>;

/** POST register-whatsapp → 200 `SendOtpResponse`: send-otp for login with the code sent by WhatsApp. */
export const registerWhatsappBody = z
  .object({ ...phoneFields, ...businessFields, purpose: otpPurpose.default('login') })
  .strict()
  .refine(oneBusiness, businessMessage);

/** GET webapp/resend-otp?phone&purpose&business_id[&channel&dial_code&country] → `SendOtpResponse` (same rules as send-otp). */
export const resendOtpQuery = z
  .object({
    ...phoneFields,
    // An unencoded + arrives as a space in a query string; put it back.
    phone: z
      .string()
      .max(32)
      .transform((text) => (/^ [0-9]/.test(text) ? `+${text.slice(1)}` : text).trim())
      .pipe(z.string().min(2)),
    business_id: queryId.optional(),
    reference_id: z.string().min(1).max(100).optional(),
    purpose: otpPurpose.default('login'),
    channel: otpChannel.default('sms'),
  })
  .strict()
  .refine(oneBusiness, businessMessage);

/** What a sent code answers: when the next one may be asked for and how long this one lives (seconds). */
export interface SendOtpResponse {
  sent: true;
  retry_after: number;
  expires_in: number;
}

/**
 * POST verify-otp → 200. With purpose `login` (default) answers `LoginResponse` and creates the
 * account of that business on first login; with `verify_phone` answers `VerifyPhoneResponse`. 400
 * `invalid_code` (wrong, used or replaced), `code_expired`; 429 `too_many_attempts` after 5 wrong tries
 * (a new code is needed) and `too_many_requests` past the per-address limit.
 * Also POST webapp/login and POST verify-by-whatsapp (login only, same body without purpose).
 */
export const verifyOtpBody = z
  .object({ ...phoneFields, ...businessFields, code, purpose: otpPurpose.default('login') })
  .strict()
  .refine(oneBusiness, businessMessage);
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;

/** POST webapp/login and POST verify-by-whatsapp → `LoginResponse`: a login code for a phone. */
export const loginBody = z
  .object({ ...phoneFields, ...businessFields, code })
  .strict()
  .refine(oneBusiness, businessMessage);

/**
 * POST webapp/verify (also verify) → `LoginResponse`: logs in with a login `code` (as webapp/login) or with
 * the `password` the customer set by create-password. Exactly one of them. A wrong password is 400
 * `invalid_password` naming `body.password`; after 5 wrong tries 429 `too_many_attempts` until the customer
 * logs in with a code; a password never creates an account (decision 0096).
 */
export const verifyBody = z
  .object({ ...phoneFields, ...businessFields, code: code.optional(), password: z.string().min(1).max(128).optional() })
  .strict()
  .refine(oneBusiness, businessMessage)
  .refine((body) => (body.code === undefined) !== (body.password === undefined), {
    message: 'Send either the code or the password',
    path: ['password'],
  });
export type VerifyBody = z.infer<typeof verifyBody>;

/**
 * POST webapp/create-password (also create-password; session) → `{ password_set: true }`: sets or replaces
 * the customer's optional password, 8 to 128 characters; `password_confirmation`, when sent, must match.
 */
export const createPasswordBody = z
  .object({
    password: z.string().min(8, 'At least 8 characters').max(128, 'At most 128 characters'),
    password_confirmation: z.string().max(128).optional(),
  })
  .strict()
  .refine((body) => body.password_confirmation === undefined || body.password_confirmation === body.password, {
    message: 'The passwords differ',
    path: ['password_confirmation'],
  });

const name = z.string().trim().min(1).max(100);
const email = z.email().max(254);
const birthday = z.iso.date();

/** POST register → `LoginResponse`: a login code plus the profile to store (the code proves the phone). */
export const registerBody = z
  .object({ ...phoneFields, ...businessFields, code, name, email: email.optional(), birthday: birthday.optional() })
  .strict()
  .refine(oneBusiness, businessMessage);

/**
 * POST verify-phone → `VerifyPhoneResponse`: a `verify_phone` code. With a session (of that business)
 * the phone joins the user's verified phones, and may then become their phone via update-profile.
 */
export const verifyPhoneBody = z
  .object({ ...phoneFields, ...businessFields, code })
  .strict()
  .refine(oneBusiness, businessMessage);

/** POST update-profile (session) → `ProfileResponse`; `null` clears email or birthday; a new phone must be verified first. */
export const updateProfileBody = z
  .object({
    name: name.optional(),
    email: email.nullable().optional(),
    birthday: birthday.nullable().optional(),
    phone: z.string().max(32).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });

/** GET webapp/profile/{id}[?business_id] (session; your own id, else 404) → `ProfileResponse`. */
export const profileParams = z.object({ id: queryId });
export const profileQuery = z.object({ business_id: queryId.optional() }).strict();

/** GET webapp/account/delete/{id} (session; your own id, else 404) → `{ deleted: true }`. */
export const deleteAccountParams = profileParams;

/** POST webapp/logout (session) with an empty or no body → `{ logged_out: true }`. */
export const logoutBody = z.object({}).strict().optional();

/**
 * POST staff/wallet/credit (staff token) → `WalletCreditResponse`: credits a customer of the staff
 * member's business with an amount (major units) or a wallet package's credit. 409 `wallet_disabled`.
 */
export const walletCreditBody = z
  .object({
    user_id: id.optional(),
    phone: z.string().trim().min(2).max(32).optional(),
    amount: z.number().positive().max(1_000_000).optional(),
    package_id: id.optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .strict()
  .refine((b) => (b.user_id === undefined) !== (b.phone === undefined), {
    message: 'Send user_id or phone',
    path: ['user_id'],
  })
  .refine((b) => (b.amount === undefined) !== (b.package_id === undefined), {
    message: 'Send amount or package_id',
    path: ['amount'],
  });

/** GET dev/outbox?phone (only with the development outbox) → `{ messages: OutboxMessageWire[] }`. */
export const outboxQuery = z.object({ phone: z.string().min(2).max(32).optional() }).strict();

export interface WalletPackageWire {
  id: number;
  name: string;
  description: string;
  price: number;
  credit: number;
}

export interface WalletTransactionWire {
  id: number;
  amount: number;
  kind: 'credit' | 'order_debit' | 'order_refund';
  order_id: number | null;
  package_id: number | null;
  /** The online payment a bought package was credited for. */
  payment_id?: number | null;
  reason: string | null;
  created_at: string;
}

/** The wallet of SPEC §3; money in major units. */
export interface WalletWire {
  wallet_feature_enabled: boolean;
  balance: { amount: number }[];
  onHoldBalance: number;
  availablePackages: WalletPackageWire[];
  creditHistory: WalletTransactionWire[];
  policy: string;
}

/** A customer (SPEC §3 User); `wallet` is null unless the business has `enable_wallet`. */
export interface UserWire {
  id: number;
  business_id: number;
  phone: string;
  name: string | null;
  email: string | null;
  birthday: string | null;
  verified_phones: string[];
  /** Saved delivery addresses; they come with the delivery issue. */
  locations: unknown[];
  wallet: WalletWire | null;
}

export interface LoginResponse {
  token: string;
  user: UserWire;
  new_user: boolean;
}
export interface VerifyPhoneResponse {
  verified: true;
  phone: string;
  verified_phones: string[];
}
export interface ProfileResponse {
  user: UserWire;
}
export interface WalletCreditResponse {
  user_id: number;
  balance: number;
  transaction: WalletTransactionWire & { actor: string };
}
export interface OutboxMessageWire {
  to: string;
  channel: 'sms' | 'whatsapp';
  text: string;
  sent_at: string;
}
