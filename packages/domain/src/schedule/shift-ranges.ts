import type { DaySchedule, MinuteRange, Shift, ShiftInterval, WeekSchedule } from './schedule-types.ts';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay } from './time-of-day.ts';

/** The whole day, what `time_from` 24 and a missing schedule mean. */
export const WHOLE_DAY: MinuteRange = { start: 0, end: MINUTES_PER_DAY };

/** Whether a shift's `time_from` is the "always open" marker 24. */
export function isAlwaysShift(shift: Shift): boolean {
  return shift.time_from === 24 || (typeof shift.time_from === 'string' && shift.time_from.trim() === '24');
}

/** A shift as minutes from its day's midnight; an end at or before the start runs into the next day; null if unreadable. */
export function shiftRange(shift: Shift): MinuteRange | null {
  if (isAlwaysShift(shift)) return WHOLE_DAY;
  const start = parseTimeOfDay(String(shift.time_from));
  const rawEnd = parseTimeOfDay(shift.time_to);
  if (start === null || rawEnd === null || start >= MINUTES_PER_DAY) return null;
  // "00:00" and "24:00" both close the day; any other end not after the start is on the next day.
  if (rawEnd === 0 || rawEnd === MINUTES_PER_DAY) return { start, end: MINUTES_PER_DAY };
  return { start, end: rawEnd <= start ? rawEnd + MINUTES_PER_DAY : rawEnd };
}

/** A weekday's entry of a week schedule (Monday = 0), or undefined when the schedule lacks it. */
export function dayOf(schedule: WeekSchedule, weekday: number): DaySchedule | undefined {
  return schedule[((weekday % 7) + 7) % 7];
}

/** Whether a schedule restricts nothing: none given or an empty list. */
export function isUnrestricted(schedule: WeekSchedule | null | undefined): schedule is null | undefined | [] {
  return !schedule || schedule.length === 0;
}

/** The readable opening ranges of one weekday, sorted by start; empty when the day is closed or missing. */
export function dayRanges(schedule: WeekSchedule | null | undefined, weekday: number): MinuteRange[] {
  if (isUnrestricted(schedule)) return [WHOLE_DAY];
  const day = dayOf(schedule, weekday);
  if (!day || day.closed) return [];
  return day.shifts
    .map(shiftRange)
    .filter((range): range is MinuteRange => range !== null)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** A range shown as `HH:mm` ends; a range that closes the day ends at "24:00", one crossing midnight at its next-day time. */
export function toShiftInterval(range: MinuteRange): ShiftInterval {
  return { from: formatTimeOfDay(range.start), to: formatTimeOfDay(range.end) };
}
