import type { SearchResponse } from '@okmenu/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET webapp/search/{term}: orderable items matching the term in any language, best first (server-folded). */
export function searchItems(options: {
  term: string;
  branchId: number;
  type: string;
  locale: string;
  limit?: number;
  signal?: AbortSignal;
}): Promise<SearchResponse> {
  return apiRequest<SearchResponse>(`webapp/search/${encodeURIComponent(options.term)}`, {
    locale: options.locale,
    signal: options.signal,
    query: { branch_id: options.branchId, type: options.type, limit: options.limit ?? 30 },
  });
}

export function searchQueryOptions(options: { term: string; branchId: number; type: string; locale: string }) {
  const { term, branchId, type, locale } = options;
  return queryOptions({
    queryKey: ['search', branchId, type, locale, term] as const,
    queryFn: ({ signal }) => searchItems({ term, branchId, type, locale, signal }),
    enabled: term.length > 0 && branchId > 0,
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
