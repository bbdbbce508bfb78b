import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUnauthorized } from '../../../shared/api/api-error.ts';
import { staffRequest } from './staff-request.ts';

/** GET staff/me: who a staff token belongs to. */
export interface StaffMe {
  business_id: number;
  reference_id: string;
  business_name: Partial<Record<string, string>>;
  locales: string[];
  label: string;
  /** Owners may also credit wallets, change busy mode and use the zone tester (issues 12, 17). */
  role?: 'staff' | 'owner';
  /** The board prints the kitchen ticket when an order is accepted. */
  auto_print_on_accept?: boolean;
}

export function getStaffMe(token: string, signal?: AbortSignal): Promise<StaffMe> {
  return staffRequest<StaffMe>('staff/me', { token, signal });
}

export const staffMeQuery = (token: string) =>
  queryOptions({
    queryKey: ['staff', token, 'me'],
    queryFn: ({ signal }) => getStaffMe(token, signal),
    staleTime: Infinity,
    retry: (count, error) => !isUnauthorized(error) && count < 3,
    // A bad staff token signs the device out of the board, not into the guest login.
    meta: { skipAuthRedirect: true },
  });

export function useStaffMe(token: string) {
  return useQuery(staffMeQuery(token));
}
