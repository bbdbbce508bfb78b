import { compareOverlappingZones, zoneContains } from '../delivery/zone-lookup.ts';
import type { LatLng, ZoneForLookup } from '../delivery/zone-types.ts';

/** Why a zone that covers a location does or does not apply (decision 0040's overlap rule, spelled out). */
export type ZoneVerdict =
  | { kind: 'applies' }
  | { kind: 'hidden' }
  | { kind: 'higher_fee'; than: number }
  | { kind: 'higher_minimum'; than: number }
  | { kind: 'higher_id'; than: number };

/** A zone that covers a location, with the verdict of the overlap rule. */
export interface ZoneMatch<Z> {
  zone: Z;
  verdict: ZoneVerdict;
}

function verdictAgainst<Z extends ZoneForLookup>(zone: Z, winner: Z): ZoneVerdict {
  if (zone.fees !== winner.fees) return { kind: 'higher_fee', than: winner.id };
  if (zone.min_order !== winner.min_order) return { kind: 'higher_minimum', than: winner.id };
  return { kind: 'higher_id', than: winner.id };
}

/**
 * Every zone whose polygon areas contain a location, the applying one first, each with the reason the overlap
 * rule gives: the owner's tester shows this so what they see is what `zoneForLocation` decides for a guest.
 */
export function explainZonesAt<Z extends ZoneForLookup>(zones: readonly Z[], point: LatLng): ZoneMatch<Z>[] {
  const covering = zones.filter((zone) => zoneContains(zone, point));
  const visible = covering.filter((zone) => zone.visible).sort(compareOverlappingZones);
  const winner = visible[0];
  const matches: ZoneMatch<Z>[] = visible.map((zone) => ({
    zone,
    verdict: winner === undefined || zone === winner ? { kind: 'applies' } : verdictAgainst(zone, winner),
  }));
  for (const zone of covering) if (!zone.visible) matches.push({ zone, verdict: { kind: 'hidden' } });
  return matches;
}
