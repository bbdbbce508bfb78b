import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBranchAvailable, isScheduleOpen, isShownNow } from './availability.ts';
import { createClosedDay, createDay, createWeekSchedule } from './test-factories.ts';
import { parseTimeOfDay } from './time-of-day.ts';
import { zonedMoment } from './zoned-time.ts';

const at = (weekday: number, time: string) => ({ weekday, minutes: parseTimeOfDay(time) ?? -1 });

describe('isScheduleOpen', () => {
  it('is always open without a schedule or with an empty one', () => {
    expect(isScheduleOpen(null, at(0, '03:00'))).toBe(true);
    expect(isScheduleOpen(undefined, at(6, '23:59'))).toBe(true);
    expect(isScheduleOpen([], at(2, '12:00'))).toBe(true);
  });

  it('is open from a shift start up to, not including, its end', () => {
    const week = createWeekSchedule();
    expect(isScheduleOpen(week, at(0, '08:59'))).toBe(false);
    expect(isScheduleOpen(week, at(0, '09:00'))).toBe(true);
    expect(isScheduleOpen(week, at(0, '16:59'))).toBe(true);
    expect(isScheduleOpen(week, at(0, '17:00'))).toBe(false);
  });

  it('is closed all day on a closed day even when it lists shifts', () => {
    const week = createWeekSchedule({ 2: { closed: true, shifts: [{ time_from: '09:00', time_to: '17:00' }] } });
    expect(isScheduleOpen(week, at(2, '12:00'))).toBe(false);
  });

  it('is open all day when a shift starts at 24', () => {
    const week = createWeekSchedule({ 4: createDay([24, '00:00']) });
    expect(isScheduleOpen(week, at(4, '00:00'))).toBe(true);
    expect(isScheduleOpen(week, at(4, '23:59'))).toBe(true);
    expect(isScheduleOpen(week, at(3, '23:59'))).toBe(false);
  });

  it('reads a shift ending at 00:00 or 24:00 as running to the end of the day', () => {
    const week = createWeekSchedule({ 0: createDay(['18:00', '00:00']), 1: createDay(['18:00', '24:00']) });
    expect(isScheduleOpen(week, at(0, '23:59'))).toBe(true);
    expect(isScheduleOpen(week, at(1, '23:59'))).toBe(true);
    expect(isScheduleOpen(week, at(1, '00:30'))).toBe(false);
  });

  it("covers the next day's early hours with a shift crossing midnight", () => {
    const week = createWeekSchedule({ 4: createDay(['20:00', '02:00']), 5: createClosedDay() });
    expect(isScheduleOpen(week, at(4, '21:00'))).toBe(true);
    expect(isScheduleOpen(week, at(5, '01:59'))).toBe(true);
    expect(isScheduleOpen(week, at(5, '02:00'))).toBe(false);
    expect(isScheduleOpen(week, at(4, '01:00'))).toBe(false);
  });

  it("carries Sunday night's crossing shift into Monday morning", () => {
    const week = createWeekSchedule({ 6: createDay(['22:00', '03:00']) });
    expect(isScheduleOpen(week, at(0, '02:30'))).toBe(true);
  });

  it("ignores a closed day's crossing shift the next morning", () => {
    const week = createWeekSchedule({ 4: { closed: true, shifts: [{ time_from: '20:00', time_to: '02:00' }] } });
    expect(isScheduleOpen(week, at(5, '01:00'))).toBe(false);
  });

  it('reads 12-hour and date-time shift times', () => {
    const week = createWeekSchedule({ 0: createDay(['9:00 AM', '2024-01-01T13:00:00+03:00'], ['7 PM', '11:30 pm']) });
    expect(isScheduleOpen(week, at(0, '12:59'))).toBe(true);
    expect(isScheduleOpen(week, at(0, '13:30'))).toBe(false);
    expect(isScheduleOpen(week, at(0, '23:00'))).toBe(true);
  });

  it('skips a shift it cannot read', () => {
    const week = createWeekSchedule({ 0: createDay(['soon', '17:00'], ['10:00', '11:00']) });
    expect(isScheduleOpen(week, at(0, '09:30'))).toBe(false);
    expect(isScheduleOpen(week, at(0, '10:30'))).toBe(true);
  });

  it('uses the Kuwait wall clock of an instant', () => {
    const week = createWeekSchedule({ 0: createDay(['09:00', '17:00']) });
    // 06:30 UTC on Monday 1 January 2024 is 09:30 in Kuwait.
    expect(isScheduleOpen(week, zonedMoment(new Date('2024-01-01T06:30:00Z'), 'Asia/Kuwait'))).toBe(true);
    expect(isScheduleOpen(week, zonedMoment(new Date('2024-01-01T05:30:00Z'), 'Asia/Kuwait'))).toBe(false);
  });

  it("uses New York's wall clock on the spring-forward Sunday", () => {
    const week = createWeekSchedule({ 6: createDay(['03:00', '05:00']) });
    // 07:00 UTC is 03:00 EDT on 10 March 2024 (it would be 02:00 EST without the jump).
    expect(isScheduleOpen(week, zonedMoment(new Date('2024-03-10T07:00:00Z'), 'America/New_York'))).toBe(true);
    expect(isScheduleOpen(week, zonedMoment(new Date('2024-03-10T06:59:00Z'), 'America/New_York'))).toBe(false);
  });

  it('is open for a moment exactly when some shift of today or of yesterday contains it', () => {
    const time = fc.integer({ min: 0, max: 1439 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), time, time, time, (weekday, from, to, now) => {
        const hhmm = (m: number) => `${Math.floor(m / 60)}:${m % 60}`;
        const week = createWeekSchedule({
          [weekday]: createDay([hhmm(from), hhmm(to)]),
          [(weekday + 1) % 7]: createClosedDay(),
        });
        const end = to === 0 ? 1440 : to <= from ? to + 1440 : to;
        expect(isScheduleOpen(week, { weekday, minutes: now })).toBe(from <= now && now < end);
        expect(isScheduleOpen(week, { weekday: (weekday + 1) % 7, minutes: now })).toBe(now + 1440 < end);
      }),
    );
  });
});

