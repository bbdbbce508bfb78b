import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new unguessable secret: 32 random bytes (256 bits), URL-safe. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The stored form of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  // One-shot: no hash object per call (decision 0122).
  return hash('sha256', secret, 'hex');
}

/** Whether a presented secret matches a stored hash, in constant time. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
