import type { RestaurantResponse, ShippingCountryWire, ZoneWire } from '@okmenu/contract';
import { useEffect, useMemo } from 'react';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useZones } from './api/get-zones.ts';
import { zoneOfPlace } from './delivery-rules.ts';
import { useDeliveryStore } from './delivery-store.ts';

/**
 * The countries the current branch ships to (SPEC §4): the business's own country first (`home`, delivered by
 * zones), then the others configured for this branch. Empty when the branch ships nowhere abroad.
 */
export function shippingCountriesOf(
  countries: readonly ShippingCountryWire[] | undefined,
  branchId: number,
): ShippingCountryWire[] {
  const abroad = (countries ?? []).filter(
    (country) => !country.home && country.id !== null && country.branch_id === branchId,
  );
  if (abroad.length === 0) return [];
  return [...(countries ?? []).filter((country) => country.home), ...abroad];
}

export interface DeliveryContext {
  data: RestaurantResponse | undefined;
  branchId: number;
  zones: ZoneWire[] | undefined;
  zonesFailed: boolean;
  /** The zone that applies to the guest's area or pin; null when none (not chosen, or outside every zone). */
  zone: ZoneWire | null;
  /** The guest chose an area or a pin. */
  hasPlace: boolean;
  /** An international shipping order: no area is needed (SPEC §2). */
  shipping: boolean;
  /** The countries to offer (home first), empty when the branch does not ship abroad. */
  countries: ShippingCountryWire[];
  /** The chosen shipping country (not the home one), when the order is shipped abroad. */
  shippingCountry: ShippingCountryWire | null;
}

/**
 * The business, its zones (fetched once per session) and the guest's place, with SPEC §4's rules applied
 * whenever the business, branch or zones change.
 */
export function useDeliveryContext(referenceId: string, options: { enabled?: boolean } = {}): DeliveryContext {
  const { i18n } = useTranslation();
  const { data } = useRestaurant(referenceId);
  const enabled = options.enabled ?? true;
  const branchId = data?.restaurant.branch_id ?? 0;
  const zonesQuery = useZones(enabled ? branchId : 0, i18n.language);
  const zones = zonesQuery.data?.zones;
  const countries = zonesQuery.data?.countries;
  const area = useDeliveryStore((state) => state.area);
  const pin = useDeliveryStore((state) => state.pin);
  const shippingChoice = useDeliveryStore((state) => state.shipping);
  const owner = useDeliveryStore((state) => state.referenceId);

  useEffect(() => {
    if (referenceId && enabled) useDeliveryStore.getState().enterBusiness(referenceId);
  }, [referenceId, enabled]);

  const offered = useMemo(() => shippingCountriesOf(countries, branchId), [countries, branchId]);
  useEffect(() => {
    if (!branchId || !enabled || owner !== referenceId) return;
    // Until the zones answer, only the branch rule can be checked; shipping is judged once they have.
    const store = useDeliveryStore.getState();
    store.applyContext({
      branchId,
      zones,
      shippingEnabled: zonesQuery.isSuccess ? offered.length > 0 : true,
    });
    // A country the branch no longer ships to goes too.
    const chosen = useDeliveryStore.getState().shipping;
    if (
      zonesQuery.isSuccess &&
      chosen &&
      !offered.some((country) => !country.home && country.id === chosen.countryId)
    ) {
      store.setShipping(null);
    }
  }, [branchId, enabled, zones, offered, zonesQuery.isSuccess, owner, referenceId]);

  const mine = owner === referenceId;
  const place = mine ? { area, pin } : { area: null, pin: null };
  const home = data?.restaurant.country_iso?.toUpperCase();
  const shippingCountry =
    mine && shippingChoice && shippingChoice.countryIso.toUpperCase() !== home
      ? (offered.find((country) => !country.home && country.id === shippingChoice.countryId) ?? null)
      : null;
  return {
    data,
    branchId,
    zones,
    zonesFailed: zonesQuery.isError,
    zone: zoneOfPlace(place, zones, branchId),
    hasPlace: Boolean(place.area || place.pin),
    shipping: shippingCountry !== null,
    countries: offered,
    shippingCountry,
  };
}
