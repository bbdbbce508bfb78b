import type { OrderWire } from '@okmenu/contract';
import type { OrderStatusCode } from '@okmenu/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { upsertOrder } from '../board/board-model.ts';
import { staffOrdersKey } from './get-staff-orders.ts';
import { staffRequest } from './staff-request.ts';

export interface SetOrderStatusInput {
  orderId: number;
  status: OrderStatusCode;
  reason?: string;
}

/** POST staff/orders/{id}/status: moves an order along the state machine. */
export function setOrderStatus(token: string, input: SetOrderStatusInput): Promise<{ order: OrderWire | null }> {
  return staffRequest<{ order: OrderWire | null }>(`staff/orders/${input.orderId}/status`, {
    token,
    method: 'POST',
    body: { status: input.status, ...(input.reason ? { reason: input.reason } : {}) },
  });
}

/**
 * Not optimistic: the board shows the new status once the server has it. When the order changed
 * meanwhile (409) or is gone (404), the list is read again so the board shows the truth.
 */
export function useSetOrderStatus(token: string) {
  const queryClient = useQueryClient();
  const key = staffOrdersKey(token);
  return useMutation({
    mutationFn: (input: SetOrderStatusInput) => setOrderStatus(token, input),
    meta: { skipAuthRedirect: true },
    onSuccess: ({ order }) => {
      if (order) queryClient.setQueryData<OrderWire[]>(key, (orders) => upsertOrder(orders ?? [], order));
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
