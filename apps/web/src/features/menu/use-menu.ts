import type { RestaurantResponse } from '@okmenu/contract';
import { zonedMoment, type ZonedMoment } from '@okmenu/domain';
import { useMemo, useState } from 'react';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { branchTimeZone } from '../../entities/business/branch-time-zone.ts';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { menuPaths, type MenuPaths } from './menu-paths.ts';
import { menuPricing, type MenuPricing } from './menu-pricing.ts';
import { menuErrorOf } from './menu-status.tsx';
import { buildMenuView, type MenuView } from './menu-view.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import { visitSeed } from './visit-seed.ts';

/** The menu's surroundings: the answer, its pricing, the branch's clock and the route's paths. */
export interface MenuContext {
  data: RestaurantResponse | undefined;
  refetch: () => void;
  /** Which menu error to show (SPEC §8), or null. */
  menuError: 'message' | 'failed' | null;
  pricing: MenuPricing | null;
  moment: ZonedMoment;
  branchId: number;
  paths: MenuPaths;
}

export interface MenuState extends MenuContext {
  view: MenuView | null;
}

/**
 * The menu's surroundings without its view: for a page that shows one item (the view of a 1,000-item menu is
 * a few milliseconds of every first render, decision 0123).
 */
export function useMenuContext(referenceId: string, type: RouteType): MenuContext {
  const { i18n } = useTranslation();
  const { data, refetch } = useRestaurant(referenceId);
  const now = useMinuteClock();
  const restaurant = data?.restaurant;
  const branchId = restaurant?.branch_id ?? 0;
  const timeZone = branchTimeZone(restaurant, branchId);
  const moment = useMemo(() => zonedMoment(new Date(now), timeZone), [now, timeZone]);
  const menuError = data ? menuErrorOf(data) : null;
  const currency = restaurant?.currency;
  const discounts = data?.discounts;
  const pricing = useMemo(
    () =>
      currency ? menuPricing({ currency, discounts: discounts ?? {}, routeType: type, locale: i18n.language }) : null,
    [currency, discounts, type, i18n.language],
  );
  const paths = useMemo(() => menuPaths(referenceId, type), [referenceId, type]);
  return { data, refetch: () => void refetch(), menuError, pricing, moment, branchId, paths };
}

/** The business's menu as the guest sees it now, for the route's selling type (from the restaurant answer). */
export function useMenu(referenceId: string, type: RouteType): MenuState {
  const context = useMenuContext(referenceId, type);
  return { ...context, view: useMenuView(context, type) };
}

/**
 * The menu's view for a context (`useMenuContext`). With `wanted` false it is not built yet: the type home
 * builds it with its first slice, after the header's first render (decision 0125).
 */
export function useMenuView(context: MenuContext, type: RouteType, wanted = true): MenuView | null {
  const { data, menuError, branchId, moment } = context;
  const categories = menuError || !wanted ? undefined : data?.menu.categories;
  const randomize = data?.restaurant?.randomize_categories === true;
  const seed = useMemo(() => visitSeed(), []);
  const [buildView] = useState(viewKeeper);
  return useMemo(
    () => (categories ? buildView({ categories, branchId, routeType: type, moment, randomize, seed }) : null),
    [buildView, categories, branchId, type, moment, randomize, seed],
  );
}

/**
 * Builds menu views, handing each the one before: what the minute's tick leaves as it was stays the same object
 * (menu-view.ts), so the menu's memoised sections and cards do not render again.
 */
function viewKeeper() {
  let last: MenuView | null = null;
  return (options: Omit<Parameters<typeof buildMenuView>[0], 'previous'>): MenuView =>
    (last = buildMenuView({ ...options, previous: last }));
}
