import type { CartItem } from '../cart/cart-types.ts';
import type { TrackedItem } from './events.ts';

/** A cart line as the pixels count it: the unit price with its modifiers, major unit. */
export function trackedItemOf(line: Pick<CartItem, 'id' | 'name' | 'price' | 'count' | 'modifiers'>): TrackedItem {
  const modifiers = line.modifiers.reduce((sum, modifier) => sum + modifier.price * modifier.quantity, 0);
  return { id: line.id, name: line.name, price: line.price + modifiers, quantity: line.count };
}

export const trackedItemsOf = (lines: readonly CartItem[]): TrackedItem[] => lines.map(trackedItemOf);

export const trackedValueOf = (items: readonly TrackedItem[]): number =>
  items.reduce((sum, item) => sum + item.price * item.quantity, 0);
