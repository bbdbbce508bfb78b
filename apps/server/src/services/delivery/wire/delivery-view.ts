import type { AddressResultWire, AddressZoneWire, ShippingCountryWire, ZoneWire } from '@okmenu/contract';
import type { ShippingDestination } from '@okmenu/domain';
import type { GeoPlace } from '../../../adapters/geocoding/geocoder.ts';
import type { BusinessGraph } from '../../../db/business-repository.ts';
import type { WireContext } from '../../business/wire/restaurant-view.ts';

type StoredZone = BusinessGraph['zones'][number];
type StoredCountry = BusinessGraph['shipping_countries'][number];

const orNull = (text: string): string | null => (text.trim() ? text : null);

/** A zone on the wire in one language, money back in major units. */
export function zoneWire(zone: StoredZone, { t, major }: WireContext): ZoneWire {
  return {
    id: zone.id,
    branch_id: zone.branch_id,
    name: t(zone.name),
    fees: major(zone.fees),
    min_order: major(zone.min_order),
    delivery_time: zone.delivery_time,
    unit: zone.unit,
    visible: zone.visible,
    color: zone.color,
    areas: zone.areas.map((area) => ({
      id: area.id,
      name: orNull(t(area.name)),
      parent_name: orNull(t(area.parent_name)),
      shape: area.shape,
      osm_id: area.osm_id ?? null,
    })),
  };
}

/** The terms of the zone that delivers to a place. */
export function addressZoneWire(zone: StoredZone, { t, major }: WireContext): AddressZoneWire {
  return {
    id: zone.id,
    name: t(zone.name),
    fees: major(zone.fees),
    min_order: major(zone.min_order),
    delivery_time: zone.delivery_time,
    unit: zone.unit,
  };
}

/** A country's name in a language from the ISO code, for the home country the owner did not configure. */
function regionName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** A shipping destination on the wire. */
export function shippingCountryWire(input: {
  destination: ShippingDestination<StoredCountry>;
  ctx: WireContext;
  locale: string;
}): ShippingCountryWire {
  const { destination, locale } = input;
  const { t, major } = input.ctx;
  const config = destination.config;
  return {
    id: config?.id ?? null,
    branch_id: config?.branch_id ?? null,
    country: config ? t(config.country) : regionName(destination.country_iso, locale),
    country_iso: destination.country_iso,
    icon: config?.icon ?? null,
    fees_per_kg: config ? major(config.fees_per_kg) : 0,
    fixed_fees: config ? major(config.fixed_fees) : 0,
    min_order: config ? major(config.min_order) : 0,
    home: destination.home,
  };
}

/** A place as the address calls answer it, with the zone that delivers there or the reason none does. */
export function addressResult(input: {
  place: { placeId: string | null; title: string; address: string; lat: number; lng: number };
  zone: StoredZone | undefined;
  ctx: WireContext;
}): AddressResultWire {
  const { place, zone, ctx } = input;
  return zone
    ? { ...place, zone: addressZoneWire(zone, ctx) }
    : { ...place, zone: null, reason: 'outside_delivery_area' };
}

/** The short title of a found place: its name, else the first part of its display name. */
export function placeTitle(place: GeoPlace): string {
  if (place.name.trim()) return place.name.trim();
  const parts = place.address ? ['building', 'road', 'neighbourhood', 'suburb'].map((key) => place.address?.[key]) : [];
  return parts.find((part) => part?.trim())?.trim() ?? place.displayName.split(',')[0]?.trim() ?? '';
}
