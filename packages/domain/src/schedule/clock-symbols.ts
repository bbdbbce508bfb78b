/**
 * How a language writes a time of day ("5:07 PM", "17:07") and names the weekdays, read from `Intl` where its
 * data is loaded (the server) and handed to the page with its first answer (decision 0121): a closed category's
 * "Opens at 5:00 PM" then costs the phone no load of ICU's date data (90-220 ms at 4x CPU) at start-up.
 */
export type ClockPart = { field: 'hour' | 'minute' | 'dayPeriod' } | { text: string };

export interface ClockSymbols {
  parts: ClockPart[];
  hourCycle: 'h11' | 'h12' | 'h23' | 'h24';
  /** "05:07" rather than "5:07". */
  padHour: boolean;
  /** Before and after noon ("AM", "PM"); empty on a 24-hour clock. */
  dayPeriods: [string, string];
  /** Monday first. */
  weekdays: string[];
}

const timeOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
const MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 86_400_000;

/** Intl's formatters, built once per language (building one costs far more than using it). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, kind: 'time' | 'weekday'): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options = kind === 'time' ? timeOptions : ({ weekday: 'long', timeZone: 'UTC' } as const);
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    formatters.set(key, format);
  }
  return format;
}

const instantOf = (minutes: number) => Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60);

/** A time of day (minutes since midnight) in a language's symbols. */
export function formatWithClock(minutes: number, symbols: ClockSymbols): string {
  const hours = Math.floor(minutes / 60) % 24;
  let hour = hours;
  if (symbols.hourCycle === 'h12') hour = hours % 12 === 0 ? 12 : hours % 12;
  else if (symbols.hourCycle === 'h11') hour = hours % 12;
  else if (symbols.hourCycle === 'h24') hour = hours === 0 ? 24 : hours;
  return symbols.parts
    .map((part) => {
      if ('text' in part) return part.text;
      if (part.field === 'hour') return symbols.padHour ? String(hour).padStart(2, '0') : String(hour);
      if (part.field === 'minute') return String(minutes % 60).padStart(2, '0');
      return symbols.dayPeriods[hours < 12 ? 0 : 1];
    })
    .join('');
}

/**
 * Reads a language's clock from `Intl`; undefined when it is written otherwise than with the digits 0-9 and
 * these parts, or when the symbols would write any hour of the day differently from `Intl`.
 */
export function clockSymbolsOf(locale: string): ClockSymbols | undefined {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, timeOptions);
  } catch {
    return undefined;
  }
  const morning = format.formatToParts(instantOf(5 * 60 + 7));
  const evening = format.formatToParts(instantOf(17 * 60 + 7));
  const parts: ClockPart[] = [];
  for (const part of morning) {
    // V8's `format` writes a plain space where `formatToParts` (and ICU) give a narrow no-break one (U+202F),
    // which pages broke on; the symbols write what `format` writes.
    if (part.type === 'literal') parts.push({ text: part.value.replaceAll('\u202f', ' ') });
    else if (part.type === 'hour' || part.type === 'minute' || part.type === 'dayPeriod')
      parts.push({ field: part.type });
    else return undefined;
  }
  const hourCycle = format.resolvedOptions().hourCycle;
  if (hourCycle === undefined) return undefined;
  const symbols: ClockSymbols = {
    parts,
    hourCycle,
    padHour: morning.find((part) => part.type === 'hour')?.value.length === 2,
    dayPeriods: [
      morning.find((part) => part.type === 'dayPeriod')?.value ?? '',
      evening.find((part) => part.type === 'dayPeriod')?.value ?? '',
    ],
    weekdays: Array.from({ length: 7 }, (_, day) => dateFormat(locale, 'weekday').format(MONDAY + day * DAY_MS)),
  };
  // Every quarter hour of the day, as Intl writes it: a language whose clock these symbols miss keeps Intl.
  for (let minutes = 0; minutes < 24 * 60; minutes += 15)
    if (formatWithClock(minutes, symbols) !== format.format(instantOf(minutes))) return undefined;
  return isClockSymbols(symbols) ? symbols : undefined;
}

const text = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;

/** Whether `value` has the shape of `ClockSymbols`, written with the digits 0-9 (checked before it is trusted). */
export function isClockSymbols(value: unknown): value is ClockSymbols {
  if (typeof value !== 'object' || value === null) return false;
  const symbols = value as Partial<ClockSymbols>;
  return (
    Array.isArray(symbols.parts) &&
    symbols.parts.length <= 8 &&
    symbols.parts.every(
      (part: unknown) =>
        typeof part === 'object' &&
        part !== null &&
        (('text' in part && text(part.text, 8) && !/\d/.test(part.text as string)) ||
          ('field' in part && ['hour', 'minute', 'dayPeriod'].includes(part.field as string))),
    ) &&
    ['h11', 'h12', 'h23', 'h24'].includes(symbols.hourCycle as string) &&
    typeof symbols.padHour === 'boolean' &&
    Array.isArray(symbols.dayPeriods) &&
    symbols.dayPeriods.length === 2 &&
    symbols.dayPeriods.every((period) => text(period, 16)) &&
    Array.isArray(symbols.weekdays) &&
    symbols.weekdays.length === 7 &&
    symbols.weekdays.every((day) => text(day, 32) && day.length > 0)
  );
}

const knownClocks = new Map<string, ClockSymbols>();

/** Remembers how a language writes times (read by the server): `formatClockTime` then needs no `Intl`. */
export function knowClockSymbols(locale: string, symbols: unknown): void {
  if (isClockSymbols(symbols)) knownClocks.set(locale, symbols);
}

/** Forgets every remembered language (tests). */
export function forgetClockSymbols(): void {
  knownClocks.clear();
}

/** A time of day (minutes since midnight) as the language writes it: "5:00 PM", "17:00". */
export function formatClockTime(minutes: number, locale: string): string {
  const known = knownClocks.get(locale);
  return known ? formatWithClock(minutes, known) : dateFormat(locale, 'time').format(instantOf(minutes));
}

/** The weekday of a `YYYY-MM-DD` date, named in the language: "Monday". */
export function weekdayName(date: string, locale: string): string {
  const instant = new Date(`${date}T12:00:00Z`);
  const known = knownClocks.get(locale);
  if (known) return known.weekdays[(instant.getUTCDay() + 6) % 7] as string;
  return dateFormat(locale, 'weekday').format(instant);
}
