import type { ItemWire } from '@okmenu/contract';
import { memo, useId } from 'react';
import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ItemTile } from './item-card.tsx';
import type { MenuPaths } from './menu-paths.ts';
import type { MenuPricing } from './menu-pricing.ts';

interface ItemRailProps {
  title: string;
  items: readonly ItemWire[];
  paths: MenuPaths;
  pricing: MenuPricing;
  seeAllHref?: string;
}

/**
 * A titled horizontal rail of item tiles (smart categories, the highlighted category). Memoised: the type home
 * adds its slices one per frame, and each slice rendered every rail again (decision 0125).
 */
export const ItemRail = memo(function ItemRail({ title, items, paths, pricing, seeAllHref }: ItemRailProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={titleId} className="text-lg font-bold text-ink md:text-xl">
          {title}
        </h2>
        {seeAllHref ? (
          <Link
            to={seeAllHref}
            className="inline-flex min-h-11 shrink-0 items-center rounded text-sm font-semibold text-primary-ink hover:underline"
          >
            {t('menu.seeAll')}
            <span className="sr-only">: {title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="relative -mx-4 mt-3 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:-mx-6 md:scroll-px-6 md:px-6">
        {items.map((item) => (
          <li key={item.id} className="shrink-0 snap-start">
            <ItemTile item={item} to={paths.item(item)} pricing={pricing} />
          </li>
        ))}
      </ul>
    </section>
  );
});
