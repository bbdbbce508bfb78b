import { afterEach, describe, expect, it } from 'vitest';
import { interfaceLocales } from '../locales/interface-locales.ts';
import {
  clockSymbolsOf,
  forgetClockSymbols,
  formatClockTime,
  formatWithClock,
  isClockSymbols,
  knowClockSymbols,
  weekdayName,
  type ClockSymbols,
} from './clock-symbols.ts';

afterEach(() => forgetClockSymbols());

/** A clock no real language has, so a text written with it can only come from it. */
const english: ClockSymbols = {
  parts: [{ field: 'hour' }, { text: ':' }, { field: 'minute' }, { text: ' ' }, { field: 'dayPeriod' }],
  hourCycle: 'h12',
  padHour: false,
  dayPeriods: ['am!', 'pm!'],
  weekdays: ['M', 'T', 'W', 'R', 'F', 'S', 'U'],
};

const intlTime = (locale: string, minutes: number) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60),
  );

describe('clock symbols', () => {
  it('write every minute of the day as Intl does, in every interface language they cover', () => {
    const covered: string[] = [];
    for (const locale of interfaceLocales) {
      const symbols = clockSymbolsOf(locale);
      if (!symbols) continue;
      covered.push(locale);
      for (let minutes = 0; minutes < 24 * 60; minutes += 7)
        expect([locale, formatWithClock(minutes, symbols)]).toEqual([locale, intlTime(locale, minutes)]);
      expect(symbols.weekdays[0]).toBe(
        new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(new Date(2024, 0, 1)),
      );
    }
    // Most of them; what Intl writes otherwise than these parts (or with other digits) is left to Intl.
    expect(covered.length).toBeGreaterThan(20);
    expect(clockSymbolsOf('fa')).toBeUndefined();
  });

  it('are refused when not well formed, or when they carry digits', () => {
    expect(isClockSymbols(english)).toBe(true);
    for (const bad of [
      null,
      { ...english, hourCycle: 'h13' },
      { ...english, weekdays: english.weekdays.slice(1) },
      { ...english, parts: [{ text: '1' }] },
      { ...english, parts: [{ field: 'second' }] },
      { ...english, dayPeriods: ['AM'] },
    ])
      expect(isClockSymbols(bad)).toBe(false);
  });
});

describe('formatClockTime and weekdayName', () => {
  it('use the known symbols of a language, and Intl for any other', () => {
    knowClockSymbols('en', english);
    expect(formatClockTime(17 * 60 + 5, 'en')).toBe('5:05 pm!');
    expect(formatClockTime(0, 'en')).toBe('12:00 am!');
    expect(weekdayName('2026-11-23', 'en')).toBe('M');
    expect(weekdayName('2026-11-29', 'en')).toBe('U');
    expect(formatClockTime(17 * 60 + 5, 'de')).toBe(intlTime('de', 17 * 60 + 5));
    expect(weekdayName('2026-11-23', 'de')).toBe('Montag');
  });

  it('fall back to Intl without known symbols', () => {
    expect(formatClockTime(7 * 60, 'en')).toBe(intlTime('en', 7 * 60));
    expect(weekdayName('2026-11-29', 'en')).toBe('Sunday');
  });
});
