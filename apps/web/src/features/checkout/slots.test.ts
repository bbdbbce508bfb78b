import type { TimeSlot } from '@okmenu/domain';
import { describe, expect, it } from 'vitest';
import type { ShiftsResponse } from '@okmenu/contract';
import { orderSlots, resolveSchedule, slotsByDate } from './slots.ts';

const slot = (start: string): TimeSlot => ({ start, end: start, date: start.slice(0, 10), label: start.slice(11, 16) });
const slots = [slot('2026-03-02T18:00:00+03:00'), slot('2026-03-02T18:30:00+03:00'), slot('2026-03-03T12:00:00+03:00')];

describe('the checkout’s schedule (SPEC §4)', () => {
  it('is now when the shop is open and not scheduled-only', () => {
    const saved = { orderTime: 'now' as const, scheduleSlot: null };
    expect(resolveSchedule({ open: true, scheduling: true, scheduledOnly: false, slots, saved })).toEqual({
      orderTime: 'now',
      slot: null,
    });
  });

  it('preselects the second future slot when closed or scheduled-only, the first when only one', () => {
    const saved = { orderTime: 'now' as const, scheduleSlot: null };
    expect(resolveSchedule({ open: false, scheduling: true, scheduledOnly: false, slots, saved }).slot).toBe(slots[1]);
    expect(resolveSchedule({ open: true, scheduling: true, scheduledOnly: true, slots, saved }).slot).toBe(slots[1]);
    expect(
      resolveSchedule({ open: false, scheduling: true, scheduledOnly: false, slots: [slots[0] as TimeSlot], saved })
        .slot,
    ).toBe(slots[0]);
    expect(resolveSchedule({ open: false, scheduling: true, scheduledOnly: false, slots: [], saved })).toEqual({
      orderTime: 'later',
      slot: null,
    });
  });

  it('keeps the guest’s saved slot while it is offered, and replaces it once it has passed', () => {
    const keep = { orderTime: 'later' as const, scheduleSlot: slots[2]?.start ?? null };
    expect(resolveSchedule({ open: true, scheduling: true, scheduledOnly: false, slots, saved: keep }).slot).toBe(
      slots[2],
    );
    const gone = { orderTime: 'later' as const, scheduleSlot: '2026-03-01T10:00:00+03:00' };
    expect(resolveSchedule({ open: true, scheduling: true, scheduledOnly: false, slots, saved: gone })).toEqual({
      orderTime: 'later',
      slot: slots[1],
    });
  });

  it('groups slots by local date', () => {
    expect(slotsByDate(slots).map((group) => [group.date, group.slots.length])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 1],
    ]);
  });

  it('generates slots from the branch schedule of the order’s selling type, only with scheduling on', () => {
    const week = Array.from({ length: 7 }, () => ({
      closed: false,
      shifts: [{ time_from: '10:00', time_to: '12:00' }],
    }));
    const shifts = { time_zone: 'Asia/Kuwait', schedules: { car_pickup: week } } as unknown as ShiftsResponse;
    const on = {
      scheduled_orders: {
        on: true,
        only_schedule: false,
        min_advance: { value: 0, scale: 'min' },
        max_advance: { value: 1, scale: 'day' },
      },
    } as never;
    // 09:00 in Kuwait: lead is 15 minutes, slots every 30 minutes from the shift start.
    const now = new Date('2026-03-02T06:00:00Z');
    const found = orderSlots({ shifts, checkout: on, type: 'pickup', now });
    expect(found.slice(0, 4).map((s) => s.start)).toEqual([
      '2026-03-02T10:00:00+03:00',
      '2026-03-02T10:30:00+03:00',
      '2026-03-02T11:00:00+03:00',
      '2026-03-02T11:30:00+03:00',
    ]);
    expect(orderSlots({ shifts, checkout: null, type: 'pickup', now })).toEqual([]);
  });
});
