import type { RestaurantWire, UserWire } from '@okmenu/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileFailureLogsOut, profileQueryOptions } from './api/get-profile.ts';
import { isAuthenticated, useAuthStore } from './auth-store.ts';

/**
 * The signed-in user's profile for the business, fresh from the server, with the stored user shown
 * until it answers. A refused fetch logs out (SPEC §8); the pages' guards then send the visitor to login.
 */
export function useProfile(restaurant: Pick<RestaurantWire, 'user_id'> | undefined) {
  const token = useAuthStore((state) => state.token);
  const storedUser = useAuthStore((state) => state.user);
  const signedIn = isAuthenticated({ token, user: storedUser }, restaurant);
  const userId = storedUser?.id ?? 0;
  const businessId = restaurant?.user_id ?? 0;
  const query = useQuery({ ...profileQueryOptions(userId, businessId), enabled: signedIn });

  useEffect(() => {
    if (query.data) useAuthStore.getState().setUser(query.data.user);
  }, [query.data]);
  useEffect(() => {
    if (query.error && profileFailureLogsOut(query.error)) useAuthStore.getState().logout();
  }, [query.error]);

  const user: UserWire | null = signedIn ? (query.data?.user ?? storedUser) : null;
  return { user, signedIn, query };
}
