import type { ItemWire } from '@okmenu/contract';
import { cartItemOf, clampCount } from './cart-rules.ts';
import { useCartStore } from './cart-store.ts';
import type { CartItem } from './cart-types.ts';

/**
 * The line problems (i18n keys of `lineProblemsOf`) that mean the guest's copy of the menu is out of date: the
 * server's price label weighs or sells differently (409 `menu_changed`, decision 0096), or the item, its price
 * label or a chosen modifier is gone. The cart is then brought up to date from the menu read again (decision 0110).
 */
export const menuChangeProblemKeys: readonly string[] = [
  'cart.problems.menuChanged',
  'cart.problems.unknownItem',
  'cart.problems.unknownPriceLabel',
  'cart.problems.unknownModifier',
];

/** Whether any of a refusal's line problems says the menu changed under the cart. */
export function saysMenuChanged(problems: ReadonlyMap<number, string>): boolean {
  return [...problems.values()].some((key) => menuChangeProblemKeys.includes(key));
}

/** What the guest is told changed about a line: a number (price, weight, count) or how it is sold. */
export type LineFact =
  | { fact: 'price' | 'weight' | 'shippingWeight' | 'count'; before: number; after: number }
  | { fact: 'soldBy'; after: 'piece' | 'weight' };

/** A cart line as the current menu has it: brought up to date (with what changed), or removed. */
export type LineChange =
  | { kind: 'updated'; lineId: string; name: string; label: string; facts: LineFact[] }
  | { kind: 'removed'; lineId: string; name: string; label: string };

/** One unit of a line as the guest pays for it: the label's price and its modifiers' (major units). */
function unitPrice(line: CartItem): number {
  return line.price_label.price + line.modifiers.reduce((sum, m) => sum + m.price * m.quantity, 0);
}

/** What differs between a line as it was added and the same line from the current menu. */
function factsOf(before: CartItem, after: CartItem): LineFact[] {
  const facts: LineFact[] = [];
  const number = (fact: 'price' | 'weight' | 'shippingWeight' | 'count', was?: number, now?: number) => {
    // A line saved before the cart kept the field has nothing to compare.
    if (was !== undefined && now !== undefined && Math.abs(was - now) > 1e-9)
      facts.push({ fact, before: was, after: now });
  };
  number('price', unitPrice(before), unitPrice(after));
  number('weight', before.price_label.weight, after.price_label.weight);
  number('shippingWeight', before.price_label.shippingWeight, after.price_label.shippingWeight);
  const { isQty } = before.price_label;
  if (isQty !== undefined && isQty !== after.price_label.isQty) {
    facts.push({ fact: 'soldBy', after: after.price_label.isQty === false ? 'weight' : 'piece' });
  }
  number('count', before.count, after.count);
  return facts;
}

/**
 * The cart's lines made again from the current menu: each keeps the guest's choice (item, price label,
 * modifiers, note, count) with the menu's current price label, prices and rules, or is removed when the menu no
 * longer has it or the choice no longer fits it (a modifier gone, a new required group). Lines whose facts the
 * guest sees changed, and removed lines, are listed, in cart order.
 */
export function refreshLines(
  items: readonly CartItem[],
  menuItems: ReadonlyMap<number, ItemWire>,
): { items: CartItem[]; changes: LineChange[] } {
  const kept: CartItem[] = [];
  const changes: LineChange[] = [];
  for (const line of items) {
    const current = menuItems.get(line.id);
    const label = current?.price_labels.find((candidate) => candidate.id === line.price_label.id);
    // The count within the label's current bounds first: the selection rules check modifiers only for a valid count.
    const fresh =
      current && label
        ? cartItemOf(current, {
            priceLabelId: label.id,
            modifiers: line.modifiers.map(({ id, quantity }) => ({ id, quantity })),
            comment: line.note,
            count: clampCount(line.count, label),
          })
        : null;
    const who = { lineId: line.lineId, name: line.name, label: line.price_label.label };
    if (!fresh) {
      changes.push({ kind: 'removed', ...who });
      continue;
    }
    kept.push(fresh);
    const facts = factsOf(line, fresh);
    if (facts.length > 0) changes.push({ kind: 'updated', ...who, facts });
  }
  return { items: kept, changes };
}

/**
 * Brings the lines the guest had (a snapshot taken when the server said the menu changed) up to date with the
 * current menu, in the cart store: lines are updated or removed in place, lines added since are left alone. An
 * emptied cart sends the guest back to it, where the notice says what went. Kept out of the store so the app's
 * first chunk does not carry it (only the checkout does).
 */
export function refreshCartFromMenu(
  snapshot: readonly CartItem[],
  menuItems: ReadonlyMap<number, ItemWire>,
): { changes: LineChange[]; changed: boolean } {
  const { items: fresh, changes } = refreshLines(snapshot, menuItems);
  const byId = new Map(fresh.map((line) => [line.lineId, line]));
  const removed = new Set(changes.flatMap((change) => (change.kind === 'removed' ? [change.lineId] : [])));
  const items = useCartStore
    .getState()
    .items.filter((item) => !removed.has(item.lineId))
    .map((item) => byId.get(item.lineId) ?? item);
  const names = changes.flatMap((change) => (change.kind === 'removed' ? [change.name] : []));
  useCartStore.setState(
    items.length === 0 && names.length > 0 ? { items, notice: { kind: 'menuChanged', names } } : { items },
  );
  return { changes, changed: changes.length > 0 || JSON.stringify(fresh) !== JSON.stringify(snapshot) };
}
