import type { ShiftInterval, WeekSchedule } from './schedule-types.ts';
import { isScheduleOpen } from './availability.ts';
import { dayRanges, isUnrestricted, toShiftInterval } from './shift-ranges.ts';
import { formatTimeOfDay } from './time-of-day.ts';
import { addDaysToDate, localInstant, toZonedIso, weekdayOfDate, zonedMoment } from './zoned-time.ts';

/** Open or closed right now. */
export type ShopStatus = 'open' | 'closed';

/** Today's status of one selling type (SPEC §3 "Shifts"). */
export interface ShiftStatus {
  status: ShopStatus;
  /** Local `HH:mm` of the next opening within 7 days; null when open or not opening within a week. */
  opens_at: string | null;
  /** The next opening as an ISO date-time with offset, or null. */
  opens_at_iso: string | null;
  /** Today's shifts. */
  shifts: ShiftInterval[];
}

/** One coming day's opening periods. */
export interface UpcomingDay {
  date: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** True when the day has no opening period. */
  closed: boolean;
  slots: ShiftInterval[];
}

/** Days ahead searched for the next opening. */
const LOOKAHEAD_DAYS = 7;

function nextOpening(schedule: WeekSchedule, now: Date, timeZone: string): Date | null {
  const today = zonedMoment(now, timeZone).date;
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = addDaysToDate(today, offset);
    for (const range of dayRanges(schedule, weekdayOfDate(date))) {
      const opening = localInstant({ date, minutes: range.start, timeZone });
      if (opening.getTime() > now.getTime()) return opening;
    }
  }
  return null;
}

/** Open or closed now, the next opening within 7 days when closed, and today's shifts, in the business's zone. */
export function shiftStatus(options: {
  schedule: WeekSchedule | null | undefined;
  now: Date;
  timeZone: string;
}): ShiftStatus {
  const { schedule, now, timeZone } = options;
  const moment = zonedMoment(now, timeZone);
  const shifts = dayRanges(schedule, moment.weekday).map(toShiftInterval);
  if (isUnrestricted(schedule) || isScheduleOpen(schedule, moment)) {
    return { status: 'open', opens_at: null, opens_at_iso: null, shifts };
  }
  const opening = nextOpening(schedule, now, timeZone);
  return {
    status: 'closed',
    opens_at: opening ? formatTimeOfDay(zonedMoment(opening, timeZone).minutes) : null,
    opens_at_iso: opening ? toZonedIso(opening, timeZone) : null,
    shifts,
  };
}

/** The opening periods of each of the `days` days after today, in the business's zone. */
export function upcomingDays(options: {
  schedule: WeekSchedule | null | undefined;
  now: Date;
  timeZone: string;
  days: number;
}): UpcomingDay[] {
  const { schedule, now, timeZone, days } = options;
  const today = zonedMoment(now, timeZone).date;
  return Array.from({ length: Math.max(0, Math.floor(days)) }, (_, index) => {
    const date = addDaysToDate(today, index + 1);
    const weekday = weekdayOfDate(date);
    const slots = dayRanges(schedule, weekday).map(toShiftInterval);
    return { date, weekday, closed: slots.length === 0, slots };
  });
}

/** Whether a selling type's shop takes orders now; a status not fetched yet counts as open (SPEC §4). */
export function isShopOpen(status: Pick<ShiftStatus, 'status'> | null | undefined): boolean {
  return !status || status.status === 'open';
}
