import type { CalcOrderBodyInput, CalcOrderResponse } from '@okmenu/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';

/** POST service/pos/calc-order/{businessId}: the server's breakdown of a cart intent (major units). */
export function calcOrder(options: {
  businessId: number;
  body: CalcOrderBodyInput;
  signal?: AbortSignal;
}): Promise<CalcOrderResponse> {
  return apiRequest<CalcOrderResponse>(`service/pos/calc-order/${options.businessId}`, {
    method: 'POST',
    body: options.body,
    signal: options.signal,
  });
}

/** Keyed by the whole intent, so every change of the cart asks again and equal carts share the answer. */
export function calcOrderQueryOptions(businessId: number, body: CalcOrderBodyInput | null) {
  return queryOptions({
    queryKey: ['calc-order', businessId, body] as const,
    queryFn: ({ signal }) => calcOrder({ businessId, body: body as CalcOrderBodyInput, signal }),
    enabled: body !== null && businessId > 0,
    staleTime: 30_000,
    // A 4xx names what is wrong with the cart; asking again would not change it.
    retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
  });
}

/**
 * The server's breakdown of the cart; the previous answer stays while a changed cart is asked about. `fresh` asks
 * again when the component mounts even with a recent answer for the same cart (the checkout: the menu may have
 * changed since the cart page asked, decision 0110).
 */
export function useCalcOrder(businessId: number, body: CalcOrderBodyInput | null, options: { fresh?: boolean } = {}) {
  return useQuery({
    ...calcOrderQueryOptions(businessId, body),
    placeholderData: keepPreviousData,
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
