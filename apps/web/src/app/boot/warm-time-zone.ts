import type { RestaurantResponse } from '@okmenu/contract';
import { zonedMoment } from '@okmenu/domain';
import { branchTimeZone } from '../../entities/business/branch-time-zone.ts';

/**
 * Reads the branch's UTC offset once, ahead of the first render: the browser's first time-zone lookup loads
 * its time-zone data (about 15 ms, 60 ms on a mid-range phone), which otherwise lands inside the render that
 * works out what is open now. Done in a task of its own, it no longer lengthens that render.
 */
export function warmTimeZone(answer: Pick<RestaurantResponse, 'restaurant'> | undefined, now = Date.now()): void {
  const restaurant = answer?.restaurant;
  if (!restaurant) return;
  try {
    // The zone the menu will be worked out in (use-menu.ts).
    zonedMoment(new Date(now), branchTimeZone(restaurant, restaurant.branch_id));
  } catch {
    // An unknown zone is reported where the menu is worked out, not here.
  }
}
