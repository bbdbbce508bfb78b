import type { BranchesResponse, PoliciesResponse } from '@okmenu/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET webapp/branches/{businessId}: every branch, open now or its next opening per selling type (no-store). */
export function useBranches(businessId: number) {
  return useQuery({
    queryKey: ['branches', businessId] as const,
    queryFn: ({ signal }) => apiRequest<BranchesResponse>(`webapp/branches/${businessId}`, { signal }),
    enabled: businessId > 0,
    // Open or closed changes with the clock.
    staleTime: 60 * 1000,
    refetchInterval: 5 * 60 * 1000,
  });
}

/** GET webapp/policies/{businessId}: the business's policies in the asked language (or its fallback). */
export function usePolicies(businessId: number, locale: string) {
  return useQuery({
    queryKey: ['policies', businessId, locale] as const,
    queryFn: ({ signal }) => apiRequest<PoliciesResponse>(`webapp/policies/${businessId}`, { signal, locale }),
    enabled: businessId > 0,
    staleTime: 10 * 60 * 1000,
  });
}
