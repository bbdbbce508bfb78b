import type {
  OrderRatingBody,
  OrderRatingResponse,
  QuestionnaireResponse,
  RateBody,
  RateResponse,
} from '@okmenu/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { getDeviceId } from '../../../shared/api/device-id.ts';

/** GET webapp/questionnaire/{businessId} in the guest's language. */
export function useQuestionnaire(businessId: number, locale: string) {
  return useQuery({
    queryKey: ['questionnaire', businessId, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<QuestionnaireResponse>(`webapp/questionnaire/${businessId}`, { signal, locale }),
    enabled: businessId > 0,
    staleTime: 10 * 60 * 1000,
  });
}

/** POST users/rate, from this device (the server limits answer sets per device and address). */
export function sendAnswers(body: RateBody): Promise<RateResponse> {
  return apiRequest<RateResponse>('users/rate', {
    method: 'POST',
    body,
    headers: { 'x-device-id': getDeviceId() },
  });
}

const ratingPath = (orderId: number, secret: string) => `webapp/order/${orderId}/${encodeURIComponent(secret)}/rating`;

/** GET webapp/order/{a}/{b}/rating: the order's rating, and whether the guest may still give one. */
export function useOrderRating(orderId: number, secret: string, enabled: boolean) {
  return useQuery({
    queryKey: ['order-rating', orderId] as const,
    queryFn: ({ signal }) => apiRequest<OrderRatingResponse>(ratingPath(orderId, secret), { signal }),
    enabled: enabled && orderId > 0,
  });
}

/** POST webapp/order/{a}/{b}/rating: once, when the order is delivered; answers the rating as GET does. */
export function rateOrder(orderId: number, secret: string, body: OrderRatingBody): Promise<OrderRatingResponse> {
  return apiRequest<OrderRatingResponse>(ratingPath(orderId, secret), { method: 'POST', body });
}
