import type { Minor } from '../money/money.ts';
import type { FeeInput } from '../pricing/pricing-types.ts';
import { zoneForLocation } from './zone-lookup.ts';
import type { LatLng, ZoneForLookup } from './zone-types.ts';

/** A shipping country's terms in minor units (SPEC §3). */
export interface ShippingTerms {
  fees_per_kg: Minor;
  fixed_fees: Minor;
  min_order: Minor;
}

/** A destination of the shipping picker: the business's own country, or a configured shipping country. */
export interface ShippingDestination<C> {
  country_iso: string;
  /** The business's own country, delivered by its zones rather than shipped. */
  home: boolean;
  /** The configured shipping country; null for the home country when it has no entry of its own. */
  config: C | null;
}

/**
 * The shipping picker's destinations (SPEC §4): the business's own country first, added when the owner
 * did not list it, then the configured countries in their order. Entries of the own country are kept
 * (one per branch) and marked home.
 */
export function shippingCountries<C extends { country_iso: string }>(
  countries: readonly C[],
  businessCountryIso: string,
): ShippingDestination<C>[] {
  const homeIso = businessCountryIso.toUpperCase();
  const isHome = (country: C) => country.country_iso.toUpperCase() === homeIso;
  const home = countries.filter(isHome).map((config) => ({ country_iso: homeIso, home: true, config }));
  const abroad = countries
    .filter((country) => !isHome(country))
    .map((config) => ({ country_iso: config.country_iso.toUpperCase(), home: false, config }));
  return [...(home.length > 0 ? home : [{ country_iso: homeIso, home: true, config: null }]), ...abroad];
}

/** Where a delivery order's fee and minimum come from, or why it cannot be delivered. */
export type DeliveryFeeSource<Z> =
  { ok: true; fee: FeeInput; zone: Z | null } | { ok: false; reason: 'outside_delivery_area' };

/**
 * The fee source of a delivery (SPEC §9): an international shipping country's weight-based terms; else
 * the selected area's zone while it is visible; else the zone containing the location. No zone means the
 * order cannot be delivered; it is never charged a default fee. Pass the result's `fee` to `orderFees`.
 */
export function deliveryFeeSource<Z extends ZoneForLookup>(options: {
  shippingCountry?: ShippingTerms | null;
  selectedAreaZone?: Z | null;
  zones: readonly Z[];
  location?: LatLng | null;
}): DeliveryFeeSource<Z> {
  const { shippingCountry, selectedAreaZone, zones, location } = options;
  if (shippingCountry) {
    const country = {
      feesPerKg: shippingCountry.fees_per_kg,
      fixedFees: shippingCountry.fixed_fees,
      minOrder: shippingCountry.min_order,
    };
    return { ok: true, fee: { kind: 'shipping', country }, zone: null };
  }
  const zone = selectedAreaZone?.visible ? selectedAreaZone : location ? zoneForLocation(zones, location) : undefined;
  if (!zone) return { ok: false, reason: 'outside_delivery_area' };
  return { ok: true, fee: { kind: 'delivery', zone: { fees: zone.fees, minOrder: zone.min_order } }, zone };
}
