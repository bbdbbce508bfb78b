import { isHiddenInBranch, type Showable } from '../menu/orderable.ts';
import { shouldDropSelectedArea, shouldResetShipping } from '../delivery/selection-rules.ts';
import { itemMatchesType, type ItemTypes } from '../selling-types/item-types.ts';
import type { RouteSellingType } from '../selling-types/selling-type.ts';

/** What the change-store rule needs of a cart line: the item it holds and its name for the guest. */
export interface StoreChangeLine {
  itemId: number;
  name: string;
}

/** An item the guest is told was taken out of the cart. */
export interface RemovedItem {
  itemId: number;
  name: string;
}

/** The cart, delivery area and shipping choice after a change of branch (SPEC §4 "changing store"). */
export interface StoreChange<L extends StoreChangeLine> {
  lines: L[];
  /** Each removed item once, in cart order, so the guest can be told by name. */
  removed: RemovedItem[];
  /** The selected delivery area belongs to another branch (or its zone is hidden or gone): drop it. */
  dropArea: boolean;
  /** The chosen shipping country belongs to another branch (or shipping is off): reset it. */
  resetShipping: boolean;
}

/** The ids of the items a branch sells under a selling type: in its menu and offered for that type. */
export function itemsAvailableInBranch(options: {
  items: readonly (Showable & { id: number; types: ItemTypes })[];
  branchId: number;
  routeType: RouteSellingType;
}): Set<number> {
  const { items, branchId, routeType } = options;
  const available = new Set<number>();
  for (const item of items) {
    if (!isHiddenInBranch(item, branchId) && itemMatchesType(item.types, routeType)) available.add(item.id);
  }
  return available;
}

/**
 * Applies SPEC §4's change-store rule: the cart keeps only items available in the new branch and reports
 * by name what it removed; a selected delivery area is dropped when its zone belongs to another branch;
 * a chosen shipping country resets when it belongs to another branch. No selection means nothing to drop.
 */
export function changeStore<L extends StoreChangeLine>(options: {
  lines: readonly L[];
  newBranchId: number;
  availableItemIds: ReadonlySet<number>;
  /** The zone of the selected delivery area; undefined when no area is selected. */
  selectedAreaZone?: { branch_id: number; visible: boolean } | null;
  /** The chosen shipping destination; undefined when shipping is not chosen. */
  shipping?: { enabled: boolean; countryBranchId: number | null };
}): StoreChange<L> {
  const { lines, newBranchId, availableItemIds, selectedAreaZone, shipping } = options;
  const kept: L[] = [];
  const removed: RemovedItem[] = [];
  for (const line of lines) {
    if (availableItemIds.has(line.itemId)) {
      kept.push(line);
    } else if (!removed.some((item) => item.itemId === line.itemId)) {
      removed.push({ itemId: line.itemId, name: line.name });
    }
  }
  const dropArea =
    selectedAreaZone !== undefined && shouldDropSelectedArea({ zone: selectedAreaZone, currentBranchId: newBranchId });
  const resetShipping =
    shipping !== undefined &&
    shouldResetShipping({
      shippingEnabled: shipping.enabled,
      countryBranchId: shipping.countryBranchId,
      currentBranchId: newBranchId,
    });
  return { lines: kept, removed, dropArea, resetShipping };
}
