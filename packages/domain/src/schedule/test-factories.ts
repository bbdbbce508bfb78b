import type { DaySchedule, Shift, WeekSchedule } from './schedule-types.ts';

/** A day open during the given `[from, to]` pairs (test data). */
export function createDay(...shifts: [Shift['time_from'], string][]): DaySchedule {
  return { closed: false, shifts: shifts.map(([time_from, time_to]) => ({ time_from, time_to })) };
}

/** A closed day (test data). */
export function createClosedDay(): DaySchedule {
  return { closed: true, shifts: [] };
}

/** A week open 09:00-17:00 every day unless a weekday (Monday = 0) is overridden (test data). */
export function createWeekSchedule(overrides: Partial<Record<number, DaySchedule>> = {}): WeekSchedule {
  return Array.from({ length: 7 }, (_, weekday) => overrides[weekday] ?? createDay(['09:00', '17:00']));
}
