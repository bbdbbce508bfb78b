import { isPointInArea, isSurface } from './point-in-area.ts';
import type { LatLng, ZoneForLookup } from './zone-types.ts';

/**
 * Orders zones that cover the same place (decision 0040): the lower fee first, then the lower minimum
 * order, then the lower zone id, so the answer never depends on the order zones were written in.
 */
export function compareOverlappingZones(
  a: Pick<ZoneForLookup, 'id' | 'fees' | 'min_order'>,
  b: Pick<ZoneForLookup, 'id' | 'fees' | 'min_order'>,
): number {
  return a.fees - b.fees || a.min_order - b.min_order || a.id - b.id;
}

/** Whether one of the zone's polygon areas contains the location; point areas never do. */
export function zoneContains(zone: Pick<ZoneForLookup, 'areas'>, point: LatLng): boolean {
  return zone.areas.some((area) => isSurface(area.shape) && isPointInArea(area, point));
}

/** Every visible zone whose polygon areas contain the location, the one that applies first. */
export function zonesAtLocation<Z extends ZoneForLookup>(zones: readonly Z[], point: LatLng): Z[] {
  return zones.filter((zone) => zone.visible && zoneContains(zone, point)).sort(compareOverlappingZones);
}

/**
 * The zone that delivers to a location: visible zones only, polygon areas only (SPEC §5), and when
 * zones overlap the cheapest for the guest (decision 0040). Undefined when no zone covers the location,
 * which means delivery there is refused, never charged a default fee.
 */
export function zoneForLocation<Z extends ZoneForLookup>(zones: readonly Z[], point: LatLng): Z | undefined {
  let best: Z | undefined;
  for (const zone of zones) {
    if (!zone.visible || (best && compareOverlappingZones(zone, best) >= 0)) continue;
    if (zoneContains(zone, point)) best = zone;
  }
  return best;
}
