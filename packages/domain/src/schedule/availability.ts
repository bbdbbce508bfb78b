import type { BranchAvailability, WeekSchedule, ZonedMoment } from './schedule-types.ts';
import { dayRanges, isUnrestricted } from './shift-ranges.ts';
import { MINUTES_PER_DAY, parseLocalDateTime, parseTimeOfDay } from './time-of-day.ts';
import { epochDay } from './zoned-time.ts';

/** Whether a week schedule is open at a local moment; no schedule means always open (SPEC §5). */
export function isScheduleOpen(
  schedule: WeekSchedule | null | undefined,
  moment: Pick<ZonedMoment, 'weekday' | 'minutes'>,
): boolean {
  if (isUnrestricted(schedule)) return true;
  const { weekday, minutes } = moment;
  if (dayRanges(schedule, weekday).some((range) => range.start <= minutes && minutes < range.end)) return true;
  // Yesterday's shifts that cross midnight cover the early hours of today.
  const sinceYesterday = minutes + MINUTES_PER_DAY;
  return dayRanges(schedule, weekday + 6).some((range) => range.start <= sinceYesterday && sinceYesterday < range.end);
}

type Bound = { kind: 'absolute'; at: number } | { kind: 'daily'; minutes: number } | { kind: 'none' };

function readBound(text: string | undefined, side: 'from' | 'to'): Bound {
  if (text === undefined || text.trim() === '') return { kind: 'none' };
  const dateTime = parseLocalDateTime(text);
  if (dateTime) {
    // A bare "to" date includes that whole day.
    const minutes = dateTime.hasTime || side === 'from' ? dateTime.minutes : MINUTES_PER_DAY;
    return { kind: 'absolute', at: epochDay(dateTime.date) * MINUTES_PER_DAY + minutes };
  }
  const minutes = parseTimeOfDay(text);
  if (minutes === null) return { kind: 'none' };
  return { kind: 'daily', minutes: side === 'to' && minutes === 0 ? MINUTES_PER_DAY : minutes };
}

function insideDailyWindow(from: number, to: number, minutes: number): boolean {
  if (from < to) return from <= minutes && minutes < to;
  // A window whose end is not after its start crosses midnight.
  return minutes >= from || minutes < to;
}

/** Whether branch availability allows a local moment: status false never; `from`/`to` date-times or daily times. */
export function isBranchAvailable(
  availability: BranchAvailability | null | undefined,
  moment: Pick<ZonedMoment, 'date' | 'minutes'>,
): boolean {
  if (!availability) return true;
  if (!availability.status) return false;
  const from = readBound(availability.from, 'from');
  const to = readBound(availability.to, 'to');
  const at = epochDay(moment.date) * MINUTES_PER_DAY + moment.minutes;
  if (from.kind === 'daily' && to.kind === 'daily') return insideDailyWindow(from.minutes, to.minutes, moment.minutes);
  if (from.kind === 'absolute' && at < from.at) return false;
  if (to.kind === 'absolute' && at >= to.at) return false;
  if (from.kind === 'daily' && moment.minutes < from.minutes) return false;
  if (to.kind === 'daily' && moment.minutes >= to.minutes) return false;
  return true;
}

/** Per-branch visibility of a category or item. */
export interface BranchVisibility {
  visible: boolean;
  available?: BranchAvailability | null;
}

/** Whether a category or item shows now: visible, visible in the branch, branch-available and inside its schedule. */
export function isShownNow(options: {
  visible: boolean;
  schedule: WeekSchedule | null | undefined;
  branchVisibility?: BranchVisibility | null;
  moment: ZonedMoment;
}): boolean {
  const { visible, schedule, branchVisibility, moment } = options;
  if (!visible) return false;
  if (branchVisibility && !branchVisibility.visible) return false;
  return isBranchAvailable(branchVisibility?.available, moment) && isScheduleOpen(schedule, moment);
}
