import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '../../shared/router/index.ts';
import { isRouteType } from '../../entities/business/selling-types.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import type { CartData } from '../../entities/cart/cart-types.ts';
import { checkSellingTypeLoader } from './selling-type-guards.ts';

/**
 * The fast-checkout guard of `/:referenceId/:type/address` (SPEC §2; its rules are ours, decision 0104): the address
 * is a step of a delivery checkout, so an order type without that step goes on to its checkout (whose own guard
 * decides what comes next), and a delivery without anything in this business's cart goes back to the cart.
 */
export function addressStepRedirect(options: {
  referenceId: string;
  type: string | undefined;
  cart: Pick<CartData, 'referenceId' | 'items'>;
}): string | null {
  const { referenceId, type, cart } = options;
  if (!isRouteType(type)) return `/${referenceId}`;
  if (type !== 'delivery') return `/${referenceId}/${type}/checkout`;
  if (cart.referenceId !== referenceId || cart.items.length === 0) return `/${referenceId}/${type}/cart`;
  return null;
}

/** check-selling-type, then fast-checkout, for the delivery address step. */
export function addressLoader(queryClient: QueryClient) {
  const checkType = checkSellingTypeLoader(queryClient);
  return async (args: { params: { referenceId?: string; type?: string } }) => {
    const guard = await checkType(args);
    if (guard) return guard;
    const step = addressStepRedirect({
      referenceId: args.params.referenceId ?? '',
      type: args.params.type,
      cart: useCartStore.getState(),
    });
    return step ? redirect(step) : null;
  };
}
