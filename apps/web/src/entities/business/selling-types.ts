import type { SellingTypeKey } from '@okmenu/contract';
import { isRouteSellingType, routeSellingType, routeSellingTypes, type RouteSellingType } from '@okmenu/domain';

/** Selling types as they appear in the path (/:referenceId/:type). */
export const routeTypes = routeSellingTypes;
export type RouteType = RouteSellingType;

export const isRouteType: (value: string | undefined) => value is RouteType = isRouteSellingType;

/** The path type of a business selling type (SPEC §4): car_pickup → pickup, dine_in and product_service → dinein. */
export function routeTypeOf(key: SellingTypeKey): RouteType {
  return routeSellingType(key);
}

/** The business's path types, each once, in a fixed order (delivery, pickup, dine-in, reservation). */
export function businessRouteTypes(sellingTypes: readonly SellingTypeKey[]): RouteType[] {
  const present = new Set(sellingTypes.map(routeTypeOf));
  return routeTypes.filter((type) => present.has(type));
}
