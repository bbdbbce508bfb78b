import { afterEach, describe, expect, it } from 'vitest';
import { zoneOffsetMinutes, zonedMoment } from './zoned-time.ts';
import {
  forgetZoneOffsets,
  isOffsetSpans,
  knowZoneOffsets,
  knownZoneOffset,
  zoneOffsetSpans,
} from './zone-offset-spans.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

afterEach(() => forgetZoneOffsets());

describe('zoneOffsetSpans', () => {
  it('finds each change of a zone with summer time to the minute', () => {
    const from = Date.UTC(2026, 2, 1);
    const until = Date.UTC(2026, 10, 30);
    const spans = zoneOffsetSpans((at) => zoneOffsetMinutes('Europe/Berlin', at), from, until);
    expect(spans).toEqual([
      [from, Date.UTC(2026, 2, 29, 1), 60],
      [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), 120],
      [Date.UTC(2026, 9, 25, 1), until, 60],
    ]);
    // Every hour of the stretch agrees with the zone's own offset.
    for (let at = from; at < until; at += HOUR) {
      const span = spans.find(([start, end]) => at >= start && at < end);
      expect(span?.[2]).toBe(zoneOffsetMinutes('Europe/Berlin', at));
    }
  });

  it('gives one span for a zone without changes, and handles a stretch shorter than a day', () => {
    const from = Date.UTC(2026, 10, 24, 13, 7);
    expect(zoneOffsetSpans((at) => zoneOffsetMinutes('Asia/Kuwait', at), from, from + 60 * DAY)).toEqual([
      [from, from + 60 * DAY, 180],
    ]);
    expect(zoneOffsetSpans(() => -300, from, from + HOUR)).toEqual([[from, from + HOUR, -300]]);
  });
});

describe('known zone offsets', () => {
  it('answers zoneOffsetMinutes from the spans a page brought, and the zone data outside them', () => {
    const from = Date.UTC(2026, 10, 24);
    // An offset Kuwait never had, so the answer can only come from the span.
    knowZoneOffsets('Asia/Kuwait', [[from, from + DAY, 123]]);
    expect(zoneOffsetMinutes('Asia/Kuwait', from + HOUR)).toBe(123);
    expect(zonedMoment(new Date(from), 'Asia/Kuwait').minutes).toBe(123);
    expect(zoneOffsetMinutes('Asia/Kuwait', from + DAY)).toBe(180);
    expect(knownZoneOffset('Asia/Kuwait', from - 1)).toBeUndefined();
    expect(knownZoneOffset('Europe/Berlin', from)).toBeUndefined();
  });

  it('ignores spans that are not well formed', () => {
    const from = Date.UTC(2026, 10, 24);
    for (const bad of [
      [[from, from, 60]],
      [[from, from + DAY, 61.5]],
      [[from, from + DAY, 24 * 60]],
      [[from, from + DAY]],
      [['0', from + DAY, 60]],
      'spans',
      Array.from({ length: 65 }, (_, index) => [from + index, from + index + 1, 0]),
    ]) {
      expect(isOffsetSpans(bad)).toBe(false);
      knowZoneOffsets('Asia/Kuwait', bad as never);
      expect(knownZoneOffset('Asia/Kuwait', from)).toBeUndefined();
    }
    expect(isOffsetSpans([[from, from + DAY, -570]])).toBe(true);
  });
});
