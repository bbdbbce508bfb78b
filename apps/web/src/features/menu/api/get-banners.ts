import type { BannersResponse } from '@okmenu/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** `YYYY-MM-DD` to the `DD-MM-YYYY` the banners call takes (SPEC §7). */
export function bannerDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

/** GET webapp/banners/{branchId}?date=DD-MM-YYYY: the banners shown on that local date. */
export function fetchBanners(options: {
  branchId: number;
  date: string;
  locale: string;
  signal?: AbortSignal;
}): Promise<BannersResponse> {
  return apiRequest<BannersResponse>(`webapp/banners/${options.branchId}`, {
    locale: options.locale,
    signal: options.signal,
    query: { date: bannerDate(options.date) },
  });
}

export function bannersQueryOptions(branchId: number, date: string, locale: string) {
  return queryOptions({
    queryKey: ['banners', branchId, date, locale] as const,
    queryFn: ({ signal }) => fetchBanners({ branchId, date, locale, signal }),
    enabled: branchId > 0,
    staleTime: 10 * 60 * 1000,
    retry: 1,
  });
}

/**
 * Puts the banners the server embedded in the page into the cache: the type home shows them in its first render
 * (nothing jumps when they arrive). They are as fresh as the page's `writtenAt` (decision 0127); without it they
 * are stale, and the type home asks the API again once it mounts.
 */
export function seedBanners(
  queryClient: QueryClient,
  page: { branchId: number; date: string; locale: string; answer: BannersResponse; writtenAt?: number | undefined },
): void {
  const { queryKey } = bannersQueryOptions(page.branchId, page.date, page.locale);
  queryClient.setQueryData(queryKey, page.answer, { updatedAt: page.writtenAt ?? 0 });
}
