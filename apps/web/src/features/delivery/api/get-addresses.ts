import type { SavedAddressesResponse } from '@okmenu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET webapp/addresses/{businessId}: the signed-in customer's saved addresses, the default first. */
export function fetchSavedAddresses(options: { businessId: number; signal?: AbortSignal }) {
  return apiRequest<SavedAddressesResponse>(`webapp/addresses/${options.businessId}`, { signal: options.signal });
}

export function savedAddressesQueryOptions(businessId: number, userId: number | null) {
  return queryOptions({
    queryKey: ['saved-addresses', businessId, userId] as const,
    queryFn: ({ signal }) => fetchSavedAddresses({ businessId, signal }),
    enabled: businessId > 0 && userId !== null,
    staleTime: 60_000,
  });
}

export function useSavedAddresses(businessId: number, userId: number | null) {
  return useQuery(savedAddressesQueryOptions(businessId, userId));
}
