import { describe, expect, it } from 'vitest';
import type { BusinessRow, StoredSettings } from './business-repository.ts';
import { KeptBusinesses } from './kept-businesses.ts';

const business = (id: number, version = 1, reference_id = `b${id}`): BusinessRow => ({
  id,
  reference_id,
  version,
  settings: { locales: ['en', 'ar'], state: { status: 'open' } } as unknown as StoredSettings,
});

describe('KeptBusinesses', () => {
  it('serves a kept parse and head only for the same version and reference', () => {
    const kept = new KeptBusinesses(10, 10);
    const stored = business(1, 3);
    kept.keepSettings(stored);
    expect(kept.settings({ id: 1, reference_id: 'b1', version: 3 })).toBe(stored);
    expect(kept.settings({ id: 1, reference_id: 'b1', version: 4 })).toBeUndefined();
    expect(kept.settings({ id: 1, reference_id: 'renamed', version: 3 })).toBeUndefined();
    expect(kept.head({ id: 1, reference_id: 'b1', version: 3 })).toEqual({
      id: 1,
      reference_id: 'b1',
      version: 3,
      locales: ['en', 'ar'],
      state: { status: 'open' },
    });
    expect(kept.head({ id: 1, reference_id: 'b1', version: 2 })).toBeUndefined();
  });

  it('keeps heads for more businesses than parses, dropping the least recently used first', () => {
    const kept = new KeptBusinesses(1, 2);
    kept.keepSettings(business(1));
    kept.keepSettings(business(2));
    // One parse kept: the latest.
    expect(kept.settings(business(1))).toBeUndefined();
    expect(kept.settings(business(2))).toBeDefined();
    // Two heads kept; using the first makes the second the one to drop.
    expect(kept.head(business(1))).toBeDefined();
    kept.keepSettings(business(3));
    expect(kept.head(business(2))).toBeUndefined();
    expect(kept.head(business(1))).toBeDefined();
    expect(kept.head(business(3))).toBeDefined();
  });

  it('gives the kept head of a parse, or makes and keeps one', () => {
    const kept = new KeptBusinesses(0, 5);
    const stored = business(7, 2);
    const made = kept.headOf(stored);
    expect(kept.headOf(stored)).toBe(made);
    expect(kept.head({ id: 7, reference_id: 'b7', version: 2 })).toBe(made);
  });
});
