import type { ItemWire } from '@okmenu/contract';
import type { ItemSelection } from '@okmenu/domain';
import { useMemo } from 'react';
import { useCartStore } from './cart-store.ts';
import { QuickAddButton } from './quick-add.tsx';

/** What the cart plugs into the menu (quick add on cards, the item page's add and edit); see menu's ItemActions. */
export function useCartItemActions(options: {
  referenceId: string;
  type: string | null;
  businessHidesPrices: boolean;
}) {
  const { referenceId, type, businessHidesPrices } = options;
  return useMemo(
    () => ({
      cardAction: (item: ItemWire) => <QuickAddButton item={item} businessHidesPrices={businessHidesPrices} />,
      addSelection: (item: ItemWire, selection: ItemSelection, editingLineId: string | null) => {
        const cart = useCartStore.getState();
        return editingLineId ? cart.replace(editingLineId, item, selection) : cart.add(item, selection);
      },
      afterAddHref: ({ editing, categoryHref }: { editing: boolean; categoryHref: string }) =>
        editing && type ? `/${referenceId}/${type}/cart` : categoryHref,
    }),
    [referenceId, type, businessHidesPrices],
  );
}
