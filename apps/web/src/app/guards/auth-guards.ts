import type { RestaurantWire } from '@okmenu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '../../shared/router/index.ts';
import { profileFailureLogsOut, profileQueryOptions } from '../../entities/customer/api/get-profile.ts';
import { authRedirect, checkProfileRedirect, guestRedirect } from '../../entities/customer/auth-paths.ts';
import { isAuthenticated, useAuthStore } from '../../entities/customer/auth-store.ts';
import { loadBusiness } from './fetch-business.ts';

type Args = { params: { referenceId?: string }; request: Request };

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * Asks the server for the profile (at most every 30 s). A refused fetch logs out (SPEC §8); an outage
 * keeps the stored user so the page can still show and retry.
 */
async function confirmSession(queryClient: QueryClient, restaurant: RestaurantWire): Promise<void> {
  const { user } = useAuthStore.getState();
  if (!user) return;
  try {
    // No retries here: during an outage the page shows at once with the stored user and retries itself.
    const answer = await queryClient.fetchQuery({ ...profileQueryOptions(user.id, restaurant.user_id), retry: false });
    useAuthStore.getState().setUser(answer.user);
  } catch (error) {
    if (profileFailureLogsOut(error)) {
      queryClient.removeQueries({ queryKey: ['profile'] });
      useAuthStore.getState().logout();
    }
  }
}

/** What a signed-in-only route needs: the account feature on, and for the wallet the wallet on too. */
function featureRedirect(restaurant: RestaurantWire, referenceId: string, wallet: boolean): string | null {
  if (restaurant.disable_otp) return `/${referenceId}`;
  if (wallet && !restaurant.enable_wallet) return `/${referenceId}/profile`;
  return null;
}

/**
 * The auth guard (login required: profile, wallet, locations). Without accounts (`disable_otp`) the
 * route does not exist for the business; otherwise a guest goes to login and comes back here. With
 * `checkProfile`, a user without a name completes the profile first (check-profile).
 */
export function authLoader(queryClient: QueryClient, options: { wallet?: boolean; checkProfile?: boolean } = {}) {
  return async ({ params, request }: Args) => {
    const referenceId = params.referenceId ?? '';
    const { restaurant } = await loadBusiness(queryClient, referenceId);
    const feature = featureRedirect(restaurant, referenceId, options.wallet ?? false);
    if (feature) return redirect(feature);
    const path = pathOf(request);
    if (isAuthenticated(useAuthStore.getState(), restaurant)) await confirmSession(queryClient, restaurant);
    const state = useAuthStore.getState();
    const toLogin = authRedirect({ referenceId, authenticated: isAuthenticated(state, restaurant), path });
    if (toLogin) return redirect(toLogin);
    if (options.checkProfile) {
      const toProfile = checkProfileRedirect({ referenceId, user: state.user, path });
      if (toProfile) return redirect(toProfile);
    }
    return null;
  };
}

/** check-profile on its own, for routes that guests may use too (checkout): only signed-in users are checked. */
export function checkProfileLoader(queryClient: QueryClient) {
  return async ({ params, request }: Args) => {
    const referenceId = params.referenceId ?? '';
    const { restaurant } = await loadBusiness(queryClient, referenceId);
    const state = useAuthStore.getState();
    if (!isAuthenticated(state, restaurant)) return null;
    const target = checkProfileRedirect({ referenceId, user: state.user, path: pathOf(request) });
    return target ? redirect(target) : null;
  };
}

/** The guest guard (the login route): signed-in visitors go on to `next`; without accounts, home. */
export function guestLoader(queryClient: QueryClient) {
  return async ({ params, request }: Args) => {
    const referenceId = params.referenceId ?? '';
    const { restaurant } = await loadBusiness(queryClient, referenceId);
    if (restaurant.disable_otp) return redirect(`/${referenceId}`);
    const next = new URL(request.url).searchParams.get('next');
    const target = guestRedirect({
      referenceId,
      authenticated: isAuthenticated(useAuthStore.getState(), restaurant),
      next,
    });
    return target ? redirect(target) : null;
  };
}
