import type { RestaurantResponse } from '@okmenu/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET webapp/v5/restaurant-domain/{domain}: the business that owns a custom domain. */
export function fetchRestaurantByDomain(options: {
  domain: string;
  signal?: AbortSignal;
}): Promise<RestaurantResponse> {
  return apiRequest<RestaurantResponse>(`webapp/v5/restaurant-domain/${encodeURIComponent(options.domain)}`, {
    signal: options.signal,
  });
}

export function restaurantDomainQueryOptions(domain: string) {
  return queryOptions({
    queryKey: ['restaurant-domain', domain] as const,
    queryFn: ({ signal }) => fetchRestaurantByDomain({ domain, signal }),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/** The reference id in a domain answer (a restaurant response, or a bare business object). */
export function referenceIdOfDomainAnswer(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as { restaurant?: { reference_id?: unknown }; reference_id?: unknown };
  const reference = record.restaurant?.reference_id ?? record.reference_id;
  return typeof reference === 'string' && reference ? reference : null;
}
