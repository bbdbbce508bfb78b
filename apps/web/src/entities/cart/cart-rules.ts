import type { ItemWire } from '@okmenu/contract';
import {
  isCartItemValid,
  itemsAvailableInBranch,
  validateSelection,
  type ItemSelection,
  type SelectableItem,
} from '@okmenu/domain';
import type { RouteType } from '../business/selling-types.ts';
import type { CartData, CartItem } from './cart-types.ts';

/** The wire item in the shape the domain's selection rules check (the item page and the cart both use it). */
export function selectableItem(item: ItemWire): SelectableItem {
  return {
    priceLabels: item.price_labels.map((label) => ({
      id: label.id,
      minimum: label.minimum,
      ...(label.maximum === null ? {} : { maximum: label.maximum }),
    })),
    modifierGroups: item.modifier_groups.map((group) => ({
      id: group.id,
      min: group.min,
      max: group.max,
      modifiers: group.modifiers.map((modifier) => ({ id: modifier.id, maxQuantity: modifier.max_quantity })),
    })),
    requireComment: item.require_comment,
  };
}

/** What tapping "add" on an item card does (SPEC §5). */
export type AddDecision =
  | { kind: 'add'; selection: ItemSelection }
  | { kind: 'open'; reason: 'modifiers' | 'comment' | 'hidden_price' | 'price_choice' | 'no_price' };

/**
 * An item with modifiers, a required comment or a hidden price opens its page; several price labels force a
 * choice there; otherwise it is added at its label's minimum quantity.
 */
export function addDecision(item: ItemWire, options: { businessHidesPrices?: boolean } = {}): AddDecision {
  if (item.modifier_groups.some((group) => group.modifiers.length > 0)) return { kind: 'open', reason: 'modifiers' };
  if (item.require_comment) return { kind: 'open', reason: 'comment' };
  if (item.hide_price || options.businessHidesPrices) return { kind: 'open', reason: 'hidden_price' };
  if (item.price_labels.length > 1) return { kind: 'open', reason: 'price_choice' };
  const label = item.price_labels[0];
  if (!label) return { kind: 'open', reason: 'no_price' };
  return {
    kind: 'add',
    selection: { priceLabelId: label.id, modifiers: [], comment: '', count: Math.max(1, label.minimum) },
  };
}

/** Lines with the same item, label, modifiers and note are one line. */
export function lineIdOf(itemId: number, selection: ItemSelection & { priceLabelId: number }): string {
  const modifiers = [...selection.modifiers]
    .filter((modifier) => modifier.quantity > 0)
    .sort((a, b) => a.id - b.id)
    .map((modifier) => `${modifier.id}x${modifier.quantity}`)
    .join(',');
  return `${itemId}:${selection.priceLabelId}:${modifiers}:${selection.comment.trim()}`;
}

/**
 * The label's bounds applied to a count, never below 1 (SPEC §5 count floor); a whole number, and the lower
 * bound for a count that is not a number. Without a label yet (the item page before a choice), only the floor.
 */
export function clampCount(count: number, label: { minimum: number; maximum: number | null } | undefined): number {
  const lower = Math.max(1, label?.minimum ?? 1);
  const upper = label?.maximum ?? Number.POSITIVE_INFINITY;
  if (!Number.isFinite(count)) return lower;
  return Math.min(Math.max(Math.trunc(count), lower), Math.max(lower, upper));
}

