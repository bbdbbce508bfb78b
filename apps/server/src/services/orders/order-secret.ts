import type { KeyObject } from 'node:crypto';
import { createHmac, createSecretKey } from 'node:crypto';

/**
 * The pepper as a key object, made once per pepper: `createHmac` with a string key imports it again on every
 * call (decision 0122). The pepper never changes while the process runs; a new one gets its own key.
 */
let kept: { pepper: string; key: KeyObject } | undefined;

function keyOf(pepper: string): KeyObject {
  if (kept?.pepper !== pepper) kept = { pepper, key: createSecretKey(Buffer.from(pepper, 'utf8')) };
  return kept.key;
}

/**
 * The secret that lets a guest read their order (decision 0005). It is derived from the checkout's
 * Idempotency-Key with a server-side pepper, so a retried checkout gets the same secret back while only
 * its hash is stored; without the pepper, a key alone reveals nothing.
 */
export function orderSecret(options: { pepper: string; businessId: number; idempotencyKey: string }): string {
  return createHmac('sha256', keyOf(options.pepper))
    .update(`order:${options.businessId}:${options.idempotencyKey}`)
    .digest('base64url');
}
