import type { WeekSchedule } from '../schedule/schedule-types.ts';
import { dayRanges } from '../schedule/shift-ranges.ts';
import { formatTimeOfDay } from '../schedule/time-of-day.ts';
import { exactInstant, weekdayOfDate, zonedMoment } from '../schedule/zoned-time.ts';
import type { ReservationSettings } from './reservation-settings.ts';
import { blocksTable } from './reservation-status.ts';
import type { BookingSpan, ReservationTable } from './table-fit.ts';
import { fitTables } from './table-fit.ts';

const MINUTE = 60_000;

/** A start time a reservation may take on a date: its instant (epoch ms) and local `HH:mm`. */
export interface ReservationSlotStart {
  start: number;
  label: string;
}

/**
 * The slot starts of a local date: from each reservation shift's start every `slot_minutes`, while the start is
 * before the shift's end (the stay may run past it: the shift's end is the last seating). A start the clock skips
 * is not offered; overlapping shifts give each start once. Shifts crossing midnight stop at midnight.
 */
export function reservationSlotStarts(options: {
  date: string;
  schedule: WeekSchedule | null | undefined;
  timeZone: string;
  slotMinutes: number;
}): ReservationSlotStart[] {
  const starts = new Map<number, ReservationSlotStart>();
  for (const range of dayRanges(options.schedule, weekdayOfDate(options.date))) {
    for (let minutes = range.start; minutes < Math.min(range.end, 24 * 60); minutes += options.slotMinutes) {
      const instant = exactInstant({ date: options.date, minutes, timeZone: options.timeZone });
      if (instant) starts.set(instant.getTime(), { start: instant.getTime(), label: formatTimeOfDay(minutes) });
    }
  }
  return [...starts.values()].sort((a, b) => a.start - b.start);
}

/** Why a booking cannot be taken (each has a server error code of the same name). */
export type BookingRefusal =
  | 'reservations_closed'
  | 'closed_day'
  | 'not_a_slot'
  | 'too_soon'
  | 'too_far'
  | 'party_too_small'
  | 'party_too_big'
  | 'slot_full'
  | 'no_table';

/** What deciding a booking needs: the settings, the branch's reservation shifts, its tables and current bookings. */
export interface BookingContext {
  settings: ReservationSettings;
  schedule: WeekSchedule | null | undefined;
  timeZone: string;
  tables: readonly ReservationTable[];
  bookings: readonly BookingSpan[];
  now: number;
}

export type BookingDecision =
  { ok: true; start: number; end: number; table_ids: number[] } | { ok: false; refusal: BookingRefusal };

/**
 * Whether a party can book a local date and `HH:mm` (decision 0093): a slot start of the reservation shifts, past
 * the lead time, inside the window, under the slot's guest cap, and tables (or joined tables) free for the whole
 * stay. A branch without tables is limited by the guest cap only.
 */
export function decideBooking(
  context: BookingContext,
  request: { date: string; time: string; party: number; area?: string | null },
): BookingDecision {
  const { settings } = context;
  if (!settings.enabled) return { ok: false, refusal: 'reservations_closed' };
  if (request.party < settings.party_min) return { ok: false, refusal: 'party_too_small' };
  if (request.party > settings.party_max) return { ok: false, refusal: 'party_too_big' };
  const starts = reservationSlotStarts({ ...context, date: request.date, slotMinutes: settings.slot_minutes });
  if (starts.length === 0) return { ok: false, refusal: 'closed_day' };
  const slot = starts.find((candidate) => candidate.label === request.time);
  if (!slot) return { ok: false, refusal: 'not_a_slot' };
  // A table area is a preference only where the business books with_table.
  const area = settings.with_table ? (request.area ?? null) : null;
  return decideSlot(context, { start: slot.start, party: request.party, area });
}

function decideSlot(context: BookingContext, request: { start: number; party: number; area: string | null }) {
  const { settings } = context;
  if (request.start < context.now + settings.min_advance * MINUTE) return refuse('too_soon');
  if (request.start > context.now + settings.days_ahead * 24 * 60 * MINUTE) return refuse('too_far');
  if (settings.guests_per_slot !== null) {
    const arriving = context.bookings
      .filter((booking) => blocksTable(booking.status) && booking.start === request.start)
      .reduce((sum, booking) => sum + booking.party, 0);
    if (arriving + request.party > settings.guests_per_slot) return refuse('slot_full');
  }
  const stay = { start: request.start, end: request.start + settings.stay_minutes * MINUTE };
  if (context.tables.length === 0) return { ok: true as const, ...stay, table_ids: [] };
  const tableIds = fitTables({ ...context, stay, party: request.party, area: request.area });
  return tableIds ? { ok: true as const, ...stay, table_ids: tableIds } : refuse('no_table');
}

function refuse(refusal: BookingRefusal): BookingDecision {
  return { ok: false, refusal };
}

/** An offered slot of a date: its local time, its start (epoch ms) and whether the party fits then. */
export interface OfferedSlot {
  label: string;
  start: number;
  available: boolean;
  refusal: BookingRefusal | null;
}

/**
 * Every slot of a date for a party, each marked available exactly when {@link decideBooking} would take it, so the
 * web app never offers a slot the server refuses. Slots before the lead time or past the window are left out.
 */
export function reservationSlots(context: BookingContext, request: { date: string; party: number }): OfferedSlot[] {
  const starts = reservationSlotStarts({ ...context, date: request.date, slotMinutes: context.settings.slot_minutes });
  return starts
    .map((slot) => {
      const decision = decideBooking(context, { date: request.date, time: slot.label, party: request.party });
      return { ...slot, available: decision.ok, refusal: decision.ok ? null : decision.refusal };
    })
    .filter((slot) => slot.refusal !== 'too_soon' && slot.refusal !== 'too_far');
}

/** The local date of an instant in a zone, `YYYY-MM-DD`. */
export function localDateOf(instant: number, timeZone: string): string {
  return zonedMoment(new Date(instant), timeZone).date;
}
