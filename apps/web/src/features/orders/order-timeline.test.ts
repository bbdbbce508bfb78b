import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline.ts';

const event = (id: number, status: number, reason: string | null = null) => ({
  id,
  status,
  status_name: '',
  reason,
  at: `2026-03-02T10:0${id}:00Z`,
});

describe('the order timeline', () => {
  it('walks a pickup order from pending to handed over, without "out"', () => {
    const steps = orderTimeline({
      status: 1,
      selling_type: 'car_pickup',
      scheduled_for: null,
      events: [event(1, 0), event(2, 1)],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      [0, 'done'],
      [1, 'current'],
      [3, 'upcoming'],
      [5, 'upcoming'],
    ]);
    expect(steps[1]?.at).toBe('2026-03-02T10:02:00Z');
  });

  it('includes "out" for delivery and "scheduled" for a later order', () => {
    const steps = orderTimeline({
      status: 10,
      selling_type: 'delivery',
      scheduled_for: '2026-03-02T18:00:00+03:00',
      events: [event(1, 10)],
    });
    expect(steps.map((step) => step.status)).toEqual([10, 0, 1, 3, 4, 5]);
    expect(steps[0]?.state).toBe('current');
  });

  it('ends at a rejection with its reason', () => {
    const steps = orderTimeline({
      status: 2,
      selling_type: 'dine_in',
      scheduled_for: null,
      events: [event(1, 0), event(2, 2, 'Out of stock')],
    });
    expect(steps.map((step) => [step.status, step.state, step.reason])).toEqual([
      [0, 'done', null],
      [2, 'failed', 'Out of stock'],
    ]);
  });

  it('marks a delivered order as done throughout', () => {
    const steps = orderTimeline({
      status: 5,
      selling_type: 'car_pickup',
      scheduled_for: null,
      events: [event(1, 0), event(2, 1), event(3, 3), event(4, 5)],
    });
    expect(steps.every((step) => step.state === 'done')).toBe(true);
  });
});
