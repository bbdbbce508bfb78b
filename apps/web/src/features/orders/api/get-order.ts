import type { OrderWire } from '@okmenu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';

/** GET webapp/order/{id}/{secret}?full=true: an order with its lines, history and totals. */
export function fetchOrder(options: { id: number; secret: string; signal?: AbortSignal }) {
  return apiRequest<{ order: OrderWire }>(`webapp/order/${options.id}/${encodeURIComponent(options.secret)}`, {
    query: { full: true },
    signal: options.signal,
  });
}

export function orderQueryKey(id: number, secret: string) {
  return ['order', id, secret] as const;
}

export function orderQueryOptions(id: number, secret: string) {
  return queryOptions({
    queryKey: orderQueryKey(id, secret),
    queryFn: ({ signal }) => fetchOrder({ id, secret, signal }),
    staleTime: 10_000,
    retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
  });
}

export function useOrder(id: number, secret: string | null) {
  return useQuery({ ...orderQueryOptions(id, secret ?? ''), enabled: id > 0 && Boolean(secret) });
}
