import type { ItemWire } from '@okmenu/contract';
import type { ItemSelection } from '@okmenu/domain';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app plugs into the menu's item cards and item page (the cart, issue 4), so the menu feature does not
 * depend on the cart: a control shown on an item card (quick add) and what the item page's add button does.
 */
export interface ItemActions {
  /** A control on an item card, beside its photo; null for none. */
  cardAction?: (item: ItemWire) => ReactNode;
  /**
   * Adds the item page's selection to the cart, or replaces the line being edited (`editingLineId`).
   * Returns false when the selection could not be added.
   */
  addSelection?: (item: ItemWire, selection: ItemSelection, editingLineId: string | null) => boolean;
  /** Where the item page goes after adding; defaults to the item's category. */
  afterAddHref?: (options: { editing: boolean; categoryHref: string }) => string;
}

const ItemActionsContext = createContext<ItemActions>({});

export const ItemActionsProvider = ItemActionsContext.Provider;

export function useItemActions(): ItemActions {
  return useContext(ItemActionsContext);
}

/** Route state that opens the item page to edit a cart line with its choices: `{ editLine: { lineId, selection } }`. */
export interface ItemEditState {
  editLine: { lineId: string; selection: ItemSelection };
}

/** Reads an edit request from a route state, whatever else the state holds. */
export function itemEditOf(state: unknown): ItemEditState['editLine'] | null {
  if (typeof state !== 'object' || state === null || !('editLine' in state)) return null;
  const edit = (state as ItemEditState).editLine;
  if (typeof edit?.lineId !== 'string' || typeof edit.selection !== 'object' || edit.selection === null) return null;
  return edit;
}
