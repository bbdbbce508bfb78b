import type { Minor } from '../money/money.ts';
import { compareOverlappingZones } from './zone-lookup.ts';
import type { DeliveryArea, DeliveryTimeUnit, DeliveryZone } from './zone-types.ts';

/** One area of the area picker with the terms of the zone that delivers to it. */
export interface AreaChoice {
  area: DeliveryArea;
  name: string;
  zone_id: number;
  branch_id: number;
  fees: Minor;
  min_order: Minor;
  delivery_time: number;
  unit: DeliveryTimeUnit;
}

/** Areas that share a parent name (a governorate, a city); `parent_name` null holds the rest. */
export interface AreaGroup {
  parent_name: string | null;
  areas: AreaChoice[];
}

const named = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The area picker's list (SPEC §5): named areas of visible zones, grouped by parent name in the order
 * the owner wrote them, each with its zone's fee, minimum and time. An area listed in several zones
 * appears once, with the zone that applies where zones overlap (decision 0040).
 */
export function areaList(zones: readonly DeliveryZone[]): AreaGroup[] {
  const chosen = new Map<number, { zone: DeliveryZone; area: DeliveryArea; name: string }>();
  for (const zone of zones) {
    if (!zone.visible) continue;
    for (const area of zone.areas) {
      const name = named(area.name);
      if (!name) continue;
      const kept = chosen.get(area.id);
      if (!kept || compareOverlappingZones(zone, kept.zone) < 0) chosen.set(area.id, { zone, area, name });
    }
  }
  const groups = new Map<string | null, AreaGroup>();
  for (const { zone, area, name } of chosen.values()) {
    const parent = named(area.parent_name);
    const group = groups.get(parent) ?? { parent_name: parent, areas: [] };
    group.areas.push({
      area,
      name,
      zone_id: zone.id,
      branch_id: zone.branch_id,
      fees: zone.fees,
      min_order: zone.min_order,
      delivery_time: zone.delivery_time,
      unit: zone.unit,
    });
    groups.set(parent, group);
  }
  return [...groups.values()];
}
