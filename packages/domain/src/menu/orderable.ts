import { isShownNow } from '../schedule/availability.ts';
import type { BranchAvailability, WeekSchedule, ZonedMoment } from '../schedule/schedule-types.ts';
import type { ItemTypes } from '../selling-types/item-types.ts';
import { itemMatchesType } from '../selling-types/item-types.ts';
import type { RouteSellingType } from '../selling-types/selling-type.ts';

/** What availability needs to know of a category or an item. */
export interface Showable {
  visible: boolean;
  schedule?: WeekSchedule | null;
  branches?: readonly { branch_id: number; visible: boolean; available?: BranchAvailability | null }[];
}

/** Whether a category or item shows in a branch at a local moment; a branch without an entry shows it. */
export function isShownInBranch(entry: Showable, branchId: number, moment: ZonedMoment): boolean {
  const branchVisibility = entry.branches?.find((b) => b.branch_id === branchId) ?? null;
  return isShownNow({ visible: entry.visible, schedule: entry.schedule, branchVisibility, moment });
}

/** Whether a category or item is hidden in a branch whatever the time (used to trim a branch's menu). */
export function isHiddenInBranch(entry: Showable, branchId: number): boolean {
  if (!entry.visible) return true;
  const own = entry.branches?.find((b) => b.branch_id === branchId);
  return own !== undefined && (!own.visible || own.available?.status === false);
}

/**
 * Whether a guest can order an item now: sold for the selling type, and the item and every category
 * above it shown in the branch at this moment.
 */
export function isItemOrderable(options: {
  item: Showable & { types: ItemTypes };
  categoryChain: readonly Showable[];
  branchId: number;
  routeType: RouteSellingType;
  moment: ZonedMoment;
}): boolean {
  const { item, categoryChain, branchId, routeType, moment } = options;
  if (!itemMatchesType(item.types, routeType)) return false;
  if (!isShownInBranch(item, branchId, moment)) return false;
  return categoryChain.every((category) => isShownInBranch(category, branchId, moment));
}

/** The chain of categories from an item's own category up to the top level. */
export function categoryChainOf<C extends { id: number; parent_id?: number | null }>(
  categoryId: number,
  byId: ReadonlyMap<number, C>,
): C[] {
  const chain: C[] = [];
  const seen = new Set<number>();
  let current = byId.get(categoryId);
  while (current && !seen.has(current.id)) {
    chain.push(current);
    seen.add(current.id);
    current = current.parent_id == null ? undefined : byId.get(current.parent_id);
  }
  return chain;
}
