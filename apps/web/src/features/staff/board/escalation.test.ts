import type { OrderWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { acceptanceStageOf, newlyEscalated } from './escalation.ts';

const order = (id: number, acceptance?: OrderWire['acceptance']) => ({ id, acceptance }) as OrderWire;
const limits = { escalate_at: '2026-11-24T12:05:00Z', reject_at: '2026-11-24T12:15:00Z' };
const at = (iso: string) => Date.parse(iso);

describe('acceptance escalation on the board', () => {
  it('moves from waiting to escalated to expired at the limits', () => {
    expect(acceptanceStageOf(order(1), at('2026-11-24T13:00:00Z'))).toBeNull();
    expect(acceptanceStageOf(order(1, limits), at('2026-11-24T12:04:59Z'))).toBe('waiting');
    expect(acceptanceStageOf(order(1, limits), at('2026-11-24T12:05:00Z'))).toBe('escalated');
    expect(acceptanceStageOf(order(1, limits), at('2026-11-24T12:15:00Z'))).toBe('expired');
  });

  it('alerts once per escalated order', () => {
    const alerted = new Set<number>();
    const orders = [order(1, limits), order(2, { ...limits, escalate_at: '2026-11-24T12:10:00Z' }), order(3)];
    expect(newlyEscalated(orders, at('2026-11-24T12:06:00Z'), alerted).map((o) => o.id)).toEqual([1]);
    expect(newlyEscalated(orders, at('2026-11-24T12:07:00Z'), alerted)).toEqual([]);
    expect(newlyEscalated(orders, at('2026-11-24T12:11:00Z'), alerted).map((o) => o.id)).toEqual([2]);
  });
});
