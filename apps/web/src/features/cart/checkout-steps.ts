import type { RouteType } from '../../entities/business/selling-types.ts';
import type { CartData } from '../../entities/cart/cart-types.ts';

/**
 * The fast-checkout guard's steps: what an order type must have before the checkout form opens, and where the
 * guest goes to give it. Car pickup, dine-in and product/service need nothing first; the delivery issue adds
 * its address/area step here (e.g. `/${referenceId}/delivery/address` while `cart.area` is empty).
 */
const prerequisites: Partial<Record<RouteType, (options: { referenceId: string; cart: CartData }) => string | null>> =
  {};

/** The path of the step the order type still needs, or null when the checkout may open. */
export function checkoutPrerequisite(options: { referenceId: string; type: RouteType; cart: CartData }): string | null {
  return prerequisites[options.type]?.(options) ?? null;
}
