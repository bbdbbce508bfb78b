import type { OrderHistoryResponse } from '@okmenu/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { getDeviceId } from '../../../shared/api/device-id.ts';
import { useAuthStore } from '../../../entities/customer/auth-store.ts';

/** GET webapp/v5/orders/{businessId}?page=n: this device's (or the signed-in user's) orders, newest first. */
export function fetchOrderHistory(options: { businessId: number; page: number; signal?: AbortSignal }) {
  return apiRequest<OrderHistoryResponse>(`webapp/v5/orders/${options.businessId}`, {
    query: { page: options.page },
    headers: { 'x-device-id': getDeviceId() },
    signal: options.signal,
  });
}

/**
 * The history, one page at a time ("show more"). Keyed by who asks: after a login, or a code that proves
 * another phone, the history is fetched again with the guest orders of the proved phones.
 */
export function useOrderHistory(businessId: number) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const phones = useAuthStore((state) => state.user?.verified_phones.join(',') ?? '');
  return useInfiniteQuery({
    queryKey: ['order-history', businessId, userId, phones] as const,
    queryFn: ({ pageParam, signal }) => fetchOrderHistory({ businessId, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: businessId > 0,
    staleTime: 10_000,
  });
}
