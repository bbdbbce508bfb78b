import { createHmac } from 'node:crypto';

/**
 * The secret that lets a guest read their order (decision 0005). It is derived from the checkout's
 * Idempotency-Key with a server-side pepper, so a retried checkout gets the same secret back while only
 * its hash is stored; without the pepper, a key alone reveals nothing.
 */
export function orderSecret(options: { pepper: string; businessId: number; idempotencyKey: string }): string {
  return createHmac('sha256', options.pepper)
    .update(`order:${options.businessId}:${options.idempotencyKey}`)
    .digest('base64url');
}
