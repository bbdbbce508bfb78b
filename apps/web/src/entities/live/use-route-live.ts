import type { CategoryWire, ItemWire, LiveResponse } from '@okmenu/contract';
import { useMemo } from 'react';
import { useParams } from '../../shared/router/index.ts';
import { useRestaurant } from '../business/api/get-restaurant.ts';
import { isRouteType, type RouteType } from '../business/selling-types.ts';
import { useLive } from './api/get-live.ts';
import { liveOverlay, type LiveOverlay } from './live-overlay.ts';

const byCategories = new WeakMap<readonly CategoryWire[], ReadonlyMap<number, ItemWire>>();

/** Every item of a menu by id, computed once per menu answer. */
export function itemsById(categories: readonly CategoryWire[]): ReadonlyMap<number, ItemWire> {
  let map = byCategories.get(categories);
  if (!map) {
    map = new Map(categories.flatMap((category) => category.items.map((item) => [item.id, item] as const)));
    byCategories.set(categories, map);
  }
  return map;
}

export interface RouteLive {
  referenceId: string;
  type: RouteType | null;
  live: LiveResponse | undefined;
  overlay: LiveOverlay;
  /** The menu's items by id (substitutes are shown by their menu entry). */
  items: ReadonlyMap<number, ItemWire>;
}

const noItems: ReadonlyMap<number, ItemWire> = new Map();

/**
 * The live state (sold out, busy) of the branch and selling type of the current business route, read from its
 * queries. Only `RouteLiveProvider` calls it; components read the one value it provides with `useRouteLive`.
 */
export function useRouteLiveState(): RouteLive {
  const { referenceId = '', type } = useParams();
  const routeType = isRouteType(type) ? type : null;
  const { data } = useRestaurant(referenceId);
  const live = useLive(data?.restaurant?.branch_id ?? 0, routeType);
  const overlay = useMemo(() => liveOverlay(live), [live]);
  const categories = data?.menu?.categories;
  const items = useMemo(() => (categories ? itemsById(categories) : noItems), [categories]);
  return { referenceId, type: routeType, live, overlay, items };
}
