import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '../../shared/router/index.ts';
import { isItemMissing, itemQueryOptions } from '../../features/menu/api/get-item.ts';
import { tagsQueryOptions } from '../../features/menu/api/get-tags.ts';
import { getCurrentLocale } from '../../shared/i18n/current-locale.ts';
import { notFoundPath } from '../error/venue-home.ts';
import { loadBusiness } from './fetch-business.ts';
import { checkSellingTypeLoader } from './selling-type-guards.ts';

type Params = { params: { referenceId?: string; type?: string; categoryId?: string; itemId?: string } };

const positiveId = (text: string | undefined): number | null => {
  const id = Number(text);
  return /^\d{1,10}$/.test(text ?? '') && id > 0 ? id : null;
};

/** The category route: check-selling-type, then /404 for a category the menu does not have. */
export function categoryLoader(queryClient: QueryClient) {
  const checkType = checkSellingTypeLoader(queryClient);
  return async (args: Params) => {
    const guard = await checkType(args);
    if (guard) return guard;
    const categoryId = positiveId(args.params.categoryId);
    if (categoryId === null) return redirect(notFoundPath(args.params.referenceId));
    const answer = await loadBusiness(queryClient, args.params.referenceId ?? '');
    // A menu error is shown on the page itself (SPEC §8), not as a missing category.
    const menuUsable = answer.error === 0 && answer.menu;
    if (menuUsable && !answer.menu.categories.some((category) => category.id === categoryId))
      return redirect(notFoundPath(args.params.referenceId));
    return null;
  };
}

/**
 * The item route: check-selling-type, then the item by branch and id (SPEC §2). An item the menu already has shows
 * at once while the call confirms it; any other is fetched first, and one that does not exist goes to /404 (SPEC §8).
 * The branch's tags are awaited too (while the page's chunk downloads): chips arriving after the first render
 * pushed the options form down (layout shift).
 */
export function itemLoader(queryClient: QueryClient) {
  const checkType = checkSellingTypeLoader(queryClient);
  return async (args: Params) => {
    const guard = await checkType(args);
    if (guard) return guard;
    const itemId = positiveId(args.params.itemId);
    if (itemId === null || positiveId(args.params.categoryId) === null)
      return redirect(notFoundPath(args.params.referenceId));
    const answer = await loadBusiness(queryClient, args.params.referenceId ?? '');
    const locale = getCurrentLocale();
    const options = itemQueryOptions(answer.restaurant.branch_id, itemId, locale);
    // Without tags the page still works (it shows none), so a failed call does not hold it up.
    const tags = queryClient.ensureQueryData(tagsQueryOptions(answer.restaurant.branch_id, locale)).catch(() => null);
    const inMenu = answer.menu?.categories.some((category) => category.items.some((item) => item.id === itemId));
    if (inMenu) {
      void queryClient.prefetchQuery(options);
      await tags;
      return null;
    }
    try {
      await queryClient.ensureQueryData(options);
    } catch (error) {
      if (isItemMissing(error)) return redirect(notFoundPath(args.params.referenceId));
      // Other failures show on the page with a retry.
    }
    await tags;
    return null;
  };
}
