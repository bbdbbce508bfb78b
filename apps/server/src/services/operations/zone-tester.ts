import type { TestedBranchWire, ZoneTesterBody, ZoneTesterResponse } from '@okmenu/contract';
import { pickText } from '@okmenu/contract';
import {
  categoryChainOf,
  explainZonesAt,
  generateSlots,
  isItemOrderable,
  orderSellingType,
  shiftStatus,
  toMajor,
  currencyOf,
  zonedMoment,
} from '@okmenu/domain';
import type { BusinessGraph } from '../../db/business-repository.ts';
import { checkoutOptionsFor } from '../orders/order-timing.ts';
import { branchTakesType } from '../pricing/order-rules.ts';
import type { LiveState } from './live-state.ts';

type Branch = BusinessGraph['branches'][number];

/** The fallback chain of names (pickText): the staff member's language first, then the business's. */
function namesIn(locale: string | undefined, businessLocales: readonly string[]): string[] {
  return locale ? [locale, ...businessLocales] : [...businessLocales];
}

/**
 * The owner's zone and slot tester (issue 17): for a place, a time and a selling type, what each branch would
 * offer a guest, computed with the same domain functions as the guest's checkout and the server's order checks.
 */
export async function testZone(options: {
  graph: BusinessGraph;
  body: ZoneTesterBody;
  live: LiveState;
  now: Date;
  /** The staff member's language: names are picked in it, then in the business's languages. */
  locale?: string | undefined;
}): Promise<ZoneTesterResponse> {
  const { graph, body } = options;
  const at = body.at ? new Date(body.at) : options.now;
  const currency = currencyOf(graph.settings.currency);
  const locales = namesIn(options.locale, graph.settings.locales);
  const branches: TestedBranchWire[] = [];
  let delivering: { branchId: number; zone: { fees: number; min_order: number; id: number } } | null = null;
  for (const branch of graph.branches) {
    const tested = await testBranch({ ...options, branch, at });
    const applying = tested.zones.find((zone) => zone.verdict === 'applies');
    const zone = applying && graph.zones.find((z) => z.id === applying.zone_id);
    // Between branches the guest gets the cheapest applying zone, like within one (decision 0040).
    if (tested.takes_type && zone && (!delivering || zone.fees < delivering.zone.fees)) {
      delivering = { branchId: branch.id, zone };
    }
    branches.push({
      ...tested,
      zones: tested.zones.map((z) => ({
        ...z,
        fee: toMajor(z.fee, currency),
        min_order: toMajor(z.min_order, currency),
      })),
      name: pickText(branch.name, locales),
    });
  }
  return {
    at: at.toISOString(),
    currency: currency.code,
    delivering_branch_id: body.selling_type === 'delivery' ? (delivering?.branchId ?? null) : null,
    branches,
  };
}

async function testBranch(options: {
  graph: BusinessGraph;
  body: ZoneTesterBody;
  live: LiveState;
  branch: Branch;
  at: Date;
  locale?: string | undefined;
}): Promise<TestedBranchWire> {
  const { graph, body, branch, at } = options;
  const routeType = body.selling_type;
  const locales = namesIn(options.locale, graph.settings.locales);
  // As pricing decides (decision 0030).
  const takesType = branchTakesType(branch.selling_types, routeType);
  const zones =
    routeType === 'delivery'
      ? explainZonesAt(
          graph.zones.filter((zone) => zone.branch_id === branch.id),
          body.location,
        ).map(({ zone, verdict }) => ({
          zone_id: zone.id,
          name: pickText(zone.name, locales),
          fee: zone.fees,
          min_order: zone.min_order,
          delivery_time: zone.delivery_time,
          unit: zone.unit,
          verdict: verdict.kind,
          loses_to: 'than' in verdict ? verdict.than : null,
        }))
      : [];
  const sellingType = orderSellingType(routeType);
  const schedule = branch.shifts[sellingType] ?? null;
  const status = shiftStatus({ schedule, now: at, timeZone: branch.time_zone });
  const scheduled = checkoutOptionsFor(graph, sellingType)?.scheduled_orders;
  const slots = scheduled?.on
    ? generateSlots({
        schedule,
        now: at,
        timeZone: branch.time_zone,
        minAdvance: scheduled.min_advance,
        maxAdvance: scheduled.max_advance,
      })
    : [];
  const key = { businessId: graph.id, branchId: branch.id, now: at };
  const soldOut = (await options.live.soldOut(key)).index;
  const busy = await options.live.busy({ ...key, routeType });
  const categories = new Map(graph.categories.map((c) => [c.id, c]));
  const moment = zonedMoment(at, branch.time_zone);
  const orderable = graph.items.filter(
    (item) =>
      !soldOut.itemUnsellable({ id: item.id, priceLabelIds: item.price_labels.map((l) => l.id) }) &&
      isItemOrderable({
        item,
        categoryChain: categoryChainOf(item.category_id, categories),
        branchId: branch.id,
        routeType,
        moment,
      }),
  );
  return {
    branch_id: branch.id,
    name: '',
    takes_type: takesType,
    zones,
    open: takesType && status.status === 'open' && !busy.paused,
    opens_at: status.opens_at_iso,
    scheduling: Boolean(scheduled?.on),
    slots: slots.map((slot) => ({ start: slot.start, label: slot.label })),
    busy: {
      paused: busy.paused,
      paused_until: busy.pausedUntil?.toISOString() ?? null,
      extra_minutes: busy.extraMinutes,
    },
    orderable_items: takesType ? orderable.map((item) => ({ id: item.id, name: pickText(item.name, locales) })) : [],
    not_orderable_count: takesType ? graph.items.length - orderable.length : graph.items.length,
  };
}
