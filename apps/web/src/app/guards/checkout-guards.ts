import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '../../shared/router/index.ts';
import { isRouteType } from '../../entities/business/selling-types.ts';
import { shiftsQueryOptions } from '../../entities/cart/api/get-shifts.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { cartUsability } from '../../entities/cart/cart-usable.ts';
import { checkoutPrerequisite } from '../../features/cart/checkout-steps.ts';
import { checkProfileLoader } from './auth-guards.ts';
import { loadBusiness } from './fetch-business.ts';
import { checkSellingTypeLoader } from './selling-type-guards.ts';

type Params = { params: { referenceId?: string; type?: string }; request: Request };

/**
 * The checkout route's guards: check-selling-type; can-checkout (the cart of this business has lines and can be
 * ordered now: open, or scheduled orders on; dine-in needs the cart option), else back to the cart, which says
 * why; fast-checkout (a step the order type needs first, such as delivery's address, sends the guest there).
 */
export function checkoutLoader(queryClient: QueryClient) {
  const checkType = checkSellingTypeLoader(queryClient);
  const checkProfile = checkProfileLoader(queryClient);
  return async (args: Params) => {
    const guard = await checkType(args);
    if (guard) return guard;
    const referenceId = args.params.referenceId ?? '';
    const type = args.params.type;
    if (!isRouteType(type)) return redirect(`/${referenceId}`);
    // A reservation's cart is a pre-order: it is sent with the booking (issue 14), not as an order.
    if (type === 'reservation') return redirect(`/${referenceId}/reservation/order`);
    const cartHref = `/${referenceId}/${type}/cart`;
    const cart = useCartStore.getState();
    if (cart.referenceId !== referenceId || cart.items.length === 0) return redirect(cartHref);
    const { restaurant } = await loadBusiness(queryClient, referenceId);
    const shifts = await queryClient
      .ensureQueryData(shiftsQueryOptions(referenceId, restaurant.branch_id))
      .catch(() => undefined);
    if (!cartUsability({ restaurant, type, shifts }).usable) return redirect(cartHref);
    const step = checkoutPrerequisite({ referenceId, type, cart });
    if (step) return redirect(step);
    if (type === 'delivery') {
      // Loaded here, not with the guards: the delivery rules (and the phone metadata) stay out of the main bundle.
      const { deliveryCheckoutStep } = await import('../../features/delivery/delivery-step.ts');
      const deliveryStep = deliveryCheckoutStep({ referenceId, restaurant });
      if (deliveryStep) return redirect(deliveryStep);
    }
    // check-profile (issue 7): a signed-in customer without a name completes the profile, then comes back.
    return checkProfile(args);
  };
}
