import type { LiveResponse } from '@okmenu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import type { RouteType } from '../../business/selling-types.ts';

/** How often an open menu reads the live state of its branch (decision 0097). */
export const livePollMs = 10_000;

/** GET webapp/v5/live/{branchId}?type=…: sold-out marks, substitutes and the busy state, never cached. */
export function fetchLive(options: { branchId: number; type: RouteType; signal?: AbortSignal }) {
  return apiRequest<LiveResponse>(`webapp/v5/live/${options.branchId}`, {
    query: { type: options.type },
    signal: options.signal,
  });
}

export function liveQueryOptions(branchId: number, type: RouteType) {
  return queryOptions({
    queryKey: ['live', branchId, type] as const,
    queryFn: ({ signal }) => fetchLive({ branchId, type, signal }),
    staleTime: livePollMs / 2,
    refetchInterval: livePollMs,
    refetchOnWindowFocus: true,
  });
}

/** The live state of a branch for a selling type, read when a menu opens and every ~10 s while it is open. */
export function useLive(branchId: number, type: RouteType | null): LiveResponse | undefined {
  const { data } = useQuery({
    ...liveQueryOptions(branchId, type ?? 'delivery'),
    enabled: branchId > 0 && type !== null,
  });
  return type === null ? undefined : data;
}
