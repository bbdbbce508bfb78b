import type { OrderWire } from '@okmenu/contract';

/** Where a waiting order stands against its acceptance limits (issue 17): null once accepted or without limits. */
export type AcceptanceStage = 'waiting' | 'escalated' | 'expired';

export function acceptanceStageOf(order: Pick<OrderWire, 'acceptance'>, now: number): AcceptanceStage | null {
  const limits = order.acceptance;
  if (!limits) return null;
  if (now >= Date.parse(limits.reject_at)) return 'expired';
  if (now >= Date.parse(limits.escalate_at)) return 'escalated';
  return 'waiting';
}

/** The orders that escalated since the last look, remembering each once (so the alarm rings once per order). */
export function newlyEscalated(orders: readonly OrderWire[], now: number, alerted: Set<number>): OrderWire[] {
  const found = orders.filter((order) => {
    const stage = acceptanceStageOf(order, now);
    return (stage === 'escalated' || stage === 'expired') && !alerted.has(order.id);
  });
  for (const order of found) alerted.add(order.id);
  return found;
}
