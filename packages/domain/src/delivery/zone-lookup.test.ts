import { describe, expect, it } from 'vitest';
import { createArea, createZone, rect, spot } from './test-factories.ts';
import { deliveringZoneAt, deliveryAreaOf, zoneForLocation, zonesAtLocation } from './zone-lookup.ts';

const west = createZone({ id: 1, areas: [createArea({ shape: rect(0, 0, 4, 4) })] });
const east = createZone({ id: 2, fees: 750, areas: [createArea({ id: 2, shape: rect(6, 0, 10, 4) })] });

describe('zoneForLocation', () => {
  it('finds the zone whose polygon contains the location, not only the first zone', () => {
    expect(zoneForLocation([west, east], spot(1, 1))?.id).toBe(1);
    expect(zoneForLocation([west, east], spot(8, 1))?.id).toBe(2);
  });

  it('answers no zone for a location outside every zone', () => {
    expect(zoneForLocation([west, east], spot(5, 1))).toBeUndefined();
    expect(zoneForLocation([], spot(1, 1))).toBeUndefined();
  });

  it('when two zones overlap, the cheaper fee wins whatever their order', () => {
    const wide = createZone({ id: 3, fees: 1000, areas: [createArea({ shape: rect(0, 0, 10, 10) })] });
    const near = createZone({ id: 9, fees: 250, areas: [createArea({ shape: rect(0, 0, 2, 2) })] });
    expect(zoneForLocation([wide, near], spot(1, 1))?.id).toBe(9);
    expect(zoneForLocation([near, wide], spot(1, 1))?.id).toBe(9);
    expect(zoneForLocation([near, wide], spot(5, 5))?.id).toBe(3);
  });

  it('when overlapping zones cost the same, the lower minimum order and then the lower id win', () => {
    const a = createZone({ id: 7, fees: 500, min_order: 3000 });
    const b = createZone({ id: 5, fees: 500, min_order: 1000 });
    const c = createZone({ id: 4, fees: 500, min_order: 1000 });
    expect(zoneForLocation([a, b], spot(1, 1))?.id).toBe(5);
    expect(zoneForLocation([a, b, c], spot(1, 1))?.id).toBe(4);
    expect(zonesAtLocation([a, b, c], spot(1, 1)).map((zone) => zone.id)).toEqual([4, 5, 7]);
  });

  it('a hidden zone is ignored even when it is cheaper', () => {
    const hidden = createZone({ id: 2, fees: 0, visible: false });
    expect(zoneForLocation([hidden, createZone({ id: 3 })], spot(1, 1))?.id).toBe(3);
    expect(zoneForLocation([hidden], spot(1, 1))).toBeUndefined();
  });

  it('point areas are ignored for lookup by location', () => {
    const pinned = createZone({ areas: [createArea({ shape: { type: 'Point', coordinates: [47.25, 29.25] } })] });
    expect(zoneForLocation([pinned], { lng: 47.25, lat: 29.25 })).toBeUndefined();
  });

  it('a location in any area of a zone finds the zone', () => {
    const twoAreas = createZone({
      areas: [createArea({ id: 1, shape: rect(0, 0, 1, 1) }), createArea({ id: 2, shape: rect(8, 8, 9, 9) })],
    });
    expect(zoneForLocation([twoAreas], spot(8.5, 8.5))?.id).toBe(1);
  });
});

describe('deliveryAreaOf', () => {
  const point = createArea({ id: 3, shape: { type: 'Point', coordinates: [8, 1] } });
  const withPoint = createZone({ id: 2, fees: 750, areas: [point, createArea({ id: 4, shape: rect(6, 0, 10, 4) })] });

  it('answers the chosen area and its zone', () => {
    expect(deliveryAreaOf([west, withPoint], { area_id: 3 })).toEqual({ zone: withPoint, area: point });
    expect(deliveryAreaOf([west, withPoint], { area_id: 99 })).toBeUndefined();
  });

  it('finds the polygon area under a pin in the zone that delivers there, never a point area', () => {
    expect(deliveryAreaOf([west, withPoint], { location: spot(8, 1) })?.area.id).toBe(4);
    expect(deliveryAreaOf([west, withPoint], { location: spot(5, 1) })).toBeUndefined();
    expect(deliveryAreaOf([west, withPoint], {})).toBeUndefined();
  });
});

describe('deliveringZoneAt (which branch delivers to a pin)', () => {
  const sharq = { ...west, branch_id: 1 };
  const salmiya = { ...east, branch_id: 2 };
  const cheapOverlap = {
    ...createZone({ id: 8, fees: 100, areas: [createArea({ shape: rect(0, 0, 4, 4) })] }),
    branch_id: 2,
  };

  it("finds another branch's zone when the current branch does not deliver there", () => {
    expect(deliveringZoneAt([sharq, salmiya], 1, spot(8, 1))).toMatchObject({ id: 2, branch_id: 2 });
  });

  it("keeps the current branch's zone when it covers the pin, even if another branch's is cheaper", () => {
    expect(deliveringZoneAt([sharq, salmiya, cheapOverlap], 1, spot(1, 1))?.id).toBe(1);
    expect(deliveringZoneAt([sharq, salmiya, cheapOverlap], 2, spot(1, 1))?.id).toBe(8);
  });

  it('answers none for a pin in no zone, and ignores hidden zones of other branches', () => {
    expect(deliveringZoneAt([sharq, salmiya], 1, spot(5, 1))).toBeUndefined();
    expect(deliveringZoneAt([sharq, { ...salmiya, visible: false }], 1, spot(8, 1))).toBeUndefined();
  });
});
