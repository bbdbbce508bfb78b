import type { ItemWire } from '@okmenu/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PlusIcon } from '../../shared/ui/icons.tsx';
import { addDecision } from '../../entities/cart/cart-rules.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';

/**
 * The "add" button of an item card: only for simple items (one price label, no modifiers, no required note, price
 * shown); anything else opens the item page through the card itself (SPEC §5).
 */
export function QuickAddButton({ item, businessHidesPrices }: { item: ItemWire; businessHidesPrices: boolean }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState(0);
  const decision = addDecision(item, { businessHidesPrices });
  if (decision.kind !== 'add') return null;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          if (useCartStore.getState().add(item, decision.selection)) setAdded((count) => count + 1);
        }}
        aria-label={t('cart.quickAdd', { name: item.name })}
        className="grid size-10 place-items-center rounded-full bg-primary text-on-primary shadow-md ring-2 ring-raised transition hover:opacity-90 active:scale-95"
      >
        <PlusIcon className="size-5" />
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {added > 0 ? t('cart.added', { name: item.name }) : ''}
      </span>
    </>
  );
}
