import type { ItemResponse } from '@okmenu/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';

/** GET webapp/v5/item/{branchId}/{itemId}: one item with its options; 404 when the branch does not have it. */
export function fetchItem(options: {
  branchId: number;
  itemId: number;
  locale: string;
  signal?: AbortSignal;
}): Promise<ItemResponse> {
  return apiRequest<ItemResponse>(`webapp/v5/item/${options.branchId}/${options.itemId}`, {
    locale: options.locale,
    signal: options.signal,
  });
}

export function itemQueryOptions(branchId: number, itemId: number, locale: string) {
  return queryOptions({
    queryKey: ['item', branchId, itemId, locale] as const,
    queryFn: ({ signal }) => fetchItem({ branchId, itemId, locale, signal }),
    staleTime: 5 * 60 * 1000,
    retry: (failureCount, error) =>
      failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/** Whether an item call failed because the item does not exist (SPEC §8: go to /404). */
export function isItemMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
