import type { TablesResponse } from '@okmenu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET webapp/tables/{branchId}: the branch's tables for a dine-in order. */
export function fetchTables(options: { branchId: number; locale: string; signal?: AbortSignal }) {
  return apiRequest<TablesResponse>(`webapp/tables/${options.branchId}`, {
    locale: options.locale,
    signal: options.signal,
  });
}

export function tablesQueryOptions(branchId: number, locale: string) {
  return queryOptions({
    queryKey: ['tables', branchId, locale] as const,
    queryFn: ({ signal }) => fetchTables({ branchId, locale, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTables(branchId: number, locale: string, enabled: boolean) {
  return useQuery({ ...tablesQueryOptions(branchId, locale), enabled: enabled && branchId > 0 });
}
