import type { ReservationEventWire, ReservationWire } from '@okmenu/contract';

/** SPEC §4's reservation statuses and decision 0093's two more. */
export const reservationStatus = {
  pending: 0,
  accepted: 1,
  rejected: 2,
  completed: 3,
  cancelled: 4,
  noShow: 5,
  awaitingPayment: 6,
  expired: 7,
} as const;

const names = [
  'pending',
  'accepted',
  'rejected',
  'completed',
  'cancelled',
  'noShow',
  'awaitingPayment',
  'expired',
] as const;
export type ReservationStatusName = (typeof names)[number];

export function statusNameOf(code: number): ReservationStatusName {
  return names[code] ?? 'pending';
}

/** Only pending, accepted and awaiting-payment bookings can still change for the guest. */
export function isFinalReservation(code: number): boolean {
  return (
    code !== reservationStatus.pending &&
    code !== reservationStatus.accepted &&
    code !== reservationStatus.awaitingPayment
  );
}

/** Adds a live status event to a booking (once), moving its status and reason along. */
export function withReservationEvent(reservation: ReservationWire, event: ReservationEventWire): ReservationWire {
  const events = reservation.events ?? [];
  if (events.some((known) => known.id === event.id)) return reservation;
  const next = [...events, event].sort((a, b) => a.id - b.id);
  const latest = next.at(-1) ?? event;
  return {
    ...reservation,
    events: next,
    status: latest.status,
    status_name: latest.status_name ?? statusNameOf(latest.status),
    reject_reason: latest.status === reservationStatus.rejected ? latest.reason : reservation.reject_reason,
    can_cancel: isFinalReservation(latest.status) ? false : reservation.can_cancel,
  };
}

/** The i18n key of a refusal code of reserve-table (decision 0093), or null for one the page words generically. */
export function refusalKey(code: string | null | undefined): string | null {
  switch (code) {
    case 'closed_day':
    case 'too_far':
    case 'too_soon':
    case 'not_a_slot':
    case 'party_too_big':
    case 'party_too_small':
    case 'slot_full':
    case 'no_table':
    case 'reservations_closed':
    case 'not_orderable':
    case 'pre_order_not_offered':
    case 'invalid_reservation':
    case 'too_many_requests':
      return `reservation.refusal.${code}`;
    default:
      return null;
  }
}

/** How a booking's pre-order is paid, as the success page says it: paid online, refunded, or at the venue. */
export function preOrderPaymentKey(reservation: Pick<ReservationWire, 'payment' | 'order'>): string {
  switch (reservation.payment?.status) {
    case 'paid':
      return 'reservation.paidOnline';
    case 'refunded':
    case 'voided':
      return 'reservation.refundedOnline';
    default:
      return reservation.order?.payment_type === 1
        ? 'reservation.statusText.awaitingPayment'
        : 'reservation.payAtVenue';
  }
}
