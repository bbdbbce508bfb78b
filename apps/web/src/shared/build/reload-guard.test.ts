import { describe, expect, it } from 'vitest';
import { claimReload } from './reload-guard.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('claimReload', () => {
  it('allows the first reload', () => {
    expect(claimReload({ storage: memoryStorage(), now: 1_000_000 })).toBe(true);
  });

  it('refuses a second reload within 10 seconds', () => {
    const storage = memoryStorage();
    claimReload({ storage, now: 1_000_000 });
    expect(claimReload({ storage, now: 1_009_999 })).toBe(false);
  });

  it('allows another reload once 10 seconds have passed', () => {
    const storage = memoryStorage();
    claimReload({ storage, now: 1_000_000 });
    expect(claimReload({ storage, now: 1_010_000 })).toBe(true);
  });

  it('honours a custom window', () => {
    const storage = memoryStorage();
    claimReload({ storage, now: 0 + 5, windowMs: 100 });
    expect(claimReload({ storage, now: 50, windowMs: 100 })).toBe(false);
    expect(claimReload({ storage, now: 200, windowMs: 100 })).toBe(true);
  });
});
