/**
 * Where one-time codes and rate-limit counters live. The SQL implementation (db/sql-otp-store.ts) works
 * on SQLite and PostgreSQL and survives restarts; a Redis one can replace it without touching the
 * services. Every method that decides something is atomic in the store, so processes sharing it agree.
 */

export type OtpPurpose = 'login' | 'verify_phone';
export type OtpChannel = 'sms' | 'whatsapp';

/** A code is bound to one business, one E.164 phone and one purpose. */
export interface OtpKey {
  businessId: number;
  phone: string;
  purpose: OtpPurpose;
}

/** The live code of a key, as stored: only the salted hash of the code. */
export interface StoredOtp extends OtpKey {
  codeHash: string;
  salt: string;
  channel: OtpChannel;
  sentAt: Date;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

/** The live code of each key, stored hashed. */
export interface OtpStore {
  /** The current code of a key, consumed or not. */
  find(key: OtpKey): Promise<StoredOtp | undefined>;
  /**
   * Stores a new code for its key, replacing the old one, only if the old one was sent at or before
   * `notSentAfter` (the resend timer). Returns false when a more recent code blocked it.
   */
  replace(otp: StoredOtp, notSentAfter: Date): Promise<boolean>;
  /** Removes a key's code if it is still the given one (its sending failed). */
  discard(key: OtpKey, codeHash: string): Promise<void>;
  /**
   * Counts one try against the given code unless it already had `maxAttempts`, or was consumed or
   * replaced. Returns whether the try may go ahead.
   */
  reserveAttempt(key: OtpKey, codeHash: string, maxAttempts: number): Promise<boolean>;
  /** Marks the given code used; true only for the first caller. */
  consume(key: OtpKey, codeHash: string, at: Date): Promise<boolean>;
  /** Deletes codes that expired before a moment. */
  purge(expiredBefore: Date): Promise<void>;
}

/** The answer of a rate-limit counter. */
export interface RateLimitHit {
  allowed: boolean;
  /** Seconds until the window resets (at least 1 when refused). */
  retryAfterSeconds: number;
}

/** Fixed-window counters shared by every process. */
export interface RateLimitStore {
  /** Counts one hit in a bucket's window and tells whether it stays within the limit. */
  hit(options: { bucket: string; limit: number; windowMs: number; now: Date }): Promise<RateLimitHit>;
  /** Gives back one hit (the action it counted did not happen, e.g. the SMS provider failed). */
  refund(bucket: string): Promise<void>;
  /** Deletes counters whose window started before a moment. */
  purge(startedBefore: Date): Promise<void>;
}
