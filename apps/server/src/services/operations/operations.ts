import type {
  BusyBody,
  BusyWire,
  LiveResponse,
  SoldOutBody,
  SoldOutTargetWire,
  StaffOperationsResponse,
  ZoneTesterBody,
  ZoneTesterResponse,
} from '@okmenu/contract';
import type { BusyState, RouteSellingType } from '@okmenu/domain';
import {
  busyStateAt,
  categoryChainOf,
  isItemOrderable,
  pauseEnd,
  routeSellingTypes,
  soldOutUntil,
  substitutesFor,
  zonedMoment,
} from '@okmenu/domain';
import type { BusinessGraph, BusinessRepository } from '../../db/business-repository.ts';
import type { OperationsRepository } from '../../db/operations-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import type { LiveState } from './live-state.ts';
import { busySettingOf } from './live-state.ts';
import { targetKey, targetOfKey } from './sold-out-target.ts';
import { testZone } from './zone-tester.ts';

export interface OperationsServiceDeps {
  businesses: BusinessRepository;
  graphs: GraphCache;
  repository: OperationsRepository;
  live: LiveState;
}

type Branch = BusinessGraph['branches'][number];

/** Sold out and busy mode: what staff change while a service runs, and what guests see of it. */
export class OperationsService {
  constructor(private readonly deps: OperationsServiceDeps) {}

  private async branchGraph(options: { branchId: number; businessId?: number }) {
    const business = await this.deps.businesses.findByBranch(options.branchId);
    if (!business || (options.businessId !== undefined && business.id !== options.businessId)) {
      throw notFound(`Branch ${options.branchId}`);
    }
    const graph = await this.deps.graphs.get(business);
    const branch = graph.branches.find((b) => b.id === options.branchId) as Branch;
    return { graph, branch };
  }

  /** The live state of a branch for a selling type: what is sold out, its substitutes, and busy mode. */
  async live(options: { branchId: number; routeType: RouteSellingType; now: Date }): Promise<LiveResponse> {
    const { graph, branch } = await this.branchGraph({ branchId: options.branchId });
    const key = { businessId: graph.id, branchId: branch.id, now: options.now };
    const { marks, index } = await this.deps.live.soldOut(key);
    const busy = await this.deps.live.busy({ ...key, routeType: options.routeType });
    const unsellable = graph.items.filter((item) =>
      index.itemUnsellable({ id: item.id, priceLabelIds: item.price_labels.map((l) => l.id) }),
    );
    const candidates = substituteCandidates(graph, { branch, routeType: options.routeType, now: options.now });
    const substitutes: Record<string, number[]> = {};
    for (const item of unsellable) {
      substitutes[item.id] = substitutesFor({
        item: { id: item.id, categoryId: item.category_id, price: lowestPrice(item) },
        candidates,
        soldOut: index,
      });
    }
    const targets = marks.map((mark) => mark.target);
    return {
      branch_id: branch.id,
      sold_out: {
        items: unsellable.map((item) => item.id),
        price_labels: targets.flatMap((t) =>
          t.kind === 'price_label' ? [{ item_id: t.itemId, price_label_id: t.priceLabelId }] : [],
        ),
        modifiers: targets.flatMap((t) => (t.kind === 'modifier' ? [t.modifierId] : [])),
      },
      substitutes,
      busy: busyWire(busy),
      scheduled_while_paused: graph.settings.operations.scheduled_while_paused,
    };
  }

  /** The marks and busy settings of one branch of the staff member's business. */
  async staffView(options: { businessId: number; branchId: number; now: Date }): Promise<StaffOperationsResponse> {
    await this.branchGraph(options);
    const rows = await this.deps.repository.soldOut({ ...options, now: options.now.toISOString() });
    const busyRows = await this.deps.repository.busy(options);
    const busy: StaffOperationsResponse['busy'] = {};
    for (const row of busyRows) {
      const type = routeSellingTypes.find((t) => t === row.sellingType);
      if (type) busy[type] = busyWire(busyStateAt(busySettingOf(row), options.now));
    }
    return {
      branch_id: options.branchId,
      sold_out: rows.map((row) => ({
        target: targetOfKey(row.target),
        until: row.until,
        by: row.actor,
        at: row.createdAt,
      })),
      busy,
    };
  }

  /** Marks an item, price label or modifier sold out in a branch; unknown targets are refused by field. */
  async markSoldOut(options: { businessId: number; body: SoldOutBody; actor: string; now: Date }): Promise<void> {
    const { body, now } = options;
    const { graph, branch } = await this.branchGraph({ branchId: body.branch_id, businessId: options.businessId });
    checkTarget(graph, body.target);
    const until = soldOutUntil({
      duration: body.duration.kind === 'until' ? { kind: 'until', at: new Date(body.duration.at) } : body.duration,
      now,
      timeZone: branch.time_zone,
    });
    if (until === 'past') {
      throw new AppError(422, 'invalid_duration', 'The end of a sold-out mark must be in the future', [
        { path: 'body.duration.at', message: 'Must be in the future' },
      ]);
    }
    await this.deps.repository.mark({
      businessId: graph.id,
      row: {
        branchId: branch.id,
        target: targetKey(body.target),
        until: until?.toISOString() ?? null,
        actor: options.actor,
        createdAt: now.toISOString(),
      },
    });
    this.deps.live.forget(branch.id);
  }

