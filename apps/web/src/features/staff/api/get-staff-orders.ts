import type { OrderWire } from '@okmenu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUnauthorized } from '../../../shared/api/api-error.ts';
import { staffRequest } from './staff-request.ts';

/** GET staff/orders: the orders the venue still has to act on, newest first. */
export function getStaffOrders(token: string, signal?: AbortSignal): Promise<{ orders: OrderWire[] }> {
  return staffRequest<{ orders: OrderWire[] }>('staff/orders', { token, signal });
}

export const staffOrdersKey = (token: string) => ['staff', token, 'orders'] as const;

export const staffOrdersQuery = (token: string) =>
  queryOptions({
    queryKey: staffOrdersKey(token),
    queryFn: async ({ signal }) => (await getStaffOrders(token, signal)).orders,
    // The stream keeps the list fresh; the list is read again only when the stream (re)connects.
    staleTime: Infinity,
    retry: (count, error) => !isUnauthorized(error) && count < 3,
    meta: { skipAuthRedirect: true },
  });

export function useStaffOrders(token: string) {
  return useQuery(staffOrdersQuery(token));
}
