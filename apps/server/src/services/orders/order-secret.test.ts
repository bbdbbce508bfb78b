import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderSecret } from './order-secret.ts';

/** The secret as it was derived before the key object was kept (a string key on every call). */
const withStringKey = (pepper: string, businessId: number, key: string) =>
  createHmac('sha256', pepper).update(`order:${businessId}:${key}`).digest('base64url');

describe('orderSecret', () => {
  it('gives the same secret as an HMAC keyed with the pepper text, so stored hashes still match', () => {
    for (const pepper of ['pepper-one', 'ünïcode pepper ✓', 'x'.repeat(100)]) {
      for (const [businessId, key] of [
        [1, 'checkout-key-0001'],
        [42, 'bench-sqlite-1234'],
      ] as const) {
        expect(orderSecret({ pepper, businessId, idempotencyKey: key })).toBe(withStringKey(pepper, businessId, key));
      }
    }
  });

  it('when the pepper changes, the secret follows the new pepper', () => {
    const first = orderSecret({ pepper: 'first', businessId: 1, idempotencyKey: 'checkout-key-0001' });
    const second = orderSecret({ pepper: 'second', businessId: 1, idempotencyKey: 'checkout-key-0001' });
    expect(second).not.toBe(first);
    expect(second).toBe(withStringKey('second', 1, 'checkout-key-0001'));
    expect(orderSecret({ pepper: 'first', businessId: 1, idempotencyKey: 'checkout-key-0001' })).toBe(first);
  });
});
