import type { WeekSchedule } from '../schedule/schedule-types.ts';
import type { BookingContext } from './reservation-slots.ts';
import { defaultReservationSettings } from './reservation-settings.ts';
import type { ReservationTable } from './table-fit.ts';

/** A table for two, overridable. */
export function createTable(overrides: Partial<ReservationTable> = {}): ReservationTable {
  return { id: 1, seats: 2, min_seats: 1, area: null, join_group: null, ...overrides };
}

/** Evenings 18:00-22:00 every day but Monday (closed). */
export const eveningsClosedMonday: WeekSchedule = Array.from({ length: 7 }, (_, weekday) => ({
  closed: weekday === 0,
  shifts: [{ time_from: '18:00', time_to: '22:00' }],
}));

/** Kuwait (UTC+3), Tuesday 2026-03-03 12:00 local; two tables for four and a joinable pair of twos. */
export function createBookingContext(overrides: Partial<BookingContext> = {}): BookingContext {
  return {
    settings: { ...defaultReservationSettings, enabled: true, guests_per_slot: 20 },
    schedule: eveningsClosedMonday,
    timeZone: 'Asia/Kuwait',
    tables: [
      createTable({ id: 1, seats: 4, min_seats: 2, area: 'hall' }),
      createTable({ id: 2, seats: 4, min_seats: 2, area: 'terrace' }),
      createTable({ id: 3, seats: 2, join_group: 'window' }),
      createTable({ id: 4, seats: 2, join_group: 'window' }),
    ],
    bookings: [],
    now: Date.parse('2026-03-03T09:00:00Z'),
    ...overrides,
  };
}
