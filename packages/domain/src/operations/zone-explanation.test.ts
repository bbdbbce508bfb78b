import { describe, expect, it } from 'vitest';
import { zoneForLocation } from '../delivery/zone-lookup.ts';
import type { ZoneForLookup } from '../delivery/zone-types.ts';
import { explainZonesAt } from './zone-explanation.ts';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [0, 0],
      [0, 2],
      [2, 2],
      [2, 0],
      [0, 0],
    ],
  ] as [number, number][][],
};
const zone = (id: number, overrides: Partial<ZoneForLookup> = {}): ZoneForLookup => ({
  id,
  fees: 500,
  min_order: 1000,
  visible: true,
  areas: [{ shape: square }],
  ...overrides,
});
const inside = { lat: 1, lng: 1 };

describe('explaining which zone applies at a location', () => {
  it('puts the zone the guest gets first and says why each other one lost', () => {
    const zones = [
      zone(1, { fees: 700 }),
      zone(2, { min_order: 2000 }),
      zone(3),
      zone(4),
      zone(5, { visible: false, fees: 0 }),
      zone(6, { areas: [{ shape: { type: 'Point', coordinates: [1, 1] } }] }),
    ];
    const matches = explainZonesAt(zones, inside);
    expect(matches.map((m) => [m.zone.id, m.verdict])).toEqual([
      [3, { kind: 'applies' }],
      [4, { kind: 'higher_id', than: 3 }],
      [2, { kind: 'higher_minimum', than: 3 }],
      [1, { kind: 'higher_fee', than: 3 }],
      [5, { kind: 'hidden' }],
    ]);
    expect(matches[0]?.zone).toBe(zoneForLocation(zones, inside));
  });

  it('answers nothing outside every zone', () => {
    expect(explainZonesAt([zone(1)], { lat: 5, lng: 5 })).toEqual([]);
  });
});
