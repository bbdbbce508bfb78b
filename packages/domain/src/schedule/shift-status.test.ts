import { describe, expect, it } from 'vitest';
import { isShopOpen, shiftStatus, upcomingDays } from './shift-status.ts';
import { createClosedDay, createDay, createWeekSchedule } from './test-factories.ts';

const kuwait = 'Asia/Kuwait';
// Monday 1 January 2024; Kuwait is UTC+3.
const mondayAt = (utcTime: string) => new Date(`2024-01-01T${utcTime}Z`);

describe('shiftStatus', () => {
  it("is open inside a shift and lists today's shifts", () => {
    const schedule = createWeekSchedule({ 0: createDay(['09:00', '12:00'], ['6:00 PM', '00:00']) });
    expect(shiftStatus({ schedule, now: mondayAt('07:00:00'), timeZone: kuwait })).toEqual({
      status: 'open',
      opens_at: null,
      opens_at_iso: null,
      shifts: [
        { from: '09:00', to: '12:00' },
        { from: '18:00', to: '24:00' },
      ],
    });
  });

  it('gives the next opening today when closed between shifts', () => {
    const schedule = createWeekSchedule({ 0: createDay(['09:00', '12:00'], ['18:00', '23:00']) });
    const status = shiftStatus({ schedule, now: mondayAt('10:00:00'), timeZone: kuwait });
    expect(status).toMatchObject({ status: 'closed', opens_at: '18:00', opens_at_iso: '2024-01-01T18:00:00+03:00' });
  });

  it('skips closed days to find the next opening', () => {
    const schedule = createWeekSchedule({ 1: createClosedDay(), 2: { closed: false, shifts: [] } });
    const status = shiftStatus({ schedule, now: mondayAt('15:00:00'), timeZone: kuwait });
    expect(status).toMatchObject({ status: 'closed', opens_at: '09:00', opens_at_iso: '2024-01-04T09:00:00+03:00' });
  });

  it('finds an opening on the same weekday a week later', () => {
    const closed = createClosedDay();
    const schedule = [createDay(['09:00', '17:00']), closed, closed, closed, closed, closed, closed];
    const status = shiftStatus({ schedule, now: mondayAt('15:00:00'), timeZone: kuwait });
    expect(status.opens_at_iso).toBe('2024-01-08T09:00:00+03:00');
  });

  it('has no next opening when closed all week', () => {
    const schedule = Array.from({ length: 7 }, createClosedDay);
    const status = shiftStatus({ schedule, now: mondayAt('08:00:00'), timeZone: kuwait });
    expect(status).toEqual({ status: 'closed', opens_at: null, opens_at_iso: null, shifts: [] });
  });

  it('is open all day without a schedule', () => {
    expect(shiftStatus({ schedule: null, now: mondayAt('00:00:00'), timeZone: kuwait })).toEqual({
      status: 'open',
      opens_at: null,
      opens_at_iso: null,
      shifts: [{ from: '00:00', to: '24:00' }],
    });
  });

  it("is open after midnight inside yesterday's crossing shift", () => {
    const schedule = createWeekSchedule({ 0: createDay(['20:00', '02:00']), 1: createClosedDay() });
    // 22:30 UTC on Monday is 01:30 on Tuesday in Kuwait.
    const status = shiftStatus({ schedule, now: mondayAt('22:30:00'), timeZone: kuwait });
    expect(status).toMatchObject({ status: 'open', shifts: [] });
    const monday = shiftStatus({ schedule, now: mondayAt('12:00:00'), timeZone: kuwait });
    expect(monday).toMatchObject({ status: 'closed', opens_at: '20:00', shifts: [{ from: '20:00', to: '02:00' }] });
  });

  it('opens when the clock jumps if the shift starts inside the spring-forward gap', () => {
    const schedule = createWeekSchedule({ 6: createDay(['02:30', '06:00']) });
    // 00:30 UTC on Sunday 31 March 2024 is 01:30 in Berlin, just before 02:00 becomes 03:00.
    const status = shiftStatus({ schedule, now: new Date('2024-03-31T00:30:00Z'), timeZone: 'Europe/Berlin' });
    expect(status).toMatchObject({ status: 'closed', opens_at: '03:00', opens_at_iso: '2024-03-31T03:00:00+02:00' });
  });

  it('gives the opening in summer time after the spring-forward night', () => {
    const schedule = createWeekSchedule({ 6: createDay(['09:00', '17:00']) });
    const status = shiftStatus({ schedule, now: new Date('2024-03-10T05:00:00Z'), timeZone: 'America/New_York' });
    expect(status.opens_at_iso).toBe('2024-03-10T09:00:00-04:00');
  });
});

describe('upcomingDays', () => {
  it('lists the days after today with their weekday, closed flag and periods', () => {
    const schedule = createWeekSchedule({
      1: createClosedDay(),
      2: createDay([24, '00:00']),
      3: createDay(['21:00', '1:00 AM']),
    });
    expect(upcomingDays({ schedule, now: mondayAt('12:00:00'), timeZone: kuwait, days: 3 })).toEqual([
      { date: '2024-01-02', weekday: 1, closed: true, slots: [] },
      { date: '2024-01-03', weekday: 2, closed: false, slots: [{ from: '00:00', to: '24:00' }] },
      { date: '2024-01-04', weekday: 3, closed: false, slots: [{ from: '21:00', to: '01:00' }] },
    ]);
  });

  it('counts a day without readable shifts as closed', () => {
    const schedule = createWeekSchedule({ 1: createDay(['later', '17:00']) });
    expect(upcomingDays({ schedule, now: mondayAt('12:00:00'), timeZone: kuwait, days: 1 })[0]?.closed).toBe(true);
  });

  it("starts from the business's date, not the UTC date", () => {
    // 22:00 UTC on Monday is already Tuesday in Kuwait.
    const days = upcomingDays({ schedule: null, now: mondayAt('22:00:00'), timeZone: kuwait, days: 1 });
    expect(days).toEqual([{ date: '2024-01-03', weekday: 2, closed: false, slots: [{ from: '00:00', to: '24:00' }] }]);
  });
});

describe('isShopOpen', () => {
  it('counts a status not fetched yet as open', () => {
    expect(isShopOpen(undefined)).toBe(true);
    expect(isShopOpen(null)).toBe(true);
  });

  it('follows the fetched status', () => {
    expect(isShopOpen({ status: 'open' })).toBe(true);
    expect(isShopOpen({ status: 'closed' })).toBe(false);
  });
});
