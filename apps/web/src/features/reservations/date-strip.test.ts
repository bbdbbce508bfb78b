import { describe, expect, it } from 'vitest';
import { dateStrip } from './date-strip.ts';

describe('dateStrip', () => {
  it('starts at the branch’s today, not the device’s', () => {
    // 22:30 UTC on 24 Nov is already 25 Nov in Kuwait (UTC+3) and still 24 Nov in New York.
    const now = new Date('2026-11-24T22:30:00Z');
    expect(dateStrip({ now, timeZone: 'Asia/Kuwait', daysAhead: 2, locale: 'en' }).map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(dateStrip({ now, timeZone: 'America/New_York', daysAhead: 0, locale: 'en' })[0]?.date).toBe('2026-11-24');
  });

  it('crosses months and years and numbers the days from today', () => {
    const days = dateStrip({ now: new Date('2026-12-30T12:00:00Z'), timeZone: 'UTC', daysAhead: 3, locale: 'en' });
    expect(days.map((day) => [day.offset, day.date])).toEqual([
      [0, '2026-12-30'],
      [1, '2026-12-31'],
      [2, '2027-01-01'],
      [3, '2027-01-02'],
    ]);
  });

  it('labels days in the interface language', () => {
    const [first] = dateStrip({ now: new Date('2026-11-25T09:00:00Z'), timeZone: 'UTC', daysAhead: 0, locale: 'en' });
    expect(first).toMatchObject({ weekday: 'Wed', day: '25', month: 'Nov' });
    const [arabic] = dateStrip({ now: new Date('2026-11-25T09:00:00Z'), timeZone: 'UTC', daysAhead: 0, locale: 'ar' });
    expect(arabic?.weekday).toBe('الأربعاء');
  });

  it('keeps the window sensible', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    expect(dateStrip({ now, timeZone: 'UTC', daysAhead: 0, locale: 'en' })).toHaveLength(1);
    expect(dateStrip({ now, timeZone: 'UTC', daysAhead: 365, locale: 'en' })).toHaveLength(60);
  });
});
