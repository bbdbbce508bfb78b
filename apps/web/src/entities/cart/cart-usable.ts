import type { CheckoutOptionsWire, RestaurantWire, ShiftsResponse } from '@okmenu/contract';
import { isShopOpen, orderSellingType } from '@okmenu/domain';
import type { RouteType } from '../business/selling-types.ts';

/** Why the cart cannot be ordered from now. */
export type CartBlock = 'closed' | 'dinein_cart_off' | 'type_disabled';

export interface CartUsability {
  usable: boolean;
  /** The shop takes orders of this type now (SPEC §4: shifts not fetched count as open). */
  open: boolean;
  /** Orders for later are accepted. */
  scheduling: boolean;
  /** Only orders for later are accepted. */
  scheduledOnly: boolean;
  block: CartBlock | null;
  /** The next opening (ISO) when closed. */
  opensAt: string | null;
}

/** The checkout options of an order type (reservations order like dine-in). */
export function checkoutOptionsOf(restaurant: RestaurantWire, type: RouteType): CheckoutOptionsWire | null {
  if (type === 'delivery') return restaurant.checkoutDelivery;
  if (type === 'pickup') return restaurant.checkoutCarPickup;
  return restaurant.checkoutDineIn;
}

/**
 * Whether the cart can be ordered from now (SPEC §4): the shop is open or takes scheduled orders; dine-in also
 * needs the business's cart option. Mirrors the server's checks (shift status of the normalised selling type).
 */
export function cartUsability(options: {
  restaurant: RestaurantWire;
  type: RouteType;
  shifts: ShiftsResponse | undefined;
}): CartUsability {
  const { restaurant, type, shifts } = options;
  const checkout = checkoutOptionsOf(restaurant, type);
  // A reservation's pre-order is served at the booking's time, which the booking checks against its slots; the
  // venue being closed at this hour does not block it (the server's reserve-table does not check it either).
  const status = type === 'reservation' ? undefined : shifts?.today[orderSellingType(type)];
  const open = isShopOpen(status);
  const scheduling = Boolean(checkout?.scheduled_orders.on);
  const scheduledOnly = scheduling && Boolean(checkout?.scheduled_orders.only_schedule);
  const opensAt = status && status.status === 'closed' ? status.opens_at_iso : null;
  const base = { open, scheduling, scheduledOnly, opensAt };
  if (checkout && !checkout.enabled) return { ...base, usable: false, block: 'type_disabled' };
  if ((type === 'dinein' || type === 'reservation') && !checkout?.cart) {
    return { ...base, usable: false, block: 'dinein_cart_off' };
  }
  if (!open && !scheduling) return { ...base, usable: false, block: 'closed' };
  return { ...base, usable: true, block: null };
}
