import { addDaysToDate, zonedMoment } from '@okmenu/domain';

/** One day of the booking page's date strip: the branch's local date and how it is labelled. */
export interface StripDay {
  /** `YYYY-MM-DD` in the branch's time zone. */
  date: string;
  /** 0 today, 1 tomorrow, … */
  offset: number;
  /** Short weekday ("Wed"), day of month ("25") and month ("Nov") in the interface language. */
  weekday: string;
  day: string;
  month: string;
}

/** Formats a local date's parts at noon UTC, so no time zone moves it to another day. */
function partsOf(date: string, locale: string): Pick<StripDay, 'weekday' | 'day' | 'month'> {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, 12));
  const part = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(instant);
    } catch {
      return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(instant);
    }
  };
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}

/**
 * The dates a guest may book: from the branch's today (in its time zone, not the device's) for `daysAhead`
 * days more (decision 0093's window), so a guest abroad sees the venue's calendar.
 */
export function dateStrip(options: { now: Date; timeZone: string; daysAhead: number; locale: string }): StripDay[] {
  const today = zonedMoment(options.now, options.timeZone).date;
  const count = Math.max(1, Math.min(60, Math.floor(options.daysAhead) + 1));
  return Array.from({ length: count }, (_, offset) => {
    const date = addDaysToDate(today, offset);
    return { date, offset, ...partsOf(date, options.locale) };
  });
}
