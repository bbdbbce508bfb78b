import { useCallback, useEffect, useRef, useState } from 'react';
import { useRestaurant } from '../business/api/get-restaurant.ts';
import { useCartStore } from './cart-store.ts';
import type { CartItem } from './cart-types.ts';
import { menuItemsOf } from './menu-items.ts';
import { refreshCartFromMenu, saysMenuChanged, type LineChange } from './menu-refresh.ts';

/**
 * After a refusal that says the menu changed: `reading` the menu again, `updated` with what changed in the cart,
 * or `unchanged` when the menu read again still matches the cart (the server's copy had not caught up, or the
 * network failed): the guest may try again.
 */
export type MenuRefresh =
  { state: 'idle' } | { state: 'reading' } | { state: 'updated'; changes: LineChange[] } | { state: 'unchanged' };

/**
 * Brings the cart up to date when the server says the menu changed under it (decision 0110): reads the menu again
 * (the server's current data, never a guess), updates or removes the lines the guest had and says what changed.
 * Runs once per refusal (the same problems for the same lines are not read again, so a server still serving the
 * old menu cannot make it loop); `retry` reads again on the guest's word.
 */
export function useMenuRefresh(options: {
  referenceId: string;
  items: readonly CartItem[];
  /** The line problems of the last refusal (calc-order's or the order's), as `lineProblemsOf` gives them. */
  problems: readonly ReadonlyMap<number, string>[];
}): MenuRefresh & { retry: () => void; dismiss: () => void } {
  const { items, problems } = options;
  const restaurant = useRestaurant(options.referenceId);
  const [refresh, setRefresh] = useState<MenuRefresh>({ state: 'idle' });
  const handled = useRef<string | null>(null);
  const stale = problems.some(saysMenuChanged);
  const signature = stale ? JSON.stringify([items.map((item) => item.lineId), problems.map((map) => [...map])]) : null;
  const { refetch } = restaurant;

  // The lines the guest had when the server refused them are the ones brought up to date.
  const read = useCallback(() => {
    const snapshot = useCartStore.getState().items;
    setRefresh({ state: 'reading' });
    void refetch().then((result) => {
      const { changes, changed } = refreshCartFromMenu(snapshot, menuItemsOf(result.data));
      setRefresh(changed ? { state: 'updated', changes } : { state: 'unchanged' });
    });
  }, [refetch]);

  useEffect(() => {
    // Once the cart prices again, the next refusal is a new one even with the same lines and problems.
    if (!signature) handled.current = null;
    if (!signature || handled.current === signature) return;
    handled.current = signature;
    read();
  }, [signature, read]);

  return {
    ...refresh,
    retry: read,
    dismiss: () => setRefresh({ state: 'idle' }),
  };
}
