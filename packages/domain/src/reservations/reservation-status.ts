/**
 * Reservation status codes: SPEC §4's second set (pending 0, accepted 1, rejected 2, completed 3) plus the guest's
 * cancellation and the venue's no-show (decision 0093), and a type-2 booking paid online that holds its table
 * until the gateway confirms (awaiting payment 6) or lets it go unpaid (expired 7; decision 0105).
 */
export const ReservationStatus = {
  pending: 0,
  accepted: 1,
  rejected: 2,
  completed: 3,
  cancelled: 4,
  no_show: 5,
  awaiting_payment: 6,
  expired: 7,
} as const;
export type ReservationStatusCode = (typeof ReservationStatus)[keyof typeof ReservationStatus];
export type ReservationStatusName = keyof typeof ReservationStatus;

const names = Object.fromEntries(Object.entries(ReservationStatus).map(([name, code]) => [code, name])) as Record<
  ReservationStatusCode,
  ReservationStatusName
>;

/** The name of a reservation status code, e.g. 1 → "accepted". */
export function reservationStatusName(code: ReservationStatusCode): ReservationStatusName {
  return names[code];
}

/** Whether a number is a reservation status code. */
export function isReservationStatusCode(value: number): value is ReservationStatusCode {
  return value in names;
}

/**
 * The state machine: a pending booking is accepted, rejected or cancelled; an accepted one is completed (the guests
 * were seated), marked a no-show, or cancelled. One awaiting payment becomes pending when the gateway confirms (or
 * the guest chooses to pay at the venue) and expires unpaid. Rejected, completed, cancelled, no-show and expired are
 * final.
 */
const transitions: Record<ReservationStatusCode, readonly ReservationStatusCode[]> = {
  [ReservationStatus.pending]: [ReservationStatus.accepted, ReservationStatus.rejected, ReservationStatus.cancelled],
  [ReservationStatus.accepted]: [ReservationStatus.completed, ReservationStatus.no_show, ReservationStatus.cancelled],
  [ReservationStatus.rejected]: [],
  [ReservationStatus.completed]: [],
  [ReservationStatus.cancelled]: [],
  [ReservationStatus.no_show]: [],
  [ReservationStatus.awaiting_payment]: [ReservationStatus.pending, ReservationStatus.expired],
  [ReservationStatus.expired]: [],
};

/** The statuses a reservation may move to from its current one. */
export function nextReservationStatuses(from: ReservationStatusCode): readonly ReservationStatusCode[] {
  return transitions[from];
}

/** Whether a reservation may move from one status to another. */
export function canMoveReservation(from: ReservationStatusCode, to: ReservationStatusCode): boolean {
  return transitions[from].includes(to);
}

/** Whether a reservation holds its table and counts toward the slot's guests: pending, accepted and awaiting payment. */
export function blocksTable(status: ReservationStatusCode): boolean {
  return (
    status === ReservationStatus.pending ||
    status === ReservationStatus.accepted ||
    status === ReservationStatus.awaiting_payment
  );
}
