import { leadMinutes, windowMinutes } from './advance-window.ts';
import type { AdvanceInterval } from './advance-window.ts';
import type { WeekSchedule } from './schedule-types.ts';
import { dayRanges } from './shift-ranges.ts';
import { MINUTES_PER_DAY } from './time-of-day.ts';
import {
  addDaysToDate,
  epochDay,
  exactInstant,
  formatWithOffset,
  localInstant,
  steadyOffset,
  weekdayOfDate,
  zonedMoment,
  zoneOffsetMinutes,
} from './zoned-time.ts';

/** A time a scheduled order can be wanted for; see docs/decisions/0010-time-slots.md. */
export interface TimeSlot {
  /** ISO date-time with the zone's offset. */
  start: string;
  /** ISO date-time with the zone's offset; at most `slotMinutes` after start, clipped at the shift's end. */
  end: string;
  /** Local calendar date of the start, `YYYY-MM-DD`. */
  date: string;
  /** Local start time, `HH:mm`. */
  label: string;
}

/** Options of {@link generateSlots}. */
export interface SlotOptions {
  schedule: WeekSchedule | null | undefined;
  now: Date;
  timeZone: string;
  minAdvance?: AdvanceInterval | number | null;
  maxAdvance?: AdvanceInterval | number | null;
  slotMinutes?: number;
}

const MS_PER_MINUTE = 60_000;
// Wall clock and elapsed time differ by at most a DST shift; start scanning this far early to be safe.
const DST_MARGIN_MINUTES = 180;

interface Resolved {
  at: number;
  offset: number;
}

/** Resolves wall-clock minutes of one date; without Intl look-ups on the usual days that have no DST change. */
function dayClock(date: string, timeZone: string) {
  const steady = steadyOffset(date, timeZone);
  const midnight = epochDay(date) * MINUTES_PER_DAY * MS_PER_MINUTE;
  const withOffset = (at: number): Resolved => ({ at, offset: zoneOffsetMinutes(timeZone, at) });
  return {
    exact(minutes: number): Resolved | null {
      if (steady !== null) return { at: midnight + (minutes - steady) * MS_PER_MINUTE, offset: steady };
      const instant = exactInstant({ date, minutes, timeZone });
      return instant ? withOffset(instant.getTime()) : null;
    },
    lenient(minutes: number): Resolved {
      if (steady !== null) return { at: midnight + (minutes - steady) * MS_PER_MINUTE, offset: steady };
      return withOffset(localInstant({ date, minutes, timeZone }).getTime());
    },
  };
}

/** Slots aligned to each shift's start, from now + lead to now + window, sorted, clipped at the shift's end. */
export function generateSlots(options: SlotOptions): TimeSlot[] {
  const { schedule, now, timeZone, slotMinutes = 30 } = options;
  if (!Number.isInteger(slotMinutes) || slotMinutes <= 0) {
    throw new RangeError('slotMinutes must be a positive integer');
  }
  const earliest = now.getTime() + leadMinutes(options.minAdvance) * MS_PER_MINUTE;
  const latest = now.getTime() + windowMinutes(options.maxAdvance) * MS_PER_MINUTE;
  const today = zonedMoment(now, timeZone).date;
  const earliestLocal = zonedMoment(new Date(earliest), timeZone);
  const lastDay = epochDay(zonedMoment(new Date(latest), timeZone).date) - epochDay(today);
  const found: { start: Resolved; end: Resolved }[] = [];

  // Yesterday too: its shifts crossing midnight reach into today.
  for (let offset = -1; offset <= lastDay; offset += 1) {
    const date = addDaysToDate(today, offset);
    const clock = dayClock(date, timeZone);
    const earliestWall = (epochDay(earliestLocal.date) - epochDay(date)) * MINUTES_PER_DAY + earliestLocal.minutes;
    for (const range of dayRanges(schedule, weekdayOfDate(date))) {
      const skip = Math.max(0, Math.floor((earliestWall - DST_MARGIN_MINUTES - range.start) / slotMinutes));
      for (let wall = range.start + skip * slotMinutes; wall < range.end; wall += slotMinutes) {
        // A start the clock skips (DST gap) is not offered; the next aligned start is.
        const start = clock.exact(wall);
        if (start === null || start.at < earliest) continue;
        if (start.at > latest) break;
        const end = clock.lenient(Math.min(wall + slotMinutes, range.end));
        if (end.at > start.at) found.push({ start, end });
      }
    }
  }

  found.sort((a, b) => a.start.at - b.start.at || b.end.at - a.end.at);
  return found
    .filter((slot, index) => index === 0 || found[index - 1]?.start.at !== slot.start.at)
    .map(({ start, end }) => {
      const iso = formatWithOffset(start.at, start.offset);
      return {
        start: iso,
        end: formatWithOffset(end.at, end.offset),
        date: iso.slice(0, 10),
        label: iso.slice(11, 16),
      };
    });
}
