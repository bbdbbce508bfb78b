import type { ZoneWire } from '@okmenu/contract';
import {
  isPointInArea,
  shouldDropSelectedArea,
  shouldResetShipping,
  snapToArea,
  zoneForLocation,
  type LatLng,
} from '@okmenu/domain';
import type { PinLocation, QueriedAddress, SelectedArea, ShippingChoice } from './delivery-types.ts';

/** What the delivery store holds that SPEC §4's rules look at. */
export interface DeliveryPlace {
  area: SelectedArea | null;
  pin: PinLocation | null;
  queriedAddress: QueriedAddress | null;
  shipping: ShippingChoice | null;
}

/** The zones of the current branch (the zones answer holds every branch's, SPEC §4). */
export function branchZones(zones: readonly ZoneWire[], branchId: number): ZoneWire[] {
  return zones.filter((zone) => zone.branch_id === branchId);
}

/** The zone that holds an area, among the given zones. */
export function zoneOfArea(zones: readonly ZoneWire[], areaId: number): ZoneWire | undefined {
  return zones.find((zone) => zone.areas.some((area) => area.id === areaId));
}

/**
 * SPEC §4 on loading the business, branch and zones: the selected area is dropped when its branch is not the
 * current one or its zone is no longer visible (or gone); a pin of another branch goes too, and a pin's zone is
 * looked up again (zones change). Shipping resets when the business has it off or the country is another
 * branch's. Returns only what changes.
 */
export function placeForContext(
  place: DeliveryPlace,
  context: { branchId: number; zones: readonly ZoneWire[] | undefined; shippingEnabled: boolean },
): Partial<DeliveryPlace> {
  const patch: Partial<DeliveryPlace> = {};
  const { branchId, zones } = context;
  if (place.area) {
    if (place.area.branchId !== branchId) patch.area = null;
    else if (zones) {
      const zone = zoneOfArea(zones, place.area.id);
      const gone = shouldDropSelectedArea({ zone: zone ?? null, currentBranchId: branchId });
      if (gone) patch.area = null;
      else if (zone && zone.id !== place.area.zoneId) patch.area = { ...place.area, zoneId: zone.id };
    }
  }
  if (place.pin) {
    if (place.pin.branchId !== branchId) patch.pin = null;
    else if (zones) {
      const zoneId = zoneAtPoint(zones, branchId, place.pin)?.id ?? null;
      if (zoneId !== place.pin.zoneId) patch.pin = { ...place.pin, zoneId };
    }
  }
  if (
    place.shipping &&
    shouldResetShipping({
      shippingEnabled: context.shippingEnabled,
      countryBranchId: place.shipping.branchId,
      currentBranchId: branchId,
    })
  ) {
    patch.shipping = null;
  }
  return patch;
}

/** The zone of the branch that delivers to a point (visible polygon areas, decision 0040 on overlaps). */
export function zoneAtPoint(zones: readonly ZoneWire[], branchId: number, point: LatLng): ZoneWire | undefined {
  return zoneForLocation(branchZones(zones, branchId), point);
}

/**
 * Choosing an area: a pin outside it snaps to its centre or nearest edge unless the guest searched an address
 * (SPEC §5); a pin inside it stays.
 */
export function pinForArea(options: {
  area: ZoneWire['areas'][number];
  pin: PinLocation | null;
  hasQueriedAddress: boolean;
  zoneId: number;
}): PinLocation | null {
  const { area, pin } = options;
  if (!pin) return null;
  const snapped = snapToArea({ area, point: pin, hasQueriedAddress: options.hasQueriedAddress });
  if (!snapped.snappedTo) return pin;
  return { ...pin, ...snapped.location, zoneId: options.zoneId };
}

/** Whether a pin lies in the selected area (then confirming the pin keeps the area). */
export function pinInArea(area: ZoneWire['areas'][number] | undefined, pin: LatLng): boolean {
  return area ? isPointInArea(area, pin) : false;
}

/** Where the order goes, as calc-order and the order take it: the chosen area (with its pin), else the pin. */
export function deliveryTargetOf(
  place: Pick<DeliveryPlace, 'area' | 'pin'>,
): { area_id: number; location?: LatLng } | { location: LatLng } | null {
  const location = place.pin ? { lat: place.pin.lat, lng: place.pin.lng } : undefined;
  if (place.area) return location ? { area_id: place.area.id, location } : { area_id: place.area.id };
  if (location) return { location };
  return null;
}

/** The zone that applies to the guest's place: the area's zone, else the pin's (SPEC §9 fee source). */
export function zoneOfPlace(
  place: Pick<DeliveryPlace, 'area' | 'pin'>,
  zones: readonly ZoneWire[] | undefined,
  branchId: number,
): ZoneWire | null {
  if (!zones) return null;
  const own = branchZones(zones, branchId).filter((zone) => zone.visible);
  if (place.area) return zoneOfArea(own, place.area.id) ?? null;
  if (place.pin) return zoneForLocation(own, place.pin) ?? null;
  return null;
}
