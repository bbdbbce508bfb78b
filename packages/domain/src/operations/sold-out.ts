import { addDaysToDate, localInstant, zonedMoment } from '../schedule/zoned-time.ts';

/** What staff can mark sold out: a whole item, one of its price labels, or a modifier. */
export type SoldOutTarget =
  | { kind: 'item'; itemId: number }
  | { kind: 'price_label'; itemId: number; priceLabelId: number }
  | { kind: 'modifier'; modifierId: number };

/** One sold-out mark of a branch; `until` null means until staff make it available again. */
export interface SoldOutMark {
  branchId: number;
  target: SoldOutTarget;
  until: Date | null;
}

/** How long a mark lasts when staff set it. */
export type SoldOutDuration = { kind: 'until'; at: Date } | { kind: 'end_of_day' } | { kind: 'indefinitely' };

/** The instant the branch's local day ends (its next local midnight), in the branch's time zone. */
export function endOfLocalDay(now: Date, timeZone: string): Date {
  const today = zonedMoment(now, timeZone).date;
  return localInstant({ date: addDaysToDate(today, 1), minutes: 0, timeZone });
}

/** When a new mark ends: a time in the past or now is refused (null), end of day is the branch's midnight. */
export function soldOutUntil(options: {
  duration: SoldOutDuration;
  now: Date;
  timeZone: string;
}): Date | null | 'past' {
  const { duration, now, timeZone } = options;
  if (duration.kind === 'indefinitely') return null;
  if (duration.kind === 'end_of_day') return endOfLocalDay(now, timeZone);
  return duration.at.getTime() > now.getTime() ? duration.at : 'past';
}

/** Whether a mark is still in force at an instant. */
export function isMarkActive(mark: SoldOutMark, now: Date): boolean {
  return mark.until === null || mark.until.getTime() > now.getTime();
}

function sameTarget(a: SoldOutTarget, b: SoldOutTarget): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'modifier' && b.kind === 'modifier') return a.modifierId === b.modifierId;
  if (a.kind === 'item' && b.kind === 'item') return a.itemId === b.itemId;
  if (a.kind === 'price_label' && b.kind === 'price_label') {
    return a.itemId === b.itemId && a.priceLabelId === b.priceLabelId;
  }
  return false;
}

/** The active marks of one branch at an instant, looked up by target. */
export class SoldOutIndex {
  private readonly items = new Set<number>();
  private readonly labels = new Set<string>();
  private readonly modifiers = new Set<number>();

  constructor(marks: readonly SoldOutMark[], options: { branchId: number; now: Date }) {
    for (const mark of marks) {
      if (mark.branchId !== options.branchId || !isMarkActive(mark, options.now)) continue;
      const t = mark.target;
      if (t.kind === 'item') this.items.add(t.itemId);
      else if (t.kind === 'price_label') this.labels.add(`${t.itemId}:${t.priceLabelId}`);
      else this.modifiers.add(t.modifierId);
    }
  }

  /** Whether the whole item is sold out. */
  itemSoldOut(itemId: number): boolean {
    return this.items.has(itemId);
  }

  /** Whether one price label of an item is sold out (or the whole item is). */
  labelSoldOut(itemId: number, priceLabelId: number): boolean {
    return this.items.has(itemId) || this.labels.has(`${itemId}:${priceLabelId}`);
  }

  /** Whether a modifier is sold out. */
  modifierSoldOut(modifierId: number): boolean {
    return this.modifiers.has(modifierId);
  }

  /** Whether an item has nothing left to sell: itself, or every one of its price labels. */
  itemUnsellable(item: { id: number; priceLabelIds: readonly number[] }): boolean {
    if (this.items.has(item.id)) return true;
    return item.priceLabelIds.length > 0 && item.priceLabelIds.every((id) => this.labels.has(`${item.id}:${id}`));
  }
}

/** Replaces any earlier mark of the same branch and target with a new one (staff re-mark an item). */
export function withMark(marks: readonly SoldOutMark[], mark: SoldOutMark): SoldOutMark[] {
  return [...marks.filter((m) => m.branchId !== mark.branchId || !sameTarget(m.target, mark.target)), mark];
}

/** A candidate substitute: an item of the same category that can be ordered now, with its lowest price. */
export interface SubstituteCandidate {
  id: number;
  categoryId: number;
  position: number;
  price: number;
  orderable: boolean;
}

/**
 * Up to `limit` (3) substitutes for a sold-out item: orderable, not sold out, same category, closest in price
 * first, then in menu order, so guests see comparable dishes and the list is stable between visits.
 */
export function substitutesFor(options: {
  item: { id: number; categoryId: number; price: number };
  candidates: readonly SubstituteCandidate[];
  soldOut: SoldOutIndex;
  limit?: number;
}): number[] {
  const { item, soldOut } = options;
  return options.candidates
    .filter((c) => c.id !== item.id && c.categoryId === item.categoryId && c.orderable && !soldOut.itemSoldOut(c.id))
    .sort((a, b) => Math.abs(a.price - item.price) - Math.abs(b.price - item.price) || a.position - b.position)
    .slice(0, options.limit ?? 3)
    .map((c) => c.id);
}
