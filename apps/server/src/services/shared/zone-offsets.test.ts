import { forgetZoneOffsets, knownZoneOffset } from '@okmenu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ZoneOffsets } from './zone-offsets.ts';

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

afterEach(() => forgetZoneOffsets());

/** The zone's offset in minutes as Intl gives it ("GMT+05:30"; plain "GMT" at UTC). */
const formats = new Map<string, Intl.DateTimeFormat>();
function intlOffset(timeZone: string, at: number): number {
  let format = formats.get(timeZone);
  if (!format)
    formats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })));
  const text = format.format(at).split('GMT')[1];
  if (!text) return 0;
  const [hours = '0', minutes = '0'] = text.slice(1).split(':');
  return (text.startsWith('-') ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

describe('ZoneOffsets', () => {
  it('makes every offset of the coming week known, equal to what Intl says, across DST changes', () => {
    const zones = ['Asia/Kuwait', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
    // Days with changes: Berlin and New York in March and October/November, Lord Howe (30 minutes) in April.
    const nows = ['2026-03-27T10:00:00Z', '2026-10-23T22:30:00Z', '2026-04-01T00:00:00Z', '2026-03-06T12:00:00Z'];
    for (const now of nows.map(Date.parse)) {
      const keeper = new ZoneOffsets();
      for (const zone of zones) {
        keeper.keep(zone, now);
        // Every 7 minutes from a day back to eight days ahead: each instant is answered from the spans.
        for (let at = now - MS_PER_DAY; at < now + 8 * MS_PER_DAY; at += 7 * 60_000) {
          expect(knownZoneOffset(zone, at)).toBe(intlOffset(zone, at));
        }
      }
    }
  });

  it('finds the minute of a change: one minute before and at the change in Berlin', () => {
    const keeper = new ZoneOffsets();
    const change = Date.parse('2026-03-29T01:00:00Z');
    keeper.keep('Europe/Berlin', change - 3 * MS_PER_DAY);
    expect(knownZoneOffset('Europe/Berlin', change - 60_000)).toBe(60);
    expect(knownZoneOffset('Europe/Berlin', change)).toBe(120);
  });

  it('works the spans out again when fewer than eight days are left ahead, and when the clock moved back', () => {
    const keeper = new ZoneOffsets();
    const start = Date.parse('2026-01-10T12:00:00Z');
    keeper.keep('Europe/Berlin', start);
    const ahead = start + 9 * MS_PER_DAY;
    forgetZoneOffsets();
    // Within the first day the kept spans still serve: nothing is worked out again.
    keeper.keep('Europe/Berlin', start + MS_PER_HOUR);
    expect(knownZoneOffset('Europe/Berlin', ahead)).toBeUndefined();
    // Three days on, fewer than eight days are left: the spans move on.
    keeper.keep('Europe/Berlin', start + 3 * MS_PER_DAY);
    expect(knownZoneOffset('Europe/Berlin', ahead)).toBe(60);
    forgetZoneOffsets();
    keeper.keep('Europe/Berlin', start - 30 * MS_PER_DAY);
    expect(knownZoneOffset('Europe/Berlin', start - 30 * MS_PER_DAY)).toBe(60);
  });

  it('leaves an unknown zone alone (it fails where it is used, as before)', () => {
    const keeper = new ZoneOffsets();
    expect(() => keeper.keep('Mars/Olympus_Mons', Date.now())).not.toThrow();
    expect(knownZoneOffset('Mars/Olympus_Mons', Date.now())).toBeUndefined();
  });
});
