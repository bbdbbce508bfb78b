import { describe, expect, it } from 'vitest';
import { savedAreaName } from './saved-addresses.tsx';
import { createZone } from './test-factories.ts';

describe('savedAreaName', () => {
  it("names a saved address's area in the language the zones were fetched in", () => {
    const arabic = [createZone({ areas: [{ ...createZone().areas[0]!, name: 'شرق' }] })];
    expect(savedAreaName({ area_id: 11 }, arabic)).toBe('شرق');
  });
  it('has no name for an address without an area, or an area no longer delivered to', () => {
    expect(savedAreaName({ area_id: null }, [createZone()])).toBeUndefined();
    expect(savedAreaName({ area_id: 99 }, [createZone()])).toBeUndefined();
  });
});