describe('isBranchAvailable', () => {
  const moment = { date: '2024-05-10', minutes: 600 };

  it('is available without branch availability and unavailable when its status is false', () => {
    expect(isBranchAvailable(undefined, moment)).toBe(true);
    expect(isBranchAvailable({ status: true }, moment)).toBe(true);
    expect(isBranchAvailable({ status: false }, moment)).toBe(false);
    expect(isBranchAvailable({ status: false, from: '00:00', to: '24:00' }, moment)).toBe(false);
  });

  it('applies time bounds every day, including windows that cross midnight', () => {
    expect(isBranchAvailable({ status: true, from: '09:00', to: '11:00' }, moment)).toBe(true);
    expect(isBranchAvailable({ status: true, from: '10:01 AM', to: '11:00 PM' }, moment)).toBe(false);
    expect(isBranchAvailable({ status: true, from: '22:00', to: '11:00' }, moment)).toBe(true);
    expect(isBranchAvailable({ status: true, from: '22:00', to: '02:00' }, moment)).toBe(false);
    expect(isBranchAvailable({ status: true, from: '08:00', to: '00:00' }, moment)).toBe(true);
  });

  it('applies date-time bounds as an absolute window', () => {
    const window = { status: true, from: '2024-05-01T00:00:00', to: '2024-05-10T10:00:00+03:00' };
    expect(isBranchAvailable(window, { date: '2024-05-10', minutes: 599 })).toBe(true);
    expect(isBranchAvailable(window, { date: '2024-05-10', minutes: 600 })).toBe(false);
    expect(isBranchAvailable(window, { date: '2024-04-30', minutes: 1439 })).toBe(false);
  });

  it('lets a bare end date include that whole day', () => {
    const window = { status: true, from: '2024-05-01', to: '2024-05-10' };
    expect(isBranchAvailable(window, { date: '2024-05-10', minutes: 1439 })).toBe(true);
    expect(isBranchAvailable(window, { date: '2024-05-11', minutes: 0 })).toBe(false);
  });

  it('honours a single bound and ignores one it cannot read', () => {
    expect(isBranchAvailable({ status: true, from: '2024-06-01T00:00' }, moment)).toBe(false);
    expect(isBranchAvailable({ status: true, to: '09:00' }, moment)).toBe(false);
    expect(isBranchAvailable({ status: true, from: 'whenever', to: '' }, moment)).toBe(true);
  });
});

describe('isShownNow', () => {
  const moment = { date: '2024-01-01', weekday: 0, minutes: 600 };
  const schedule = createWeekSchedule();

  it('shows a visible item inside its schedule with no branch restriction', () => {
    expect(isShownNow({ visible: true, schedule, moment })).toBe(true);
  });

  it('hides an item that is not visible, whatever else holds', () => {
    expect(isShownNow({ visible: false, schedule: null, moment })).toBe(false);
  });

  it('hides an item outside its schedule', () => {
    expect(isShownNow({ visible: true, schedule, moment: { ...moment, minutes: 1200 } })).toBe(false);
  });

  it('hides an item hidden in the branch or unavailable there', () => {
    expect(isShownNow({ visible: true, schedule, branchVisibility: { visible: false }, moment })).toBe(false);
    const unavailable = { visible: true, available: { status: false } };
    expect(isShownNow({ visible: true, schedule, branchVisibility: unavailable, moment })).toBe(false);
    const later = { visible: true, available: { status: true, from: '12:00', to: '15:00' } };
    expect(isShownNow({ visible: true, schedule, branchVisibility: later, moment })).toBe(false);
    const now = { visible: true, available: { status: true, from: '09:00', to: '15:00' } };
    expect(isShownNow({ visible: true, schedule, branchVisibility: now, moment })).toBe(true);
  });
});
