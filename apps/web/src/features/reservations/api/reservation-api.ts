import type {
  ReservationHistoryResponse,
  ReservationSlotsResponse,
  ReservationWire,
  ReserveTableBodyInput,
  ReserveTableResponse,
} from '@okmenu/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { getDeviceId } from '../../../shared/api/device-id.ts';

/** GET webapp/reservation-slots/{businessId}: every slot of a date for a party, with the server's decision. */
export function useReservationSlots(options: {
  businessId: number;
  branchId: number;
  date: string;
  partySize: number;
  /** The interface language: the answer names the table areas in it. */
  locale: string;
}) {
  const { businessId, branchId, date, partySize, locale } = options;
  return useQuery({
    queryKey: ['reservation-slots', businessId, branchId, date, partySize, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReservationSlotsResponse>(`webapp/reservation-slots/${businessId}`, {
        query: { branch_id: branchId, date, party_size: partySize },
        locale,
        signal,
      }),
    enabled: businessId > 0 && branchId > 0 && Boolean(date) && partySize > 0,
    placeholderData: keepPreviousData,
    // Slots fill up while the page is open; asking again often keeps "never offer a refused slot" true.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** POST webapp/reserve-table with the attempt's Idempotency-Key (a retry answers the first booking). */
export function useReserveTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { body: ReserveTableBodyInput; key: string }) =>
      apiRequest<ReserveTableResponse>('webapp/reserve-table', {
        method: 'POST',
        body: options.body,
        headers: { 'Idempotency-Key': options.key, 'x-device-id': getDeviceId() },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['reservation-slots'] }),
  });
}

export function reservationQueryKey(reference: string) {
  return ['reservation', reference] as const;
}

/** GET webapp/reservation/{reference}: the booking with its events. */
export function useReservation(reference: string) {
  return useQuery({
    queryKey: reservationQueryKey(reference),
    queryFn: ({ signal }) =>
      apiRequest<{ reservation: ReservationWire }>(`webapp/reservation/${encodeURIComponent(reference)}`, {
        headers: { 'x-device-id': getDeviceId() },
        signal,
      }),
    enabled: Boolean(reference),
    staleTime: 10_000,
    // Back from the gateway before its webhook: read again until the server has the gateway's word.
    refetchInterval: (current) => {
      const reservation = current.state.data?.reservation;
      return reservation?.status === 6 && reservation.payment?.status === 'awaiting' ? 2_000 : false;
    },
    retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
  });
}

/** POST webapp/reservation/{reference}/cancel (until the cutoff). */
export function useCancelReservation(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ reservation: ReservationWire }>(`webapp/reservation/${encodeURIComponent(reference)}/cancel`, {
        method: 'POST',
        body: {},
        headers: { 'x-device-id': getDeviceId() },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(
        reservationQueryKey(reference),
        (current: { reservation: ReservationWire } | undefined) =>
          current ? { reservation: { ...answer.reservation, reference: current.reservation.reference } } : answer,
      );
      void queryClient.invalidateQueries({ queryKey: ['reservation-history'] });
    },
  });
}

/** POST webapp/reservations/{businessId} {page}: this guest's (or device's) bookings, page by page. */
export function useReservationHistory(businessId: number) {
  return useInfiniteQuery({
    queryKey: ['reservation-history', businessId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReservationHistoryResponse>(`webapp/reservations/${businessId}`, {
        method: 'POST',
        body: { page: pageParam },
        headers: { 'x-device-id': getDeviceId() },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: businessId > 0,
    staleTime: 10_000,
  });
}
