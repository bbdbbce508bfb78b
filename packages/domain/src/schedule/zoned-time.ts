// The subpath keeps bundles free of TZDate, which the root entry drags in (its modules are not side-effect free).
import { tzOffset } from '@date-fns/tz/tzOffset';
import type { ZonedMoment } from './schedule-types.ts';
import { formatTimeOfDay, MINUTES_PER_DAY } from './time-of-day.ts';
import { knownZoneOffset } from './zone-offset-spans.ts';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/** UTC offset of a zone at an instant, in minutes; throws RangeError for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, instant: Date | number): number {
  // Spans the page brought (zone-offset-spans.ts): no time-zone data to load for them.
  const known = knownZoneOffset(timeZone, typeof instant === 'number' ? instant : instant.getTime());
  if (known !== undefined) return known;
  const offset = tzOffset(timeZone, new Date(instant));
  if (!Number.isFinite(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return offset;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function epochDay(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
}

/** The `YYYY-MM-DD` date of a count of days since 1970-01-01. */
export function dateOfEpochDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDaysToDate(date: string, days: number): string {
  return dateOfEpochDay(epochDay(date) + days);
}

/** Weekday of a `YYYY-MM-DD` date with Monday = 0 … Sunday = 6. */
export function weekdayOfDate(date: string): number {
  return (new Date(epochDay(date) * MS_PER_DAY).getUTCDay() + 6) % 7;
}

/** The business's local date, weekday (Monday = 0) and minutes since local midnight at an instant. */
export function zonedMoment(now: Date, timeZone: string): ZonedMoment {
  const local = new Date(now.getTime() + zoneOffsetMinutes(timeZone, now) * MS_PER_MINUTE);
  const date = local.toISOString().slice(0, 10);
  return { date, weekday: weekdayOfDate(date), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Candidate instants for a wall-clock time: one normally, two in a fall-back overlap, none in a spring-forward gap. */
function candidates(date: string, minutes: number, timeZone: string): { wallMs: number; exact: number[] } {
  const wallMs = epochDay(date) * MS_PER_DAY + minutes * MS_PER_MINUTE;
  const offsets = new Set([
    zoneOffsetMinutes(timeZone, wallMs - MS_PER_DAY),
    zoneOffsetMinutes(timeZone, wallMs),
    zoneOffsetMinutes(timeZone, wallMs + MS_PER_DAY),
  ]);
  const exact = [...offsets]
    .map((offset) => wallMs - offset * MS_PER_MINUTE)
    .filter((instant) => zoneOffsetMinutes(timeZone, instant) * MS_PER_MINUTE === wallMs - instant)
    .sort((a, b) => a - b);
  return { wallMs, exact };
}

/** The instant a local wall-clock time happens (earlier one in an overlap), or null when a DST gap skips it. */
export function exactInstant(options: { date: string; minutes: number; timeZone: string }): Date | null {
  const first = candidates(options.date, options.minutes, options.timeZone).exact[0];
  return first === undefined ? null : new Date(first);
}

/** The instant of a local wall-clock time; a time skipped by a DST gap resolves to the moment the clock jumps. */
export function localInstant(options: { date: string; minutes: number; timeZone: string }): Date {
  const { wallMs, exact } = candidates(options.date, options.minutes, options.timeZone);
  const first = exact[0];
  if (first !== undefined) return new Date(first);
  // Inside a gap: the jump lies between the instants the old and new offsets give; find it to the minute.
  const before = zoneOffsetMinutes(options.timeZone, wallMs - MS_PER_DAY);
  let low = wallMs - zoneOffsetMinutes(options.timeZone, wallMs + MS_PER_DAY) * MS_PER_MINUTE;
  let high = wallMs - before * MS_PER_MINUTE;
  while (high - low > MS_PER_MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (zoneOffsetMinutes(options.timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return new Date(high);
}

/** ISO 8601 text of an instant shown at a known UTC offset, e.g. "2024-03-31T03:00:00+02:00". */
export function formatWithOffset(instantMs: number, offsetMinutes: number): string {
  const local = new Date(instantMs + offsetMinutes * MS_PER_MINUTE).toISOString().slice(0, 19);
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${formatTimeOfDay(Math.abs(offsetMinutes))}`;
}

/** ISO 8601 text of an instant in a zone's local time with its offset, e.g. "2024-03-31T03:00:00+02:00". */
export function toZonedIso(instant: Date, timeZone: string): string {
  return formatWithOffset(instant.getTime(), zoneOffsetMinutes(timeZone, instant));
}

/** The zone's one offset over every wall-clock time of `date` and the next day, or null when it changes then. */
export function steadyOffset(date: string, timeZone: string): number | null {
  const day = epochDay(date);
  // Zones change offset weeks apart, so equal offsets at both ends mean no change in between.
  // Wall times of `date` up to 48:00, at offsets of -12 to +14 hours, all fall between these two instants.
  const before = zoneOffsetMinutes(timeZone, (day - 1) * MS_PER_DAY);
  return before === zoneOffsetMinutes(timeZone, (day + 3) * MS_PER_DAY) ? before : null;
}
