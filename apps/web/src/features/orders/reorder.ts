import type { ItemWire, OrderWire } from '@okmenu/contract';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { cartItemOf, isLineValid } from '../../entities/cart/cart-rules.ts';
import type { CartItem } from '../../entities/cart/cart-types.ts';

/**
 * The lines of a past order that can go back into the cart now: the item is still on the menu, sold for the
 * order type in this branch, with the same price label and modifiers still valid. The rest are named.
 */
export function reorderLines(options: {
  order: Pick<OrderWire, 'lines'>;
  menuItems: ReadonlyMap<number, ItemWire>;
  type: RouteType;
  branchId: number;
}): { lines: CartItem[]; dropped: string[] } {
  const lines: CartItem[] = [];
  const dropped: string[] = [];
  for (const line of options.order.lines ?? []) {
    const item = options.menuItems.get(line.item_id);
    const cartItem = item
      ? cartItemOf(item, {
          priceLabelId: line.price_label_id,
          modifiers: line.modifiers.map((modifier) => ({ id: modifier.id, quantity: modifier.quantity })),
          comment: line.comment ?? '',
          count: line.quantity,
        })
      : null;
    if (cartItem && isLineValid(cartItem, options.type, options.branchId)) lines.push(cartItem);
    else dropped.push(line.name);
  }
  return { lines, dropped };
}
