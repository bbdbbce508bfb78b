import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, parseLocalDateTime, parseTimeOfDay } from './time-of-day.ts';

describe('parseTimeOfDay', () => {
  it('reads 24-hour times, with or without leading zeros and seconds', () => {
    expect(parseTimeOfDay('09:00')).toBe(540);
    expect(parseTimeOfDay('9:5')).toBe(545);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('17:30:45')).toBe(1050);
    expect(parseTimeOfDay(' 08:15 ')).toBe(495);
  });

  it('reads 24:00 as the end of the day', () => {
    expect(parseTimeOfDay('24:00')).toBe(1440);
  });

  it('reads 12-hour times with AM or PM in any case and spacing', () => {
    expect(parseTimeOfDay('9:00 AM')).toBe(540);
    expect(parseTimeOfDay('12:30 pm')).toBe(750);
    expect(parseTimeOfDay('1:15PM')).toBe(795);
    expect(parseTimeOfDay('11:59 p.m.')).toBe(1439);
    expect(parseTimeOfDay('7 pm')).toBe(1140);
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(parseTimeOfDay('12 AM')).toBe(0);
    expect(parseTimeOfDay('12:00 AM')).toBe(0);
    expect(parseTimeOfDay('12:45 am')).toBe(45);
    expect(parseTimeOfDay('12 PM')).toBe(720);
    expect(parseTimeOfDay('12:00 PM')).toBe(720);
  });

  it('takes the wall-clock time of an ISO date-time as written, whatever its offset', () => {
    expect(parseTimeOfDay('2024-01-01T09:30:00')).toBe(570);
    expect(parseTimeOfDay('2024-01-01T09:30:00Z')).toBe(570);
    expect(parseTimeOfDay('2024-01-01T09:30:00+03:00')).toBe(570);
    expect(parseTimeOfDay('2024-01-01T21:05:00.000-05:00')).toBe(1265);
    expect(parseTimeOfDay('2024-01-01 18:00')).toBe(1080);
  });

  it('answers null for garbage and impossible times', () => {
    for (const text of [
      '',
      'noon',
      '25:00',
      '24:01',
      '12:60',
      '13:00 PM',
      '0:30 AM',
      '9',
      '2024-02-30T10:00',
      '2024-01-01',
      '9:00 XM',
    ]) {
      expect(parseTimeOfDay(text)).toBeNull();
    }
  });

  it('reads back every minute it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (minutes) => {
        expect(parseTimeOfDay(formatTimeOfDay(minutes))).toBe(minutes);
      }),
    );
  });

  it('agrees between the 12-hour and the 24-hour spelling of a minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const hours = Math.floor(minutes / 60);
        const twelve = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
        expect(parseTimeOfDay(twelve)).toBe(minutes);
      }),
    );
  });
});

describe('parseLocalDateTime', () => {
  it('keeps the date and the wall-clock time of a date-time', () => {
    expect(parseLocalDateTime('2024-03-31T02:30:00+01:00')).toEqual({
      date: '2024-03-31',
      minutes: 150,
      hasTime: true,
    });
  });

  it('reads a bare date as its start, marked as having no time', () => {
    expect(parseLocalDateTime('2024-12-31')).toEqual({ date: '2024-12-31', minutes: 0, hasTime: false });
  });

  it('refuses a date that does not exist', () => {
    expect(parseLocalDateTime('2023-02-29T10:00')).toBeNull();
    expect(parseLocalDateTime('2024-13-01')).toBeNull();
  });
});

describe('formatTimeOfDay', () => {
  it('pads hours and minutes and keeps 24:00 for the end of the day', () => {
    expect(formatTimeOfDay(5)).toBe('00:05');
    expect(formatTimeOfDay(1440)).toBe('24:00');
  });

  it('wraps a time on the next day to its clock time', () => {
    expect(formatTimeOfDay(1560)).toBe('02:00');
  });
});
