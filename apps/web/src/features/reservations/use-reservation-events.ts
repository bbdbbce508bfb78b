import type { ReservationEventWire, ReservationWire } from '@okmenu/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiUrl } from '../../shared/api/api-client.ts';
import { reservationQueryKey } from './api/reservation-api.ts';
import { isFinalReservation, withReservationEvent } from './reservation-status.ts';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'unsupported';

/**
 * Follows a booking's status over Server-Sent Events (`event: status`, GET webapp/update-reservation-events/{ref}),
 * as the order page follows an order, and writes each change into the booking's query: "accepted" or "rejected"
 * shows without a reload. The stream closes once the booking is final.
 */
export function useReservationEvents(reference: string, finished: boolean): LiveState {
  const queryClient = useQueryClient();
  const supported = typeof EventSource !== 'undefined';
  const [state, setState] = useState<LiveState>(supported ? 'connecting' : 'unsupported');

  useEffect(() => {
    if (!reference || finished || !supported) return;
    const source = new EventSource(apiUrl(`webapp/update-reservation-events/${encodeURIComponent(reference)}`));
    source.onopen = () => setState('live');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'ended' : 'reconnecting');
    source.addEventListener('status', (message) => {
      let event: ReservationEventWire;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as ReservationEventWire;
      } catch {
        return;
      }
      setState('live');
      queryClient.setQueryData<{ reservation: ReservationWire }>(reservationQueryKey(reference), (current) =>
        current ? { reservation: withReservationEvent(current.reservation, event) } : current,
      );
      if (isFinalReservation(event.status)) {
        source.close();
        setState('ended');
      }
    });
    return () => source.close();
  }, [reference, finished, supported, queryClient]);

  return finished ? 'ended' : state;
}
