import type { ZonesResponse } from '@okmenu/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET webapp/zones/{branchId}[?shipping=true]: the business's visible zones (every branch), names in `locale`. */
export function fetchZones(options: {
  branchId: number;
  locale: string;
  shipping: boolean;
  signal?: AbortSignal;
}): Promise<ZonesResponse> {
  return apiRequest<ZonesResponse>(`webapp/zones/${options.branchId}`, {
    locale: options.locale,
    signal: options.signal,
    query: options.shipping ? { shipping: 'true' } : undefined,
  });
}

/**
 * Zones are fetched once per session (SPEC §4): they never go stale while the page lives. A failed fetch is
 * only logged (SPEC §8); the picker then offers the map.
 */
export function zonesQueryOptions(branchId: number, locale: string, shipping = true) {
  return queryOptions({
    queryKey: ['zones', branchId, locale, shipping] as const,
    queryFn: async ({ signal }) => {
      try {
        return await fetchZones({ branchId, locale, shipping, signal });
      } catch (error) {
        if (!signal.aborted) console.warn('Delivery zones could not be fetched', error);
        throw error;
      }
    },
    enabled: branchId > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}

/** The zones in the current language. */
export function useZones(branchId: number, locale: string) {
  return useQuery(zonesQueryOptions(branchId, locale));
}

/**
 * The zones in every language of the business the search should understand (the current one first), so a
 * guest can type an area's name in either script.
 */
export function useZonesInLanguages(branchId: number, locales: readonly string[]) {
  return useQueries({ queries: locales.map((locale) => zonesQueryOptions(branchId, locale)) });
}
