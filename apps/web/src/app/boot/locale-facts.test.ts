import {
  clockSymbolsOf,
  currencyOf,
  forgetClockSymbols,
  formatClockTime,
  forgetNumberSymbols,
  forgetZoneOffsets,
  formatMoney,
  numberSymbolsOf,
  zonedMoment,
} from '@okmenu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { takeLocaleFacts } from './locale-facts.ts';

afterEach(() => {
  forgetZoneOffsets();
  forgetNumberSymbols();
  forgetClockSymbols();
});

const day = Date.UTC(2026, 10, 24);

describe('takeLocaleFacts', () => {
  it("takes the page's zone spans and number symbols", () => {
    // Values no real zone or language has, so what is read can only come from the page.
    takeLocaleFacts({
      locale: 'en',
      zones: { 'Asia/Kuwait': [[day, day + 86_400_000, 90]] },
      numbers: { ...numberSymbolsOf('en')!, decimal: '·' },
    });
    expect(zonedMoment(new Date(day), 'Asia/Kuwait').minutes).toBe(90);
    expect(formatMoney(1050, { currency: currencyOf('KWD'), locale: 'en', label: 'KD' })).toBe('1·050\u00a0KD');
  });

  it("takes the page's clock", () => {
    takeLocaleFacts({ locale: 'en', clock: { ...clockSymbolsOf('en')!, dayPeriods: ['am!', 'pm!'] } });
    expect(formatClockTime(17 * 60, 'en')).toMatch(/^5:00.pm!$/);
  });

  it('ignores what is not well formed, and Intl answers as before', () => {
    for (const zones of [null, 'x', [[day, day + 1, 90]], { 'Asia/Kuwait': [[day, day - 1, 90]] }])
      takeLocaleFacts({ locale: 'en', zones, numbers: { decimal: '·' } });
    takeLocaleFacts(undefined);
    expect(zonedMoment(new Date(day), 'Asia/Kuwait').minutes).toBe(180);
    expect(formatMoney(1050, { currency: currencyOf('KWD'), locale: 'en', label: 'KD' })).toBe('1.050\u00a0KD');
  });
});
