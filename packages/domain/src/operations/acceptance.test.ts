import { describe, expect, it } from 'vitest';
import { localInstant } from '../schedule/zoned-time.ts';
import { acceptanceClockStart, acceptanceDeadlines, acceptanceStage, defaultAcceptancePolicy } from './acceptance.ts';

const at = (iso: string) => new Date(iso);

describe('orders nobody accepts', () => {
  it('an order for now escalates after 5 minutes and is rejected after 15 by default', () => {
    const deadlines = acceptanceDeadlines({
      placedAt: at('2026-11-24T12:00:00Z'),
      scheduledFor: null,
      leadMinutes: 30,
      policy: defaultAcceptancePolicy,
    });
    expect(acceptanceStage(deadlines, at('2026-11-24T12:04:59Z'))).toBe('waiting');
    expect(acceptanceStage(deadlines, at('2026-11-24T12:05:00Z'))).toBe('escalated');
    expect(acceptanceStage(deadlines, at('2026-11-24T12:15:00Z'))).toBe('expired');
  });

  it('a scheduled order counts from its lead time before the slot, not from when it was placed', () => {
    // Placed the evening before for 13:00 Kuwait time with a 45-minute lead: the clock starts at 12:15 local.
    const slot = localInstant({ date: '2026-11-25', minutes: 13 * 60, timeZone: 'Asia/Kuwait' });
    const start = acceptanceClockStart({ placedAt: at('2026-11-24T18:00:00Z'), scheduledFor: slot, leadMinutes: 45 });
    expect(start.toISOString()).toBe('2026-11-25T09:15:00.000Z');
    const deadlines = acceptanceDeadlines({
      placedAt: at('2026-11-24T18:00:00Z'),
      scheduledFor: slot,
      leadMinutes: 45,
      policy: defaultAcceptancePolicy,
    });
    expect(acceptanceStage(deadlines, at('2026-11-25T06:00:00Z'))).toBe('waiting');
  });

  it('a scheduled order for a slot closer than its lead counts from when it was placed', () => {
    const placedAt = at('2026-11-24T12:00:00Z');
    const start = acceptanceClockStart({ placedAt, scheduledFor: at('2026-11-24T12:20:00Z'), leadMinutes: 45 });
    expect(start).toEqual(placedAt);
  });

  it('a slot in New York across the DST change counts from the right instant', () => {
    // 2026-11-01 01:30 happens twice in New York; localInstant takes the earlier (EDT, UTC-4).
    const slot = localInstant({ date: '2026-11-01', minutes: 90, timeZone: 'America/New_York' });
    const start = acceptanceClockStart({ placedAt: at('2026-10-31T12:00:00Z'), scheduledFor: slot, leadMinutes: 30 });
    expect(start.toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });

  it('a reject limit shorter than the escalation is raised to it', () => {
    const deadlines = acceptanceDeadlines({
      placedAt: at('2026-11-24T12:00:00Z'),
      scheduledFor: null,
      leadMinutes: 0,
      policy: { escalateAfterMinutes: 10, rejectAfterMinutes: 5 },
    });
    expect(deadlines.rejectAt).toEqual(deadlines.escalateAt);
  });
});