  /** Makes a target available again; 404 when it was not marked. */
  async clearSoldOut(options: { businessId: number; branchId: number; target: SoldOutTargetWire }): Promise<void> {
    const { graph } = await this.branchGraph(options);
    const cleared = await this.deps.repository.unmark({
      ...options,
      businessId: graph.id,
      target: targetKey(options.target),
    });
    this.deps.live.forget(options.branchId);
    if (!cleared) throw notFound('Sold-out mark');
  }

  /** The owner's zone and slot tester: what a guest at a place and time would be offered (issue 17). */
  async testZone(options: {
    businessId: number;
    body: ZoneTesterBody;
    now: Date;
    locale?: string | undefined;
  }): Promise<ZoneTesterResponse> {
    const business = await this.deps.businesses.findById(options.businessId);
    if (!business) throw notFound('Business');
    const graph = await this.deps.graphs.get(business);
    return testZone({ graph, body: options.body, live: this.deps.live, now: options.now, locale: options.locale });
  }

  /** Pauses new orders or adds preparation minutes for a branch and selling type (owner only). */
  async setBusy(options: { businessId: number; body: BusyBody; actor: string; now: Date }): Promise<BusyWire> {
    const { body, now } = options;
    const { graph } = await this.branchGraph({ branchId: body.branch_id, businessId: options.businessId });
    const rows = await this.deps.repository.busy({ businessId: graph.id, branchId: body.branch_id });
    const current = rows.find((row) => row.sellingType === body.selling_type);
    const pause =
      body.pause === undefined
        ? { paused: current?.paused ?? false, pausedUntil: current?.pausedUntil ?? null }
        : body.pause === 'off'
          ? { paused: false, pausedUntil: null }
          : { paused: true, pausedUntil: pauseEnd(body.pause, now)?.toISOString() ?? null };
    const extra =
      body.extra_minutes === undefined
        ? { extraMinutes: current?.extraMinutes ?? 0, extraUntil: current?.extraUntil ?? null }
        : {
            extraMinutes: body.extra_minutes,
            extraUntil:
              body.extra_for_minutes === undefined
                ? null
                : new Date(now.getTime() + body.extra_for_minutes * 60_000).toISOString(),
          };
    const row = {
      branchId: body.branch_id,
      sellingType: body.selling_type,
      ...pause,
      ...extra,
      actor: options.actor,
      updatedAt: now.toISOString(),
    };
    await this.deps.repository.setBusy({ businessId: graph.id, row });
    this.deps.live.forget(body.branch_id);
    return busyWire(busyStateAt(busySettingOf(row), now));
  }
}

function lowestPrice(item: BusinessGraph['items'][number]): number {
  return Math.min(...item.price_labels.map((label) => label.price));
}

function substituteCandidates(
  graph: BusinessGraph,
  options: { branch: Branch; routeType: RouteSellingType; now: Date },
) {
  const categories = new Map(graph.categories.map((c) => [c.id, c]));
  const moment = zonedMoment(options.now, options.branch.time_zone);
  return graph.items.map((item) => ({
    id: item.id,
    categoryId: item.category_id,
    position: item.sort,
    price: lowestPrice(item),
    orderable: isItemOrderable({
      item,
      categoryChain: categoryChainOf(item.category_id, categories),
      branchId: options.branch.id,
      routeType: options.routeType,
      moment,
    }),
  }));
}

/** A target must exist in the business: the item, a price label of that item, or a modifier of some item. */
function checkTarget(graph: BusinessGraph, target: SoldOutTargetWire): void {
  const refuse = (path: string, message: string) => {
    throw new AppError(422, 'unknown_reference', `${path}: ${message}`, [{ path, message }]);
  };
  if (target.kind === 'modifier') {
    const known = graph.items.some((item) =>
      item.modifier_groups.some((group) => group.modifiers.some((m) => m.id === target.modifier_id)),
    );
    if (!known) refuse('body.target.modifier_id', 'Not a modifier of this business');
    return;
  }
  const item = graph.items.find((candidate) => candidate.id === target.item_id);
  if (!item) return refuse('body.target.item_id', 'Not an item of this business');
  if (target.kind === 'price_label' && !item.price_labels.some((label) => label.id === target.price_label_id)) {
    refuse('body.target.price_label_id', 'Not a price label of this item');
  }
}

function busyWire(state: BusyState): BusyWire {
  return {
    paused: state.paused,
    paused_until: state.pausedUntil?.toISOString() ?? null,
    extra_minutes: state.extraMinutes,
  };
}
