import { describe, expect, it } from 'vitest';
import { createClosedDay, createDay, createWeekSchedule } from './test-factories.ts';
import { generateSlots } from './time-slots.ts';

const kuwait = 'Asia/Kuwait';
const labels = (slots: { label: string }[]) => slots.map((slot) => slot.label);

describe('generateSlots', () => {
  it('aligns slots to the shift start, beginning after the 15-minute lead', () => {
    // 05:00 UTC on Monday 1 January 2024 is 08:00 in Kuwait.
    const slots = generateSlots({
      schedule: createWeekSchedule(),
      now: new Date('2024-01-01T05:00:00Z'),
      timeZone: kuwait,
      maxAdvance: { value: 10, scale: 'hour' },
    });
    expect(slots[0]).toEqual({
      start: '2024-01-01T09:00:00+03:00',
      end: '2024-01-01T09:30:00+03:00',
      date: '2024-01-01',
      label: '09:00',
    });
    expect(labels(slots)).toHaveLength(16);
    expect(slots.at(-1)?.label).toBe('16:30');
  });

  it('skips slots that start before now plus the lead', () => {
    // 09:10 local: the lead makes 09:25 the earliest start, so 09:30 comes first.
    const now = new Date('2024-01-01T06:10:00Z');
    expect(generateSlots({ schedule: createWeekSchedule(), now, timeZone: kuwait })[0]?.label).toBe('09:30');
    const withAdvance = generateSlots({
      schedule: createWeekSchedule(),
      now,
      timeZone: kuwait,
      minAdvance: { value: 1, scale: 'hour' },
    });
    expect(withAdvance[0]?.label).toBe('10:30');
  });

  it('clips the last slot at the shift end', () => {
    const slots = generateSlots({
      schedule: createWeekSchedule({ 0: createDay(['09:00', '10:45']) }),
      now: new Date('2024-01-01T05:00:00Z'),
      timeZone: kuwait,
      maxAdvance: { value: 3, scale: 'hour' },
    });
    expect(slots.map((slot) => [slot.label, slot.end.slice(11, 16)])).toEqual([
      ['09:00', '09:30'],
      ['09:30', '10:00'],
      ['10:00', '10:30'],
      ['10:30', '10:45'],
    ]);
  });

  it('keeps aligning to the shift start with other slot lengths', () => {
    const slots = generateSlots({
      schedule: createWeekSchedule({ 0: createDay(['09:10', '10:00']) }),
      now: new Date('2024-01-01T05:00:00Z'),
      timeZone: kuwait,
      maxAdvance: { value: 2, scale: 'hour' },
      slotMinutes: 20,
    });
    expect(labels(slots)).toEqual(['09:10', '09:30', '09:50']);
  });

  it('runs a shift crossing midnight into the next date', () => {
    const slots = generateSlots({
      schedule: createWeekSchedule({ 0: createDay(['22:00', '01:00']), 1: createClosedDay() }),
      now: new Date('2024-01-01T17:00:00Z'),
      timeZone: kuwait,
      maxAdvance: { value: 1, scale: 'day' },
    });
    expect(slots.map((slot) => `${slot.date} ${slot.label}`)).toEqual([
      '2024-01-01 22:00',
      '2024-01-01 22:30',
      '2024-01-01 23:00',
      '2024-01-01 23:30',
      '2024-01-02 00:00',
      '2024-01-02 00:30',
    ]);
  });

  it("offers the rest of yesterday's crossing shift after midnight", () => {
    // 21:10 UTC on Monday is 00:10 on Tuesday in Kuwait.
    const slots = generateSlots({
      schedule: createWeekSchedule({ 0: createDay(['22:00', '02:00']), 1: createClosedDay() }),
      now: new Date('2024-01-01T21:10:00Z'),
      timeZone: kuwait,
      maxAdvance: { value: 6, scale: 'hour' },
    });
    expect(labels(slots)).toEqual(['00:30', '01:00', '01:30']);
  });

  it('offers no slot after now plus the maximum advance', () => {
    const slots = generateSlots({
      schedule: null,
      now: new Date('2024-01-01T05:00:00Z'),
      timeZone: kuwait,
      maxAdvance: { value: 2, scale: 'hour' },
    });
    expect(labels(slots)).toEqual(['08:30', '09:00', '09:30', '10:00']);
  });

  it('offers slots up to 168 hours ahead by default, and never further', () => {
    const now = new Date('2024-01-01T05:00:00Z');
    for (const maxAdvance of [undefined, { value: 30, scale: 'day' as const }]) {
      const slots = generateSlots({ schedule: createWeekSchedule(), now, timeZone: kuwait, maxAdvance });
      expect(slots.at(-1)?.start).toBe('2024-01-07T16:30:00+03:00');
      expect(slots).toHaveLength(7 * 16);
    }
  });

  it('skips closed days and days of unreadable shifts', () => {
    const slots = generateSlots({
      schedule: createWeekSchedule({ 1: createClosedDay(), 2: createDay(['whenever', '12:00']) }),
      now: new Date('2024-01-01T15:00:00Z'),
      timeZone: kuwait,
      maxAdvance: { value: 3, scale: 'day' },
    });
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set(['2024-01-04']));
  });

  it('offers each wall-clock time once when shifts overlap', () => {
    const slots = generateSlots({
      schedule: createWeekSchedule({ 0: createDay(['09:00', '11:00'], ['10:00', '12:00']) }),
      now: new Date('2024-01-01T05:00:00Z'),
      timeZone: kuwait,
      maxAdvance: { value: 5, scale: 'hour' },
    });
    expect(labels(slots)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it('drops the slots the clock skips on the spring-forward night in Berlin', () => {
    const slots = generateSlots({
      schedule: createWeekSchedule({ 6: createDay(['00:00', '05:00']) }),
      now: new Date('2024-03-30T20:00:00Z'),
      timeZone: 'Europe/Berlin',
      maxAdvance: { value: 12, scale: 'hour' },
      slotMinutes: 60,
    });
    expect(slots.map((slot) => `${slot.start}/${slot.end.slice(11)}`)).toEqual([
      '2024-03-31T00:00:00+01:00/01:00:00+01:00',
      '2024-03-31T01:00:00+01:00/03:00:00+02:00',
      '2024-03-31T03:00:00+02:00/04:00:00+02:00',
      '2024-03-31T04:00:00+02:00/05:00:00+02:00',
    ]);
  });

  it('offers a repeated wall-clock time once on the fall-back night in New York', () => {
    const slots = generateSlots({
      schedule: createWeekSchedule({ 6: createDay(['00:00', '03:00']) }),
      now: new Date('2024-11-03T03:00:00Z'),
      timeZone: 'America/New_York',
      maxAdvance: { value: 12, scale: 'hour' },
      slotMinutes: 60,
    });
    expect(slots.map((slot) => slot.start)).toEqual([
      '2024-11-03T00:00:00-04:00',
      '2024-11-03T01:00:00-04:00',
      '2024-11-03T02:00:00-05:00',
    ]);
  });

  it('refuses a slot length that is not a positive whole number of minutes', () => {
    const options = { schedule: null, now: new Date('2024-01-01T00:00:00Z'), timeZone: kuwait };
    expect(() => generateSlots({ ...options, slotMinutes: 0 })).toThrow(RangeError);
    expect(() => generateSlots({ ...options, slotMinutes: 7.5 })).toThrow(RangeError);
  });
});
