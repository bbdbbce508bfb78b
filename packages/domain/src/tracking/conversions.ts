/**
 * Rules shared by the server's conversion events and the web's pixels: one event id per order's
 * purchase (so each platform deduplicates the browser's and the server's copy), the user data each
 * platform matches on, normalised before it is hashed, and how long a failed delivery waits.
 */

/** The platforms that receive server-side conversion events (SPEC §4). */
export const conversionPlatforms = ['meta', 'tiktok', 'snapchat'] as const;
export type ConversionPlatform = (typeof conversionPlatforms)[number];

/** The event id of an order's purchase; the web pixel sends the same id for the same purchase. */
export function purchaseEventId(orderId: number): string {
  return `purchase-${orderId}`;
}

/** An E.164 phone as digits only, country code first (`+965 5000-0001` → `96550000001`); '' when none. */
export function phoneDigits(e164: string): string {
  return e164.replace(/\D/g, '');
}

/** An email trimmed and lowercased, as Meta, TikTok and Snapchat require before hashing. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An external id (our user or device id) trimmed and lowercased so it hashes the same every time. */
export function normalizeExternalId(id: string): string {
  return id.trim().toLowerCase();
}

/** How outbox delivery retries: exponential from `baseMs`, capped, giving up after `maxAttempts`. */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = { baseMs: 30_000, maxMs: 6 * 60 * 60_000, maxAttempts: 12 };

/**
 * The wait before the next try after `attempts` failed tries (1 → base, 2 → 2×base, …, capped),
 * or null when the event should be given up.
 */
export function nextRetryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
}
