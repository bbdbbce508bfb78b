import type { OrderWire } from '@okmenu/contract';
import { OrderStatus, type OrderStatusCode } from '@okmenu/domain';

/** One step of the timeline: a status, whether it was reached, when, and why (rejected or cancelled). */
export interface TimelineStep {
  status: OrderStatusCode;
  state: 'done' | 'current' | 'upcoming' | 'failed';
  at: string | null;
  reason: string | null;
}

/**
 * The steps an order goes through (SPEC §4 codes; docs/decisions/0004): scheduled (when it was), pending,
 * accepted, ready, out (delivery only), delivered; a rejected or cancelled order ends at that step.
 */
export function orderTimeline(
  order: Pick<OrderWire, 'status' | 'selling_type' | 'events' | 'scheduled_for'>,
): TimelineStep[] {
  const events = order.events ?? [];
  const delivery = order.selling_type === 'delivery';
  const scheduled = order.scheduled_for !== null || events.some((event) => event.status === OrderStatus.scheduled);
  const path: OrderStatusCode[] = [
    ...(scheduled ? [OrderStatus.scheduled] : []),
    OrderStatus.pending,
    OrderStatus.accepted,
    OrderStatus.ready,
    ...(delivery ? [OrderStatus.out] : []),
    OrderStatus.delivered,
  ];
  const lastOf = (status: number) => [...events].reverse().find((event) => event.status === status);
  const failed = order.status === OrderStatus.rejected || order.status === OrderStatus.cancelled;
  const reached = new Set(events.map((event) => event.status));
  reached.add(order.status);
  // The furthest step of the normal path the order got to.
  let furthest = -1;
  path.forEach((status, index) => {
    if (reached.has(status)) furthest = index;
  });
  if (!failed) {
    const current = path.indexOf(order.status as OrderStatusCode);
    if (current >= 0) furthest = current;
  }
  const steps: TimelineStep[] = path.slice(0, failed ? furthest + 1 : path.length).map((status, index) => ({
    status,
    state:
      index < furthest
        ? 'done'
        : index === furthest
          ? failed
            ? 'done'
            : status === OrderStatus.delivered
              ? 'done'
              : 'current'
          : 'upcoming',
    at: lastOf(status)?.at ?? null,
    reason: null,
  }));
  if (failed) {
    const event = lastOf(order.status);
    steps.push({
      status: order.status as OrderStatusCode,
      state: 'failed',
      at: event?.at ?? null,
      reason: event?.reason ?? null,
    });
  }
  return steps;
}
