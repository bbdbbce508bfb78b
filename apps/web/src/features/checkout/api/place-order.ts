import type { OrderBodyInput, PlaceOrderResponse } from '@okmenu/contract';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { getDeviceId } from '../../../shared/api/device-id.ts';

/**
 * POST webapp/order with the checkout attempt's Idempotency-Key: a retry or a double click with the same key
 * answers the first order again instead of placing a second one.
 */
export function placeOrder(options: { body: OrderBodyInput; idempotencyKey: string }): Promise<PlaceOrderResponse> {
  return apiRequest<PlaceOrderResponse>('webapp/order', {
    method: 'POST',
    body: options.body,
    headers: { 'Idempotency-Key': options.idempotencyKey, 'x-device-id': getDeviceId() },
  });
}
