import type { BookingContext, BookingRefusal, BookingSpan, ReservationTable } from '@okmenu/domain';
import { reservationSettingsOf } from '@okmenu/domain';
import type { BusinessGraph } from '../../db/business-repository.ts';
import type { ReservationRow } from '../../db/reservation-repository.ts';
import { AppError } from '../shared/errors.ts';

type Branch = BusinessGraph['branches'][number];

/** The branch's tables as the domain fits them. */
export function branchTables(graph: BusinessGraph, branchId: number): ReservationTable[] {
  return graph.tables
    .filter((table) => table.branch_id === branchId)
    .map((table) => ({
      id: table.id,
      seats: table.seats,
      min_seats: table.min_seats,
      area: table.area ?? null,
      join_group: table.join_group ?? null,
    }));
}

/** A stored booking as the domain sees it. */
export function bookingSpan(row: ReservationRow): BookingSpan {
  return {
    table_ids: JSON.parse(row.table_ids) as number[],
    start: row.start_ms,
    end: row.end_ms,
    party: row.party_size,
    status: row.status as BookingSpan['status'],
  };
}

/** What deciding a booking at a branch needs; the branch's reservation shifts, else its dine-in shifts. */
export function bookingContext(options: {
  graph: BusinessGraph;
  branch: Branch;
  bookings: readonly ReservationRow[];
  now: Date;
}): BookingContext {
  const { graph, branch } = options;
  const takesBookings = (branch.selling_types as string[]).includes('reservation');
  const settings = reservationSettingsOf(graph.settings.reservation);
  return {
    settings: { ...settings, enabled: settings.enabled && takesBookings },
    schedule: branch.shifts.reservation ?? branch.shifts.dine_in,
    timeZone: branch.time_zone,
    tables: branchTables(graph, branch.id),
    bookings: options.bookings.map(bookingSpan),
    now: options.now.getTime(),
  };
}

/** The span of bookings that can overlap a stay starting on a date: the day before to two days after. */
export function dayWindow(date: string): { from: number; to: number } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const day = 24 * 60 * 60 * 1000;
  return { from: midnight - 2 * day, to: midnight + 3 * day };
}

const refusals: Record<BookingRefusal, { status: number; path: string; message: string }> = {
  reservations_closed: { status: 409, path: 'body.branch_id', message: 'This branch does not take reservations' },
  closed_day: { status: 409, path: 'body.date', message: 'We are closed for reservations on this day' },
  not_a_slot: { status: 422, path: 'body.time', message: 'Choose one of the offered times' },
  too_soon: { status: 409, path: 'body.time', message: 'This time is too soon to book' },
  too_far: { status: 409, path: 'body.date', message: 'This date is too far ahead to book' },
  party_too_small: { status: 422, path: 'body.party_size', message: 'The party is smaller than we book for' },
  party_too_big: { status: 422, path: 'body.party_size', message: 'The party is larger than we book for' },
  slot_full: { status: 409, path: 'body.time', message: 'This time is fully booked' },
  no_table: { status: 409, path: 'body.time', message: 'No table is free for your party at this time' },
};

/** The 4xx answer of a refused booking; its code is the refusal's name. */
export function refusalError(refusal: BookingRefusal): AppError {
  const { status, path, message } = refusals[refusal];
  return new AppError(status, refusal, message, [{ path, message }]);
}