/** Builds a cart line from an item and a valid selection; null when the selection is not valid for the item. */
export function cartItemOf(item: ItemWire, selection: ItemSelection): CartItem | null {
  const label =
    selection.priceLabelId == null
      ? item.price_labels.length === 1
        ? item.price_labels[0]
        : undefined
      : item.price_labels.find((candidate) => candidate.id === selection.priceLabelId);
  if (!label) return null;
  const problems = validateSelection({
    item: selectableItem(item),
    selection: { ...selection, priceLabelId: label.id },
  });
  // The count is clamped below rather than refused; every other problem refuses the line.
  if (problems.some((problem) => problem.field !== 'count')) return null;
  const modifiers = item.modifier_groups.flatMap((group) => group.modifiers);
  const chosen = selection.modifiers.filter((modifier) => modifier.quantity > 0);
  const note = selection.comment.trim();
  return {
    lineId: lineIdOf(item.id, { ...selection, priceLabelId: label.id, modifiers: chosen, comment: note }),
    id: item.id,
    name: item.name,
    image: item.image,
    category_id: item.category_id,
    count: clampCount(selection.count, label),
    price: label.price,
    price_label: {
      id: label.id,
      label: label.label,
      price: label.price,
      minimum: label.minimum,
      maximum: label.maximum,
      weight: label.weight,
      shippingWeight: label.shippingWeight,
      isQty: label.isQty,
      unit: label.unit,
      preparation_time: label.preparation_time,
    },
    modifiers: chosen.map((modifier) => {
      const known = modifiers.find((candidate) => candidate.id === modifier.id);
      return { id: modifier.id, name: known?.name ?? '', price: known?.price ?? 0, quantity: modifier.quantity };
    }),
    note,
    types: item.types,
    branches: item.branches.filter((branch) => branch.visible).map((branch) => branch.branch_id),
    ...(item.provider == null ? {} : { provider: item.provider }),
    ...(item.provider_id == null ? {} : { provider_id: item.provider_id }),
  };
}

/** Adds a line, merging it into an equal line (counts add up, within the label's maximum). */
export function addLine(items: readonly CartItem[], line: CartItem): CartItem[] {
  const existing = items.find((item) => item.lineId === line.lineId);
  if (!existing) return [...items, line];
  return items.map((item) =>
    item.lineId === line.lineId ? { ...item, count: clampCount(item.count + line.count, item.price_label) } : item,
  );
}

/** Replaces the line being edited with the new choice, merging with an equal line if there is one. */
export function replaceLine(items: readonly CartItem[], lineId: string, line: CartItem): CartItem[] {
  const index = items.findIndex((item) => item.lineId === lineId);
  if (index < 0) return addLine(items, line);
  const without = items.filter((item) => item.lineId !== lineId);
  const twin = without.find((item) => item.lineId === line.lineId);
  if (twin) return addLine(without, line);
  return [...without.slice(0, index), line, ...without.slice(index)];
}

/** Whether a line stays valid for a selling type and branch (SPEC §4), from its own snapshot. */
export function isLineValid(item: CartItem, type: RouteType, branchId: number): boolean {
  return isCartItemValid({
    itemTypes: item.types,
    // A line without branch entries is sold everywhere.
    itemBranchIds: item.branches.length > 0 ? item.branches : [branchId],
    sellingType: type,
    branchId,
  });
}

/** Splits lines into those still valid for the type and branch (and on the menu, when known) and the dropped. */
export function partitionLines(
  items: readonly CartItem[],
  options: { type: RouteType; branchId: number; menuItems?: ReadonlyMap<number, ItemWire> },
): { kept: CartItem[]; dropped: CartItem[] } {
  const kept: CartItem[] = [];
  const dropped: CartItem[] = [];
  for (const item of items) {
    const current = options.menuItems?.get(item.id);
    const onMenu =
      !options.menuItems ||
      (current !== undefined && current.price_labels.some((label) => label.id === item.price_label.id));
    // With the menu known, the same rule as the menu and the change-store rule (SPEC §4): not hidden in the
    // branch (a branch without an entry sells it) and sold under the order type.
    const valid = current
      ? itemsAvailableInBranch({ items: [current], branchId: options.branchId, routeType: options.type }).has(item.id)
      : isLineValid(item, options.type, options.branchId);
    (onMenu && valid ? kept : dropped).push(item);
  }
  return { kept, dropped };
}

/** The cart's empty state; `reset` goes back to it but keeps who the guest is and the business. */
export function emptyCart(): CartData {
  return {
    referenceId: null,
    branchId: null,
    orderType: null,
    items: [],
    note: '',
    coupon: null,
    car: { model: '', color: '', plate: '' },
    name: '',
    phone: '',
    phoneCountry: null,
    table: null,
    orderTime: 'now',
    scheduleDate: null,
    scheduleSlot: null,
    queriedAddress: null,
    area: null,
    payment_type: 2,
    checkoutKey: null,
    notice: null,
  };
}

/** SPEC §4 reset: clears items, note, order type, coupon, table and queried address/area. */
export function resetCart(cart: CartData): CartData {
  return {
    ...cart,
    items: [],
    note: '',
    orderType: null,
    coupon: null,
    table: null,
    queriedAddress: null,
    area: null,
    checkoutKey: null,
  };
}

/** Items counted in the cart badge. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}
