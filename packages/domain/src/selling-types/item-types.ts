import { routeSellingType } from './selling-type.ts';
import type { RouteSellingType } from './selling-type.ts';

/** An item's selling-type flags; the API may send booleans or 0/1. */
export type ItemTypes = Partial<Record<'delivery' | 'dine_in' | 'car_pickup' | 'reservation', boolean | number | null>>;

/** Whether an item is offered under a route's selling type (SPEC §4 order-type filters). */
export function itemMatchesType(types: ItemTypes | null | undefined, routeType: RouteSellingType): boolean {
  if (!types) return false;
  switch (routeType) {
    case 'dinein':
      return Boolean(types.dine_in) && !types.reservation;
    case 'reservation':
      return Boolean(types.reservation);
    case 'pickup':
      return Boolean(types.car_pickup);
    case 'delivery':
      return Boolean(types.delivery);
  }
}

/** Whether a cart item stays valid: it supports the selling type (reservation for reserv_*) and belongs to the branch. */
export function isCartItemValid(options: {
  itemTypes: ItemTypes | null | undefined;
  itemBranchIds: readonly (number | string)[] | null | undefined;
  sellingType: string;
  branchId: number | string;
}): boolean {
  const routeType = routeSellingType(options.sellingType);
  if (routeType === null || !itemMatchesType(options.itemTypes, routeType)) return false;
  return (options.itemBranchIds ?? []).some((id) => String(id) === String(options.branchId));
}
