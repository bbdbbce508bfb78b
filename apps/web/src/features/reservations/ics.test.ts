import { describe, expect, it } from 'vitest';
import { foldLine, icsText, icsUtc, reservationIcs } from './ics.ts';

const base = {
  uid: 'reservation-12@okmenu',
  title: 'Table for 4 · Saffron & Salt',
  now: new Date('2026-11-24T10:00:00Z'),
};

describe('reservationIcs', () => {
  it('writes a Kuwait booking (UTC+3) as UTC', () => {
    const text = reservationIcs({ ...base, start: '2026-11-25T19:00:00+03:00', end: '2026-11-25T20:30:00+03:00' });
    expect(text).toContain('DTSTART:20261125T160000Z\r\n');
    expect(text).toContain('DTEND:20261125T173000Z\r\n');
    expect(text).toContain('DTSTAMP:20261124T100000Z\r\n');
  });

  it('keeps the instant of a zone with daylight saving, on both sides of the change', () => {
    // New York: EDT (UTC-4) before 1 Nov 2026, EST (UTC-5) after.
    const summer = reservationIcs({ ...base, start: '2026-10-31T19:00:00-04:00', end: '2026-10-31T20:30:00-04:00' });
    const winter = reservationIcs({ ...base, start: '2026-11-02T19:00:00-05:00', end: '2026-11-02T20:30:00-05:00' });
    expect(summer).toContain('DTSTART:20261031T230000Z');
    expect(winter).toContain('DTSTART:20261103T000000Z');
    expect(winter).toContain('DTEND:20261103T013000Z');
  });

  it('moves across the date line: a 01:00 booking in Auckland (UTC+13) is the day before in UTC', () => {
    const text = reservationIcs({ ...base, start: '2027-01-10T01:00:00+13:00', end: '2027-01-10T02:30:00+13:00' });
    expect(text).toContain('DTSTART:20270109T120000Z');
  });

  it('is a valid calendar: CRLF lines, escaped text, folded long lines', () => {
    const text = reservationIcs({
      ...base,
      start: '2026-11-25T19:00:00+03:00',
      end: '2026-11-25T20:30:00+03:00',
      location: 'Salmiya, Block 10; Street 1',
      description: `Reference 12\n${'x'.repeat(120)}`,
    });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('LOCATION:Salmiya\\, Block 10\\; Street 1');
    expect(text).toContain('SUMMARY:Table for 4 · Saffron & Salt');
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
  });

  it('refuses an invalid time', () => {
    expect(() => reservationIcs({ ...base, start: 'nope', end: 'nope' })).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('formats UTC and escapes text', () => {
    expect(icsUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds without splitting a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'حجز'.repeat(30)}`);
    const parts = folded.split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(`SUMMARY:${'حجز'.repeat(30)}`);
  });
});
