import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  exactInstant,
  localInstant,
  toZonedIso,
  weekdayOfDate,
  zonedMoment,
  zoneOffsetMinutes,
} from './zoned-time.ts';

describe('zonedMoment', () => {
  it('gives Kuwait local time three hours ahead of UTC all year', () => {
    expect(zonedMoment(new Date('2024-01-01T21:30:00Z'), 'Asia/Kuwait')).toEqual({
      date: '2024-01-02',
      weekday: 1,
      minutes: 30,
    });
    expect(zonedMoment(new Date('2024-07-01T06:00:00Z'), 'Asia/Kuwait').minutes).toBe(540);
  });

  it('counts weekdays from Monday = 0 to Sunday = 6', () => {
    expect(zonedMoment(new Date('2024-01-01T12:00:00Z'), 'UTC').weekday).toBe(0);
    expect(zonedMoment(new Date('2024-01-07T12:00:00Z'), 'UTC').weekday).toBe(6);
  });

  it('follows Berlin across the spring-forward jump', () => {
    expect(zonedMoment(new Date('2024-03-31T00:59:00Z'), 'Europe/Berlin').minutes).toBe(119);
    expect(zonedMoment(new Date('2024-03-31T01:00:00Z'), 'Europe/Berlin').minutes).toBe(180);
  });

  it('follows New York across the fall-back repeat', () => {
    expect(zonedMoment(new Date('2024-11-03T05:30:00Z'), 'America/New_York').minutes).toBe(90);
    expect(zonedMoment(new Date('2024-11-03T06:30:00Z'), 'America/New_York').minutes).toBe(90);
    expect(zonedMoment(new Date('2024-11-03T07:30:00Z'), 'America/New_York').minutes).toBe(150);
  });

  it('refuses an unknown time zone', () => {
    expect(() => zonedMoment(new Date('2024-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('wall clock to instant', () => {
  it('finds the instant of a Kuwait wall-clock time', () => {
    expect(localInstant({ date: '2024-01-01', minutes: 540, timeZone: 'Asia/Kuwait' }).toISOString()).toBe(
      '2024-01-01T06:00:00.000Z',
    );
  });

  it('reads minutes past 24:00 as the next day', () => {
    expect(localInstant({ date: '2024-01-01', minutes: 1500, timeZone: 'Asia/Kuwait' }).toISOString()).toBe(
      '2024-01-01T22:00:00.000Z',
    );
  });

  it('has no exact instant for a time skipped by spring-forward, and resolves it to the moment the clock jumps', () => {
    const skipped = { date: '2024-03-31', minutes: 150, timeZone: 'Europe/Berlin' };
    expect(exactInstant(skipped)).toBeNull();
    expect(toZonedIso(localInstant(skipped), 'Europe/Berlin')).toBe('2024-03-31T03:00:00+02:00');
  });

  it('finds every shown wall-clock time again, at the instant itself or at its earlier repeat', () => {
    const zones = fc.constantFrom('Asia/Kuwait', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe');
    const minute = fc.integer({ min: 28_401_120, max: 28_927_000 }).map((m) => new Date(m * 60_000));
    fc.assert(
      fc.property(minute, zones, (instant, timeZone) => {
        const moment = zonedMoment(instant, timeZone);
        const found = exactInstant({ ...moment, timeZone });
        expect(found).not.toBeNull();
        expect(zonedMoment(found ?? instant, timeZone)).toEqual(moment);
        expect(instant.getTime() - (found ?? instant).getTime()).toBeGreaterThanOrEqual(0);
        expect(instant.getTime() - (found ?? instant).getTime()).toBeLessThanOrEqual(60 * 60_000);
      }),
      { numRuns: 300 },
    );
  });

  it('takes the earlier of the two instants of a repeated fall-back time', () => {
    const repeated = { date: '2024-10-27', minutes: 150, timeZone: 'Europe/Berlin' };
    expect(exactInstant(repeated)?.toISOString()).toBe('2024-10-27T00:30:00.000Z');
  });
});

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDaysToDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysToDate('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('names the weekday of a date with Monday = 0', () => {
    expect(weekdayOfDate('2024-01-01')).toBe(0);
    expect(weekdayOfDate('2024-03-31')).toBe(6);
  });

  it('writes an instant as ISO text with the zone offset', () => {
    expect(toZonedIso(new Date('2024-01-01T06:00:00Z'), 'Asia/Kuwait')).toBe('2024-01-01T09:00:00+03:00');
    expect(toZonedIso(new Date('2024-07-01T16:00:00Z'), 'America/New_York')).toBe('2024-07-01T12:00:00-04:00');
    expect(toZonedIso(new Date('2024-07-01T16:00:00Z'), 'Asia/Kolkata')).toBe('2024-07-01T21:30:00+05:30');
    expect(zoneOffsetMinutes('UTC', new Date('2024-07-01T16:00:00Z'))).toBe(0);
  });
});
