import type { RestaurantResponse } from '@okmenu/contract';
import type { ZonedMoment } from '@okmenu/domain';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useRevealStage } from '../../shared/ui/use-deferred-reveal.ts';
import { useTags } from './api/get-tags.ts';
import { reportVisit } from './api/report-engagement.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { ItemRail } from './item-rail.tsx';
import type { MenuPaths } from './menu-paths.ts';
import type { MenuPricing } from './menu-pricing.ts';
import { itemsUnder, smartCategoryItems, type MenuView } from './menu-view.ts';
import type { MenuState } from './use-menu.ts';
import { ItemRowsSkeleton } from './skeletons.tsx';
import { visitSeed } from './visit-seed.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { MenuBookIcon } from '../../shared/ui/icons.tsx';

/** Tiles of a rail in the first render: more than a phone shows across. */
const firstTiles = 4;

// The grid is the default layout; the other two load only for businesses that use them.
const OnePageMenu = lazy(() => import('./one-page-menu.tsx').then((m) => ({ default: m.OnePageMenu })));
const CategoryList = lazy(() => import('./category-list.tsx').then((m) => ({ default: m.CategoryList })));

interface MenuHomeProps {
  data: RestaurantResponse;
  menu: MenuState;
  type: RouteType;
}

/** The menu part of the type home: banners, highlighted and smart categories, then categories in the owner's layout. */
export function MenuHome({ data, menu, type }: MenuHomeProps) {
  const { view, pricing, moment, branchId, paths } = menu;
  const seed = useMemo(() => visitSeed(), []);
  // Slices, each rendered in a task of its own once the one before is painted: nothing of the menu while the
  // page's header and navigation render; then what a phone shows first; then every rail; then the categories
  // (decision 0123). One render of all of it was a task of 250 ms on the 1,000-item menu at 4x CPU.
  const stage = useRevealStage(3);
  const revealed = stage >= 2;

  useEffect(() => {
    if (branchId > 0) reportVisit(branchId, type);
  }, [branchId, type]);

  const rails = useMemo(
    () => (view ? data.smart_categories.map((smart) => ({ smart, items: smartCategoryItems(smart, view, seed) })) : []),
    [data.smart_categories, view, seed],
  );
  if (!view || !pricing || stage === 0) return null;
  const highlighted = data.highlightedCat === null ? undefined : view.byId.get(data.highlightedCat);
  const firstRail = highlighted?.available ? undefined : rails.find((rail) => rail.items.length > 0);

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 md:px-6">
      <BannerCarousel
        branchId={branchId}
        date={moment.date}
        paths={paths}
        categoryOfItem={(id) => view.orderable.get(id)?.category_id}
      />
      {highlighted?.available ? (
        <ItemRail
          title={highlighted.category.name}
          items={itemsUnder(highlighted).slice(0, revealed ? 12 : firstTiles)}
          paths={paths}
          pricing={pricing}
          seeAllHref={paths.category(highlighted.category.id)}
        />
      ) : null}
      {(revealed ? rails : firstRail ? [firstRail] : []).map(({ smart, items }) => (
        <ItemRail
          key={smart.id}
          title={smart.name}
          items={revealed ? items : items.slice(0, firstTiles)}
          paths={paths}
          pricing={pricing}
        />
      ))}
      {stage === 3 ? (
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
