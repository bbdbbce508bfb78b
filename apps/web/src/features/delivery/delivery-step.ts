import type { RestaurantWire } from '@okmenu/contract';
import { addressProblems } from './address-fields.ts';
import { useDeliveryStore } from './delivery-store.ts';

/**
 * The fast-checkout step of a delivery (loaded by the checkout guard only for delivery): without an area, a
 * pin or a shipping country the guest goes to `/address`; with a form the business's rules do not accept yet, to `/form`.
 */
export function deliveryCheckoutStep(options: { referenceId: string; restaurant: RestaurantWire }): string | null {
  const { referenceId, restaurant } = options;
  const state = useDeliveryStore.getState();
  const mine = state.referenceId === referenceId;
  const branchOk = (branchId: number | undefined) => branchId === restaurant.branch_id;
  const hasArea = mine && state.area !== null && branchOk(state.area.branchId);
  const hasPin = mine && state.pin !== null && branchOk(state.pin.branchId);
  // An order shipped abroad (a country of this branch, not the business's own) needs no area or pin.
  const home = restaurant.country_iso?.toUpperCase();
  const shipping =
    mine &&
    state.shipping !== null &&
    branchOk(state.shipping.branchId ?? undefined) &&
    state.shipping.countryIso.toUpperCase() !== home;
  const inZone = hasArea || (hasPin && state.pin?.zoneId !== null) || shipping;
  if (!inZone) return `/${referenceId}/delivery/address`;
  const problems = addressProblems({
    values: state.form,
    checkout: restaurant.checkoutDelivery,
    shipping,
    hasPin,
    hasPlace: true,
    defaultCountry: restaurant.country_iso || 'KW',
  });
  return Object.keys(problems).length > 0 ? `/${referenceId}/delivery/form` : null;
}
