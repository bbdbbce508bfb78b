import type { OrderRow } from '../../db/order-repository.ts';
import type { AcceptancePolicy } from '@okmenu/domain';
import { acceptanceDeadlines, acceptanceStage, leadMinutes, OrderStatus } from '@okmenu/domain';
import type { BusinessGraph, BusinessRepository } from '../../db/business-repository.ts';
import type { OrderRepository } from '../../db/order-repository.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import { checkoutOptionsFor } from '../orders/order-timing.ts';

/** The reason a guest reads when nobody accepted their order in time; the web app translates it. */
export const notAcceptedReason = 'not_accepted_in_time';

const waiting = [OrderStatus.pending, OrderStatus.scheduled];

/** The business's acceptance policy from its settings. */
export function acceptancePolicyOf(graph: BusinessGraph): AcceptancePolicy {
  const { escalate_after_minutes, reject_after_minutes } = graph.settings.operations;
  return { escalateAfterMinutes: escalate_after_minutes, rejectAfterMinutes: reject_after_minutes };
}

/** When an order that is not yet accepted escalates and is rejected, by its business's policy. */
export function deadlinesOf(order: OrderRow, graph: BusinessGraph): { escalateAt: Date; rejectAt: Date } {
  const sellingType = order.selling_type as 'delivery' | 'car_pickup' | 'dine_in';
  const scheduled = checkoutOptionsFor(graph, sellingType)?.scheduled_orders;
  return acceptanceDeadlines({
    placedAt: new Date(order.created_at),
    scheduledFor: order.scheduled_for === null ? null : new Date(order.scheduled_for),
    leadMinutes: leadMinutes(scheduled?.min_advance),
    policy: acceptancePolicyOf(graph),
  });
}

/**
 * Rejects orders nobody accepted in time, with a reason the guest reads (issue 17). Runs every few seconds
 * on each process; the state machine's conditional move makes two processes sweeping at once harmless.
 */
export class UnacceptedOrders {
  constructor(
    private readonly deps: {
      orders: OrderRepository;
      businesses: BusinessRepository;
      graphs: GraphCache;
      reject(options: { businessId: number; orderId: number; reason: string; now: Date }): Promise<unknown>;
    },
  ) {}

  /** Rejects every waiting order past its limit at `now`; returns how many it rejected. */
  async sweep(now: Date): Promise<number> {
    const rows = await this.deps.orders.awaitingAcceptance({ statuses: waiting, limit: 500 });
    const graphs = new Map<number, BusinessGraph | null>();
    let rejected = 0;
    for (const row of rows) {
      if (!graphs.has(row.business_id)) {
        const business = await this.deps.businesses.findById(row.business_id);
        graphs.set(row.business_id, business ? await this.deps.graphs.get(business) : null);
      }
      const graph = graphs.get(row.business_id);
      if (!graph || acceptanceStage(deadlinesOf(row, graph), now) !== 'expired') continue;
      try {
        await this.deps.reject({ businessId: row.business_id, orderId: row.id, reason: notAcceptedReason, now });
        rejected += 1;
      } catch {
        // Accepted or cancelled a moment ago (a 409 from the state machine): nothing to do.
      }
    }
    return rejected;
  }
}
