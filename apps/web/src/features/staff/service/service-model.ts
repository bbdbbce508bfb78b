import type { CategoryWire, SoldOutMarkWire, SoldOutTargetWire } from '@okmenu/contract';
import { localInstant, parseLocalDateTime } from '@okmenu/domain';

/**
 * The instant a typed "until" time (a `datetime-local` value) means: the wall clock of the branch, whatever the
 * time zone of the device staff type it on. Null for an empty or impossible value.
 */
export function untilInstant(value: string, timeZone: string): Date | null {
  const local = parseLocalDateTime(value);
  if (!local?.hasTime) return null;
  return localInstant({ date: local.date, minutes: local.minutes, timeZone });
}

/** A key per sold-out target, to find a mark from a menu entry. */
export function targetKey(target: SoldOutTargetWire): string {
  if (target.kind === 'item') return `item:${target.item_id}`;
  if (target.kind === 'price_label') return `label:${target.item_id}:${target.price_label_id}`;
  return `modifier:${target.modifier_id}`;
}

export function marksByTarget(marks: readonly SoldOutMarkWire[] | undefined): Map<string, SoldOutMarkWire> {
  return new Map((marks ?? []).map((mark) => [targetKey(mark.target), mark]));
}

/** A dish (with its price labels) or a modifier staff can mark sold out, in menu order. */
export interface ServiceEntry {
  target: SoldOutTargetWire;
  name: string;
  /** The price labels of a dish with more than one, each its own target. */
  labels: { target: SoldOutTargetWire; name: string }[];
}

/** The menu's dishes and modifiers (each modifier once) whose name contains the search, ignoring case. */
export function serviceEntries(
  categories: readonly CategoryWire[],
  search: string,
): { items: ServiceEntry[]; modifiers: ServiceEntry[] } {
  const needle = search.trim().toLocaleLowerCase();
  const matches = (name: string) => needle === '' || name.toLocaleLowerCase().includes(needle);
  const items: ServiceEntry[] = [];
  const seenItems = new Set<number>();
  const modifiers = new Map<number, ServiceEntry>();
  const sorted = [...categories].sort((a, b) => a.sort - b.sort || a.id - b.id);
  for (const category of sorted) {
    for (const item of [...category.items].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
      if (!seenItems.has(item.id) && matches(item.name)) {
        seenItems.add(item.id);
        items.push({
          target: { kind: 'item', item_id: item.id },
          name: item.name,
          labels:
            item.price_labels.length > 1
              ? item.price_labels.map((label, index) => ({
                  target: { kind: 'price_label', item_id: item.id, price_label_id: label.id },
                  name: label.label || `#${index + 1}`,
                }))
              : [],
        });
      }
      for (const group of item.modifier_groups) {
        for (const modifier of group.modifiers) {
          if (!modifiers.has(modifier.id) && matches(modifier.name)) {
            modifiers.set(modifier.id, {
              target: { kind: 'modifier', modifier_id: modifier.id },
              name: modifier.name,
              labels: [],
            });
          }
        }
      }
    }
  }
  return { items, modifiers: [...modifiers.values()] };
}
