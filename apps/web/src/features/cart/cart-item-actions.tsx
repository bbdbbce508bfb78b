import type { ItemWire } from '@okmenu/contract';
import type { ItemSelection } from '@okmenu/domain';
import { useMemo } from 'react';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { announceCart } from './cart-announcer.tsx';
import { QuickAddButton } from './quick-add.tsx';

/** What the cart plugs into the menu (quick add on cards, the item page's add and edit); see menu's ItemActions. */
export function useCartItemActions(options: {
  referenceId: string;
  type: string | null;
  businessHidesPrices: boolean;
}) {
  const { referenceId, type, businessHidesPrices } = options;
  const { t } = useTranslation();
  return useMemo(
    () => ({
      cardAction: (item: ItemWire) => <QuickAddButton item={item} businessHidesPrices={businessHidesPrices} />,
      addSelection: (item: ItemWire, selection: ItemSelection, editingLineId: string | null) => {
        const cart = useCartStore.getState();
        const done = editingLineId ? cart.replace(editingLineId, item, selection) : cart.add(item, selection);
        // The item page then goes back to the menu: the layout's live region says what happened.
        if (done) announceCart(t(editingLineId ? 'cart.lineUpdated' : 'cart.added', { name: item.name }));
        return done;
      },
      afterAddHref: ({ editing, categoryHref }: { editing: boolean; categoryHref: string }) =>
        editing && type ? `/${referenceId}/${type}/cart` : categoryHref,
    }),
    [referenceId, type, businessHidesPrices, t],
  );
}
