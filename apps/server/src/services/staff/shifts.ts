import type { SellingTypeKey, ShiftsResponse } from '@okmenu/contract';
import { shiftStatus, toZonedIso, upcomingDays } from '@okmenu/domain';
import type { BusinessRepository } from '../../db/business-repository.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import { AppError, notFound } from '../shared/errors.ts';

/** How many days after today the shifts answer lists. */
const daysAhead = 7;

/** Opening status per selling type, computed in the branch's time zone. */
export class ShiftService {
  constructor(private readonly deps: { businesses: BusinessRepository; graphs: GraphCache }) {}

  /** Today's status and the next days' slots for a branch (the business's first branch by default). */
  async forBranch(request: { referenceId: string; branchId: number | undefined; now: Date }): Promise<ShiftsResponse> {
    const { referenceId, branchId, now } = request;
    const business = await this.deps.businesses.findByReference(referenceId);
    if (!business) throw notFound(`Business "${referenceId}"`);
    const graph = await this.deps.graphs.get(business);
    const branch = branchId === undefined ? graph.branches[0] : graph.branches.find((b) => b.id === branchId);
    if (!branch) throw new AppError(404, 'not_found', `Branch ${branchId} was not found`);
    const today: ShiftsResponse['today'] = {};
    const perType = new Map<SellingTypeKey, ReturnType<typeof upcomingDays>>();
    for (const type of branch.selling_types) {
      const schedule = branch.shifts[type] ?? null;
      today[type] = shiftStatus({ schedule, now, timeZone: branch.time_zone });
      perType.set(type, upcomingDays({ schedule, now, timeZone: branch.time_zone, days: daysAhead }));
    }
    const days: ShiftsResponse['days'] = [];
    for (let index = 0; index < daysAhead; index += 1) {
      let day: ShiftsResponse['days'][number] | undefined;
      for (const [type, list] of perType) {
        const entry = list[index];
        if (!entry) continue;
        day ??= { date: entry.date, weekday: entry.weekday, types: {} };
        day.types[type] = { closed: entry.closed, slots: entry.slots };
      }
      if (day) days.push(day);
    }
    return {
      branch_id: branch.id,
      time_zone: branch.time_zone,
      now: toZonedIso(now, branch.time_zone),
      today,
      days,
      // The week schedules let the web app offer exactly the slots the server accepts (decision 0010).
      schedules: branch.shifts,
    };
  }
}
