import type { RestaurantResponse } from '@okmenu/contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';

/** The restaurant answer the server embedded in the page (apps/server app-shell.ts), with its ETag. */
export interface PageRestaurantAnswer {
  referenceId: string;
  locale: string;
  etag: string;
  answer: RestaurantResponse;
  /** Today's banners of the answer's branch (the menu feature seeds them). */
  banners: { branchId: number; date: string; answer: unknown } | null;
}

/** Embedded answers not yet revalidated: their first fetch asks "changed since this ETag?" (304 when not). */
const embedded = new Map<string, PageRestaurantAnswer>();
const embeddedKey = (referenceId: string, locale: string) => `${referenceId}\n${locale}`;

/** GET webapp/v5/restaurant/{referenceId}: the business, its menu and settings, in the given language. */
export async function fetchRestaurant(options: {
  referenceId: string;
  locale: string;
  signal?: AbortSignal;
}): Promise<RestaurantResponse> {
  const key = embeddedKey(options.referenceId, options.locale);
  const known = embedded.get(key);
  embedded.delete(key);
  try {
    return await apiRequest<RestaurantResponse>(`webapp/v5/restaurant/${encodeURIComponent(options.referenceId)}`, {
      locale: options.locale,
      signal: options.signal,
      headers: known ? { 'if-none-match': known.etag } : undefined,
    });
  } catch (error) {
    // The same object again, so the cache keeps it and nothing re-renders.
    if (known && isApiError(error) && error.status === 304) return known.answer;
    throw error;
  }
}

/** Reads (once) the restaurant answer the server put into the page for its first load, if any. */
export function takePageRestaurantAnswer(doc: Document = document): PageRestaurantAnswer | undefined {
  const element = doc.getElementById('okmenu-boot');
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent || 'null') as PageRestaurantAnswer | null;
    return parsed && typeof parsed.referenceId === 'string' && typeof parsed.locale === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts an embedded answer into the cache as already stale: the page renders from it at once, and the first
 * component that uses it revalidates it with the API (a 304 without a body when nothing changed).
 */
export function seedRestaurant(queryClient: QueryClient, page: PageRestaurantAnswer): void {
  embedded.set(embeddedKey(page.referenceId, page.locale), page);
  queryClient.setQueryData(restaurantQueryOptions(page.referenceId, page.locale).queryKey, page.answer, {
    updatedAt: 0,
  });
}

/** The locale is part of the key, so switching language fetches the business again in that language. */
export function restaurantQueryOptions(referenceId: string, locale: string) {
  return queryOptions({
    queryKey: ['restaurant', referenceId, locale] as const,
    queryFn: ({ signal }) => fetchRestaurant({ referenceId, locale, signal }),
    staleTime: 5 * 60 * 1000,
    retry: (failureCount, error) =>
      failureCount < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
  });
}

/** The business in the current language; keeps showing the previous language's data while switching. */
export function useRestaurant(referenceId: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...restaurantQueryOptions(referenceId, i18n.language), placeholderData: keepPreviousData });
}
