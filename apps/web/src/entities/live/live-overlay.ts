import type { ItemWire, LiveResponse } from '@okmenu/contract';

/** The live state as lookups: what is sold out now and which items stand in for it. */
export interface LiveOverlay {
  itemSoldOut: (itemId: number) => boolean;
  labelSoldOut: (itemId: number, priceLabelId: number) => boolean;
  modifierSoldOut: (modifierId: number) => boolean;
  /** Up to three substitutes for a sold-out item, as the orderable items of the menu (unknown ids left out). */
  substitutes: (itemId: number, orderable: ReadonlyMap<number, ItemWire>) => ItemWire[];
  /** The item cannot be added at all: sold out, or every one of its price labels is. */
  cannotAdd: (item: Pick<ItemWire, 'id' | 'price_labels'>) => boolean;
}

const nothing: LiveOverlay = {
  itemSoldOut: () => false,
  labelSoldOut: () => false,
  modifierSoldOut: () => false,
  substitutes: () => [],
  cannotAdd: () => false,
};

/** Builds the lookups of a live answer; without one (not read yet, or failed) nothing is sold out. */
export function liveOverlay(live: LiveResponse | undefined): LiveOverlay {
  if (!live) return nothing;
  const items = new Set(live.sold_out.items);
  const labels = new Set(live.sold_out.price_labels.map((label) => `${label.item_id}:${label.price_label_id}`));
  const modifiers = new Set(live.sold_out.modifiers);
  const itemSoldOut = (itemId: number) => items.has(itemId);
  const labelSoldOut = (itemId: number, priceLabelId: number) => labels.has(`${itemId}:${priceLabelId}`);
  return {
    itemSoldOut,
    labelSoldOut,
    modifierSoldOut: (modifierId) => modifiers.has(modifierId),
    substitutes: (itemId, orderable) =>
      (live.substitutes[String(itemId)] ?? [])
        .filter((id) => id !== itemId && !items.has(id))
        .map((id) => orderable.get(id))
        .filter((item): item is ItemWire => item !== undefined)
        .slice(0, 3),
    cannotAdd: (item) =>
      itemSoldOut(item.id) ||
      (item.price_labels.length > 0 && item.price_labels.every((label) => labelSoldOut(item.id, label.id))),
  };
}

/** A cart line as far as the live state cares. */
export interface LiveCartLine {
  itemId: number;
  name: string;
  priceLabelId: number | null;
  modifierIds: readonly number[];
}

/** The names of the cart lines that hold something sold out (the item, its price label or a modifier), each once. */
export function soldOutLineNames(lines: readonly LiveCartLine[], overlay: LiveOverlay): string[] {
  const names = lines
    .filter(
      (line) =>
        overlay.itemSoldOut(line.itemId) ||
        (line.priceLabelId !== null && overlay.labelSoldOut(line.itemId, line.priceLabelId)) ||
        line.modifierIds.some((id) => overlay.modifierSoldOut(id)),
    )
    .map((line) => line.name);
  return [...new Set(names)];
}

/** What guests should know about the busy state before they build a cart. */
export type BusyNotice =
  | { kind: 'none' }
  | { kind: 'paused'; until: Date | null; scheduledAllowed: boolean }
  | { kind: 'slower'; extraMinutes: number };

export function busyNotice(live: LiveResponse | undefined, now: Date): BusyNotice {
  if (!live) return { kind: 'none' };
  const { busy } = live;
  const until = busy.paused_until ? new Date(busy.paused_until) : null;
  if (busy.paused && (until === null || until.getTime() > now.getTime())) {
    return { kind: 'paused', until, scheduledAllowed: live.scheduled_while_paused };
  }
  if (busy.extra_minutes > 0) return { kind: 'slower', extraMinutes: busy.extra_minutes };
  return { kind: 'none' };
}
