import type { ItemWire, RestaurantResponse } from '@okmenu/contract';

/** Every item of the restaurant answer's menu, by id. */
export function menuItemsOf(data: RestaurantResponse | undefined): Map<number, ItemWire> {
  return new Map((data?.menu?.categories ?? []).flatMap((category) => category.items.map((item) => [item.id, item])));
}
