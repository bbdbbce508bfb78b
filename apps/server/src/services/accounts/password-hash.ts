import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N = 2^15, r = 8, p = 1 uses 32 MiB and about 0.1 s a hash (OWASP's minimum is N = 2^17 / 2^15). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
export const defaultScryptCost: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const maxmem = 256 * cost.N * cost.r + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password with scrypt (memory-hard) and a random salt: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string, cost: ScryptCost = defaultScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a password matches a stored hash, compared in constant time; a malformed hash never matches. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const presented = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
