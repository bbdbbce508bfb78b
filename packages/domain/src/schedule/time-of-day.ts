/** Minutes in a day; also the value of "24:00". */
export const MINUTES_PER_DAY = 1440;

const twentyFourHour = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/;
const twelveHour = /^(\d{1,2})(?::(\d{1,2}))?(?::(\d{1,2}))?\s*([ap])\.?\s*m\.?$/i;
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** A local calendar date and a time on it, as written in an ISO date or date-time. */
export interface LocalDateTime {
  date: string;
  minutes: number;
  /** False for a bare date ("2024-01-31"), which carries no time. */
  hasTime: boolean;
}

function clock(hours: number, minutes: number, seconds: number): number | null {
  if (minutes > 59 || seconds > 59) return null;
  if (hours > 24 || (hours === 24 && (minutes > 0 || seconds > 0))) return null;
  return hours * 60 + minutes;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses an ISO date or date-time, keeping the wall-clock time as written (any offset is ignored). */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const match = isoDateTime.exec(text.trim());
  if (!match) return null;
  const [, y = '', mo = '', d = '', h, mi, s] = match;
  if (!isRealDate(Number(y), Number(mo), Number(d))) return null;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined) return { date, minutes: 0, hasTime: false };
  const minutes = clock(Number(h), Number(mi), Number(s ?? 0));
  return minutes === null ? null : { date, minutes, hasTime: true };
}

/** Parses "09:00", "9:5", "24:00", "9:00 AM", "12 am" or an ISO date-time to minutes since midnight; null for garbage. */
export function parseTimeOfDay(text: string): number | null {
  const trimmed = text.trim();
  const plain = twentyFourHour.exec(trimmed);
  if (plain) return clock(Number(plain[1]), Number(plain[2]), Number(plain[3] ?? 0));
  const twelve = twelveHour.exec(trimmed);
  if (twelve) {
    const hours = Number(twelve[1]);
    if (hours < 1 || hours > 12) return null;
    const afternoon = twelve[4]?.toLowerCase() === 'p';
    return clock((hours % 12) + (afternoon ? 12 : 0), Number(twelve[2] ?? 0), Number(twelve[3] ?? 0));
  }
  const dateTime = parseLocalDateTime(trimmed);
  return dateTime?.hasTime ? dateTime.minutes : null;
}

/** Formats minutes since midnight as `HH:mm`; 1440 becomes "24:00", larger values wrap to the next day. */
export function formatTimeOfDay(minutes: number): string {
  const value =
    minutes === MINUTES_PER_DAY ? minutes : ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(value / 60);
  return `${String(hours).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
}
