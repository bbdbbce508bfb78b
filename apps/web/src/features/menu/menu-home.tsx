import type { ItemWire, RestaurantResponse } from '@okmenu/contract';
import type { ZonedMoment } from '@okmenu/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNextStage } from '../../shared/ui/use-deferred-reveal.ts';
import { useTags } from './api/get-tags.ts';
import { reportVisit } from './api/report-engagement.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { ItemRail } from './item-rail.tsx';
import { highlightedTiles, railSlices, railsWithin, railTilesAt } from './rail-slices.ts';
import type { MenuPaths } from './menu-paths.ts';
import type { MenuPricing } from './menu-pricing.ts';
import { itemsUnder, smartCategoryItems, type MenuView } from './menu-view.ts';
import { useMenuView, type MenuContext } from './use-menu.ts';
import { ItemRowsSkeleton } from './skeletons.tsx';
import { visitSeed } from './visit-seed.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { MenuBookIcon } from '../../shared/ui/icons.tsx';

/** One titled rail of item tiles above the categories. */
interface MenuRail {
  key: string;
  title: string;
  items: readonly ItemWire[];
  seeAllHref?: string;
}

// The grid is the default layout; the other two load only for businesses that use them.
const OnePageMenu = lazy(() => import('./one-page-menu.tsx').then((m) => ({ default: m.OnePageMenu })));
const CategoryList = lazy(() => import('./category-list.tsx').then((m) => ({ default: m.CategoryList })));

interface MenuHomeProps {
  data: RestaurantResponse;
  menu: MenuContext;
  type: RouteType;
}

/** The menu part of the type home: banners, highlighted and smart categories, then categories in the owner's layout. */
export function MenuHome({ data, menu, type }: MenuHomeProps) {
  const { pricing, moment, branchId, paths } = menu;
  const seed = useMemo(() => visitSeed(), []);
  useEffect(() => {
    if (branchId > 0) reportVisit(branchId, type);
  }, [branchId, type]);

  // Slices, each rendered in a task of its own once the one before is painted (decisions 0123, 0125 and 0126):
  // nothing of the menu, not even its view, while the page's header and navigation render; then the view and
  // the banners; then what a phone shows of the first rail; then six more tiles a slice, across the rails in
  // order; then the categories (a grid adds its cards in slices too). One render of it all was a task of 250 ms
  // on the 1,000-item menu at 4x CPU; a whole rail of 20 tiles in one slice up to 23 ms unthrottled, and the
  // 1,000-item view with the first tiles 15 ms.
  const [stage, setStage] = useState(0);
  const view = useMenuView(menu, type, stage > 0);
  // Once whole, the menu stays whole: a later answer with more smart categories shows its rails at once rather
  // than hiding the categories until the stages catch up.
  const [whole, setWhole] = useState(false);

  // The rails in the order shown: the highlighted category's (when it is open), then the smart categories.
  const rails = useMemo((): MenuRail[] => {
    if (!view) return [];
    const highlighted = data.highlightedCat === null ? undefined : view.byId.get(data.highlightedCat);
    const shown: MenuRail[] = highlighted?.available
      ? [
          {
            key: `category-${highlighted.category.id}`,
            title: highlighted.category.name,
            items: itemsUnder(highlighted).slice(0, highlightedTiles),
            seeAllHref: paths.category(highlighted.category.id),
          },
        ]
      : [];
    for (const smart of data.smart_categories) {
      const items = smartCategoryItems(smart, view, seed);
      if (items.length > 0) shown.push({ key: `smart-${smart.id}`, title: smart.name, items });
    }
    return shown;
  }, [data.highlightedCat, data.smart_categories, view, seed, paths]);
  // The view and banners are stage 1, the rails' slices follow and the categories come after the last of them;
  // before the view is built, the stages are not known beyond the first.
  const categoriesStage = view ? 1 + railSlices(rails.reduce((tiles, rail) => tiles + rail.items.length, 0)) + 1 : 1;
  useNextStage(stage, categoriesStage, setStage);
  if (!whole && stage >= categoriesStage) setWhole(true);
  const complete = whole || stage >= categoriesStage;
  // One function per view, so the memoised banners do not render again with each slice.
  const categoryOfItem = useCallback((id: number) => view?.orderable.get(id)?.category_id, [view]);

  if (!view || !pricing || stage === 0) return null;
  const shownRails = complete ? rails : railsWithin(rails, railTilesAt(stage - 1));

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 md:px-6">
      <BannerCarousel branchId={branchId} date={moment.date} paths={paths} categoryOfItem={categoryOfItem} />
      {shownRails.map((rail) => (
        <ItemRail
          key={rail.key}
          title={rail.title}
          items={rail.items}
          paths={paths}
          pricing={pricing}
          seeAllHref={rail.seeAllHref}
        />
      ))}
      {complete ? (
        <MenuCategories
          layout={data.restaurant.menu_layout}
          entries={view.top}
          branchId={branchId}
          paths={paths}
          pricing={pricing}
          moment={moment}
        />
      ) : null}
    </div>
  );
}

/** The categories in the owner's layout, below the banners and rails. */
function MenuCategories({
  layout,
  entries,
  branchId,
  paths,
  pricing,
  moment,
}: {
  layout: RestaurantResponse['restaurant']['menu_layout'];
  entries: MenuView['top'];
  branchId: number;
  paths: MenuPaths;
  pricing: MenuPricing;
  moment: ZonedMoment;
}) {
  const { t, i18n } = useTranslation();
  // Only the one-page layout shows items, with their tags.
  const tags = useTags(layout === 'one_page' ? branchId : 0, i18n.language);
  return (
    <section aria-labelledby="categories-heading">
      <h2
        id="categories-heading"
        className={layout === 'one_page' ? 'sr-only' : 'mb-4 text-lg font-bold text-ink md:text-xl'}
      >
        {t('menu.categories')}
      </h2>
      {entries.length === 0 ? (
        <EmptyState icon={MenuBookIcon}>{t('menu.empty')}</EmptyState>
      ) : layout === 'grid' ? (
        <CategoryGrid entries={entries} categoryHref={paths.category} moment={moment} />
      ) : (
        <Suspense fallback={<ItemRowsSkeleton />}>
          {layout === 'one_page' ? (
            <OnePageMenu entries={entries} paths={paths} pricing={pricing} tags={tags} moment={moment} />
          ) : (
            <CategoryList entries={entries} categoryHref={paths.category} moment={moment} />
          )}
        </Suspense>
      )}
    </section>
  );
}
