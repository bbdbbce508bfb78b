import { isPointInArea, isSurface } from './point-in-area.ts';
import type { AreaShape, LatLng, ZoneForLookup } from './zone-types.ts';

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

/**
 * Where a delivery goes, for the order to keep: the chosen area (in any branch zone), else the polygon area
 * of the zone that delivers to the pin. Undefined when neither is known.
 */
export function deliveryAreaOf<
  A extends { id: number; shape: AreaShape },
  Z extends Omit<ZoneForLookup, 'areas'> & { areas: readonly A[] },
>(zones: readonly Z[], target: { area_id?: number; location?: LatLng }): { zone: Z; area: A } | undefined {
  if (target.area_id !== undefined) {
    for (const zone of zones) {
      const area = zone.areas.find((candidate) => candidate.id === target.area_id);
      if (area) return { zone, area };
    }
    return undefined;
  }
  const point = target.location;
  if (!point) return undefined;
  const zone = zoneForLocation(zones, point);
  const area = zone?.areas.find((candidate) => isSurface(candidate.shape) && isPointInArea(candidate, point));
  return zone && area ? { zone, area } : undefined;
}

/**
 * Which branch delivers to a location when the business has several (issue 12): the current branch's zone
 * when one of its zones covers the location (the guest stays where they are), else the zone of another branch
 * that covers it (decision 0040 between those), else none: nobody delivers there.
 */
export function deliveringZoneAt<Z extends ZoneForLookup & { branch_id: number }>(
  zones: readonly Z[],
  currentBranchId: number,
  point: LatLng,
): Z | undefined {
  return (
    zoneForLocation(
      zones.filter((zone) => zone.branch_id === currentBranchId),
      point,
    ) ?? zoneForLocation(zones, point)
  );
}
