import type { ItemSelection } from '@okmenu/domain';
import type { CartItem } from '../../entities/cart/cart-types.ts';

/** What the item page reads from the route state to edit a cart line with its choices (menu's ItemEditState). */
export interface EditLineState {
  editLine: { lineId: string; selection: ItemSelection };
}

/** The route state that reopens the item page with a line's choices. */
export function editState(item: CartItem): EditLineState {
  return {
    editLine: {
      lineId: item.lineId,
      selection: {
        priceLabelId: item.price_label.id,
        modifiers: item.modifiers.map((modifier) => ({ id: modifier.id, quantity: modifier.quantity })),
        comment: item.note,
        count: item.count,
      },
    },
  };
}
