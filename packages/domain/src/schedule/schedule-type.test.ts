import { describe, expect, it } from 'vitest';
import { scheduleType } from './schedule-type.ts';

describe('scheduleType', () => {
  const slots = ['09:00', '09:30', '10:00'];

  it('orders for now when open and not scheduled-only', () => {
    expect(scheduleType({ open: true, scheduledOnly: false, slots })).toEqual({ type: 'now', slot: null });
  });

  it('orders for later with the second slot preselected when scheduled-only', () => {
    expect(scheduleType({ open: true, scheduledOnly: true, slots })).toEqual({ type: 'later', slot: '09:30' });
  });

  it('orders for later when closed, preselecting the only slot when there is one', () => {
    expect(scheduleType({ open: false, scheduledOnly: false, slots: ['09:00'] })).toEqual({
      type: 'later',
      slot: '09:00',
    });
  });

  it('orders for later with nothing preselected when there is no slot', () => {
    expect(scheduleType({ open: false, scheduledOnly: false, slots: [] })).toEqual({ type: 'later', slot: null });
  });
});
