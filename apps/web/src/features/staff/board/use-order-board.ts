import type { OrderWire } from '@okmenu/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { staffOrdersKey, useStaffOrders } from '../api/get-staff-orders.ts';
import { openOrderStream, type StreamState } from '../api/order-stream.ts';
import { columnOf, upsertOrder } from './board-model.ts';

/**
 * The board's live list: GET staff/orders once, then every change from the stream. Each (re)connect
 * reads the list again, because what happened while the stream was down is not replayed.
 * `onNewOrder` runs once for each order that arrives in the New column after the first load; `onLeft`
 * each time the stream says an order left the board (delivered, rejected, cancelled).
 */
export function useOrderBoard(
  token: string,
  callbacks: { onNewOrder(order: OrderWire): void; onLeft(order: OrderWire): void },
) {
  const queryClient = useQueryClient();
  const query = useStaffOrders(token);
  const [connection, setConnection] = useState<StreamState>('connecting');
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    const key = staffOrdersKey(token);
    return openOrderStream({
      token,
      onOrder: (order) => {
        queryClient.setQueryData<OrderWire[]>(key, (orders) => upsertOrder(orders ?? [], order));
        if (columnOf(order.status) === null) latest.current.onLeft(order);
      },
      onReady: () => void queryClient.invalidateQueries({ queryKey: key }),
      onState: setConnection,
    });
  }, [queryClient, token]);

  // Announces orders that were not there before, whether they came by the stream or by a reload.
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    const orders = query.data;
    if (!orders) return;
    const first = seen.current === null;
    const known = (seen.current ??= new Set());
    for (const order of orders) {
      if (known.has(order.id)) continue;
      known.add(order.id);
      if (!first && columnOf(order.status) === 'new') latest.current.onNewOrder(order);
    }
  }, [query.data]);

  return { query, connection };
}
