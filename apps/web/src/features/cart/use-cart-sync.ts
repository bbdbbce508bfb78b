import type { RestaurantResponse } from '@okmenu/contract';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from '../../shared/router/index.ts';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { menuItemsOf } from '../../entities/cart/menu-items.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';

/** A table id from a table QR link (`?table=ID`), or null. */
export function tableParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Keeps the cart in step with where the guest is: another business starts a new cart, another order type or
 * branch drops the lines not valid there (SPEC §4, telling the guest), and a table QR link presets the table.
 */
export function useCartSync(options: {
  referenceId: string;
  type: RouteType | null;
  data: RestaurantResponse | undefined;
}) {
  const { referenceId, type, data } = options;
  const [params] = useSearchParams();
  const table = tableParam(params.get('table'));
  const branchId = data?.restaurant.branch_id;
  const menuUsable = data?.error === 0 && Boolean(data.menu);
  const menuItems = useMemo(() => (menuUsable ? menuItemsOf(data) : undefined), [menuUsable, data]);

  useEffect(() => {
    if (branchId === undefined) return;
    useCartStore.getState().syncContext({ referenceId, branchId, type, menuItems });
  }, [referenceId, branchId, type, menuItems]);

  useEffect(() => {
    if (table === null || branchId === undefined) return;
    const cart = useCartStore.getState();
    if (cart.referenceId === referenceId && cart.table?.id !== table) cart.setTable({ id: table, name: null });
  }, [table, referenceId, branchId]);
}
