import type { OrderEventWire, OrderWire } from '@okmenu/contract';
import { isFinalStatus, isOrderStatusCode, orderStatusName } from '@okmenu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiUrl } from '../../shared/api/api-client.ts';
import { orderQueryKey } from './api/get-order.ts';

/** The live stream's state, shown as the connection indicator. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'unsupported';

/** Adds a status event to an order (once), moving its status along. */
export function withEvent(order: OrderWire, event: OrderEventWire): OrderWire {
  const events = order.events ?? [];
  if (events.some((known) => known.id === event.id)) return order;
  const next = [...events, event].sort((a, b) => a.id - b.id);
  const latest = next.at(-1) ?? event;
  // Live events may come without a name; the code is what counts.
  const name = isOrderStatusCode(latest.status)
    ? orderStatusName(latest.status)
    : (latest.status_name ?? order.status_name);
  return { ...order, events: next, status: latest.status, status_name: name };
}

/**
 * Follows an order's status over Server-Sent Events (`event: status`) and writes each change into the order's
 * query, so the page updates without reloading. EventSource reconnects by itself (with Last-Event-ID); the
 * stream closes once the order reaches a final status.
 */
export function useOrderEvents(options: { id: number; secret: string | null; finished: boolean }): LiveState {
  const { id, secret, finished } = options;
  const queryClient = useQueryClient();
  const supported = typeof EventSource !== 'undefined';
  const [state, setState] = useState<LiveState>(supported ? 'connecting' : 'unsupported');

  useEffect(() => {
    if (!secret || finished || !supported) return;
    const source = new EventSource(apiUrl(`webapp/update-order-events/${id}/${encodeURIComponent(secret)}`));
    source.onopen = () => setState('live');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'ended' : 'reconnecting');
    source.addEventListener('status', (message) => {
      let event: OrderEventWire;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as OrderEventWire;
      } catch {
        return;
      }
      setState('live');
      queryClient.setQueryData<{ order: OrderWire }>(orderQueryKey(id, secret), (current) =>
        current ? { order: withEvent(current.order, event) } : current,
      );
      if (isOrderStatusCode(event.status) && isFinalStatus(event.status)) {
        source.close();
        setState('ended');
      }
    });
    return () => source.close();
  }, [id, secret, finished, supported, queryClient]);

  return finished ? 'ended' : state;
}
