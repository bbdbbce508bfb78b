import { describe, expect, it } from 'vitest';
import { busyRefusal, busyStateAt, pauseEnd, preparationMinutes } from './busy-mode.ts';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-24T12:00:00Z');

describe('busy mode', () => {
  it('a 30-minute pause ends 30 minutes later and lapses on its own', () => {
    const until = pauseEnd(30, now);
    expect(until?.toISOString()).toBe('2026-11-24T12:30:00.000Z');
    expect(busyStateAt({ pausedUntil: until }, at('2026-11-24T12:29:00Z')).paused).toBe(true);
    expect(busyStateAt({ pausedUntil: until }, at('2026-11-24T12:30:00Z')).paused).toBe(false);
  });

  it('a pause until reopened stays until cleared', () => {
    expect(pauseEnd('until_reopened', now)).toBeNull();
    expect(busyStateAt({ pausedUntil: null }, at('2027-01-01T00:00:00Z'))).toEqual({
      paused: true,
      pausedUntil: null,
      extraMinutes: 0,
    });
  });

  it('no setting means open with no extra minutes', () => {
    expect(busyStateAt(undefined, now)).toEqual({ paused: false, pausedUntil: null, extraMinutes: 0 });
  });

  it('extra preparation minutes are added while in force', () => {
    const state = busyStateAt({ extraMinutes: 20, extraUntil: at('2026-11-24T13:00:00Z') }, now);
    expect(preparationMinutes(25, state)).toBe(45);
    expect(preparationMinutes(25, busyStateAt({ extraMinutes: 20, extraUntil: now }, now))).toBe(25);
  });

  it('an order for now is refused while paused', () => {
    const state = busyStateAt({ pausedUntil: pauseEnd(60, now) }, now);
    expect(busyRefusal({ state, now, scheduledFor: null, allowScheduledWhilePaused: true })).toEqual({
      code: 'paused',
      until: at('2026-11-24T13:00:00Z'),
    });
  });

  it('a scheduled order for a slot after the pause ends is accepted', () => {
    const state = busyStateAt({ pausedUntil: pauseEnd(60, now) }, now);
    const refusal = busyRefusal({
      state,
      now,
      scheduledFor: at('2026-11-24T13:00:00Z'),
      allowScheduledWhilePaused: false,
    });
    expect(refusal).toBeNull();
  });

  it('a scheduled order during the pause needs the business to allow it', () => {
    const state = busyStateAt({ pausedUntil: null }, now);
    const options = { state, now, scheduledFor: at('2026-11-24T12:30:00Z') };
    expect(busyRefusal({ ...options, allowScheduledWhilePaused: false })?.code).toBe('paused');
    expect(busyRefusal({ ...options, allowScheduledWhilePaused: true })).toBeNull();
  });
});
