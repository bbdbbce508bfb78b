import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadMinutes, windowMinutes } from './advance-window.ts';
import type { AdvanceInterval } from './advance-window.ts';
import { isScheduleOpen } from './availability.ts';
import type { DaySchedule, Shift } from './schedule-types.ts';
import { generateSlots } from './time-slots.ts';
import { zonedMoment } from './zoned-time.ts';

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const quarter = fc.integer({ min: 0, max: 95 }).map((q) => q * 15);
const shift: fc.Arbitrary<Shift> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.tuple(quarter, quarter).map(([from, to]) => ({ time_from: hhmm(from), time_to: hhmm(to) })),
  },
  { weight: 1, arbitrary: fc.constant<Shift>({ time_from: 24, time_to: '00:00' }) },
);
const day: fc.Arbitrary<DaySchedule> = fc.record({ closed: fc.boolean(), shifts: fc.array(shift, { maxLength: 3 }) });
const interval: fc.Arbitrary<AdvanceInterval> = fc.record({
  value: fc.integer({ min: 0, max: 48 }),
  scale: fc.constantFrom('min' as const, 'hour' as const, 'day' as const),
});
const input = fc.record({
  schedule: fc.option(fc.array(day, { minLength: 7, maxLength: 7 }), { freq: 8 }),
  // Through 2024, which holds both DST changes of Berlin and New York.
  now: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2024, 11, 31) }).map((ms) => new Date(ms)),
  timeZone: fc.constantFrom('Asia/Kuwait', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'),
  minAdvance: interval,
  maxAdvance: fc.option(interval),
  slotMinutes: fc.constantFrom(15, 20, 30, 45, 60),
});
// Nights of a DST change, so the properties meet gaps and repeats often.
const dstNights = fc.record({
  schedule: fc.array(day, { minLength: 7, maxLength: 7 }),
  now: fc
    .tuple(
      fc.constantFrom(
        Date.UTC(2024, 2, 30, 20),
        Date.UTC(2024, 9, 26, 20),
        Date.UTC(2024, 2, 10, 0),
        Date.UTC(2024, 10, 2, 20),
      ),
      fc.integer({ min: 0, max: 600 }),
    )
    .map(([base, minutes]) => new Date(base + minutes * 60_000)),
  timeZone: fc.constantFrom('Europe/Berlin', 'America/New_York'),
  minAdvance: interval,
  maxAdvance: fc.constant({ value: 12, scale: 'hour' as const }),
  slotMinutes: fc.constantFrom(15, 30, 60),
});

function checkSlots(options: Parameters<typeof generateSlots>[0]) {
  const slots = generateSlots(options);
  const now = options.now.getTime();
  const earliest = now + leadMinutes(options.minAdvance) * 60_000;
  const latest = now + windowMinutes(options.maxAdvance) * 60_000;
  let previous = -Infinity;
  for (const slot of slots) {
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    expect(start).toBeGreaterThan(previous);
    expect(start).toBeGreaterThanOrEqual(earliest);
    expect(start).toBeLessThanOrEqual(latest);
    expect(end).toBeGreaterThan(start);
    const local = zonedMoment(new Date(start), options.timeZone);
    expect(`${local.date} ${hhmm(local.minutes).padStart(5, '0')}`).toBe(`${slot.date} ${slot.label}`);
    expect(isScheduleOpen(options.schedule, local)).toBe(true);
    expect(isScheduleOpen(options.schedule, zonedMoment(new Date(end - 60_000), options.timeZone))).toBe(true);
    previous = start;
  }
}

describe('generateSlots properties', () => {
  it('gives sorted slots inside shifts, no earlier than now + lead and no later than the window', () => {
    fc.assert(fc.property(input, checkSlots), { numRuns: 150 });
  });

  it('keeps those promises on the nights the clocks change', () => {
    fc.assert(fc.property(dstNights, checkSlots), { numRuns: 150 });
  });

  it('never makes a slot longer than the slot length in a zone without daylight saving', () => {
    fc.assert(
      fc.property(input, (options) => {
        for (const slot of generateSlots({ ...options, timeZone: 'Asia/Kuwait' })) {
          expect(Date.parse(slot.end) - Date.parse(slot.start)).toBeLessThanOrEqual(options.slotMinutes * 60_000);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('gives the same slots for the same inputs', () => {
    fc.assert(
      fc.property(input, (options) => {
        expect(generateSlots(options)).toEqual(generateSlots(options));
      }),
      { numRuns: 30 },
    );
  });
});
