import type { OrderWire, ReservationWire } from '@okmenu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { openOrderStream, type StreamState } from '../api/order-stream.ts';
import { staffFetch, staffRequest } from '../api/staff-request.ts';

export interface StaffReservationsAnswer {
  from: string;
  days: number;
  time_zone: string;
  reservations: ReservationWire[];
}

export const staffReservationsKey = (token: string) => ['staff', token, 'reservations'] as const;

/** Adds or replaces a booking, keeping the list by start time. */
export function upsertReservation(list: readonly ReservationWire[], next: ReservationWire): ReservationWire[] {
  return [...list.filter((known) => known.id !== next.id), next].sort(
    (a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id,
  );
}

/** GET staff/reservations: today's and the next days' bookings (14 days). */
export function useStaffReservations(token: string) {
  return useQuery({
    queryKey: staffReservationsKey(token),
    queryFn: ({ signal }) => staffRequest<StaffReservationsAnswer>('staff/reservations?days=14', { token, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/** POST staff/reservations/{id}/status: 1 accept, 2 reject (reason), 3 completed, 4 cancel, 5 no-show. */
export function useSetReservationStatus(token: string) {
  const queryClient = useQueryClient();
  const key = staffReservationsKey(token);
  return useMutation({
    mutationFn: (input: { id: number; status: 1 | 2 | 3 | 4 | 5; reason?: string }) =>
      staffRequest<{ reservation: ReservationWire }>(`staff/reservations/${input.id}/status`, {
        token,
        method: 'POST',
        body: { status: input.status, ...(input.reason ? { reason: input.reason } : {}) },
      }),
    meta: { skipAuthRedirect: true },
    onSuccess: ({ reservation }) =>
      queryClient.setQueryData<StaffReservationsAnswer>(key, (answer) =>
        answer ? { ...answer, reservations: upsertReservation(answer.reservations, reservation) } : answer,
      ),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * The list, live: GET staff/reservations/stream sends each booking made or changed (`event: reservation`);
 * each (re)connect reads the list again. `onNew` runs once per pending booking that appears after the first load.
 */
export function useReservationBoard(token: string, onNew: (reservation: ReservationWire) => void) {
  const queryClient = useQueryClient();
  const query = useStaffReservations(token);
  const [connection, setConnection] = useState<StreamState>('connecting');
  const latest = useRef(onNew);
  useEffect(() => {
    latest.current = onNew;
  });

  useEffect(() => {
    const key = staffReservationsKey(token);
    return openOrderStream({
      token,
      eventName: 'reservation',
      open: (signal) => staffFetch('staff/reservations/stream', { token, signal, accept: 'text/event-stream' }),
      onOrder: (item: OrderWire) => {
        const reservation = item as unknown as ReservationWire;
        queryClient.setQueryData<StaffReservationsAnswer>(key, (answer) =>
          answer ? { ...answer, reservations: upsertReservation(answer.reservations, reservation) } : answer,
        );
      },
      onReady: () => void queryClient.invalidateQueries({ queryKey: key }),
      onState: setConnection,
    });
  }, [queryClient, token]);

  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    const list = query.data?.reservations;
    if (!list) return;
    const first = seen.current === null;
    const known = (seen.current ??= new Set());
    for (const reservation of list) {
      if (known.has(reservation.id)) continue;
      known.add(reservation.id);
      if (!first && reservation.status === 0) latest.current(reservation);
    }
  }, [query.data]);

  return { query, connection };
}
