import type { ShiftsResponse } from '@okmenu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET webapp/v5/shifts/{referenceId}?branch_id: today's status per selling type, the next days and schedules. */
export function fetchShifts(options: { referenceId: string; branchId: number; signal?: AbortSignal }) {
  return apiRequest<ShiftsResponse>(`webapp/v5/shifts/${encodeURIComponent(options.referenceId)}`, {
    query: { branch_id: options.branchId },
    signal: options.signal,
  });
}

export function shiftsQueryOptions(referenceId: string, branchId: number) {
  return queryOptions({
    queryKey: ['shifts', referenceId, branchId] as const,
    queryFn: ({ signal }) => fetchShifts({ referenceId, branchId, signal }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/** Whether the venue is open now; refreshed every minute while a cart or checkout is on screen. */
export function useShifts(referenceId: string, branchId: number) {
  return useQuery({ ...shiftsQueryOptions(referenceId, branchId), enabled: branchId > 0 });
}
