import { describe, expect, it } from 'vitest';
import { nextRetryDelayMs, normalizeEmail, normalizeExternalId, phoneDigits, purchaseEventId } from './conversions.ts';

describe('conversion rules', () => {
  it('derives the same purchase event id from the same order every time', () => {
    expect(purchaseEventId(42)).toBe('purchase-42');
  });

  it('keeps only the digits of a phone, country code first', () => {
    expect(phoneDigits('+965 5000-0001')).toBe('96550000001');
    expect(phoneDigits('')).toBe('');
  });

  it('trims and lowercases emails and external ids', () => {
    expect(normalizeEmail('  Guest@Example.COM ')).toBe('guest@example.com');
    expect(normalizeExternalId(' User:7 ')).toBe('user:7');
  });

  it('doubles the wait after each failure up to the cap, then gives up', () => {
    const policy = { baseMs: 1000, maxMs: 5000, maxAttempts: 5 };
    expect([1, 2, 3, 4].map((n) => nextRetryDelayMs(n, policy))).toEqual([1000, 2000, 4000, 5000]);
    expect(nextRetryDelayMs(5, policy)).toBeNull();
  });
});
