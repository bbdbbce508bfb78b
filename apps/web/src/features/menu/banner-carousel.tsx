import type { BannerWire } from '@okmenu/contract';
import { mediaDisplaySizes } from '@okmenu/contract/media-files';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { MediaImage } from '../../shared/ui/media-image.tsx';
import { bannersQueryOptions } from './api/get-banners.ts';
import { reportBannerReach } from './api/report-engagement.ts';
import type { MenuPaths } from './menu-paths.ts';

interface BannerCarouselProps {
  branchId: number;
  /** The branch's local date, `YYYY-MM-DD`. */
  date: string;
  paths: MenuPaths;
  /** The category of an orderable item, for banners that link to an item. */
  categoryOfItem: (itemId: number) => number | undefined;
}

const slideClass = 'w-[86%] shrink-0 snap-center sm:w-[60%] md:w-[calc(50%-0.375rem)] md:snap-start';
const frameClass = 'block aspect-[2/1] overflow-hidden rounded-2xl md:aspect-[5/2]';

function bannerHref(banner: BannerWire, props: BannerCarouselProps): string | null {
  const { paths } = props;
  if (banner.link_item_id !== null) {
    const categoryId = props.categoryOfItem(banner.link_item_id) ?? banner.link_category_id;
    if (categoryId !== null) return paths.item({ id: banner.link_item_id, category_id: categoryId });
  }
  if (banner.link_category_id !== null) return paths.category(banner.link_category_id);
  return null;
}

/**
 * The day's banners as a swipeable, scroll-snapping strip; each banner seen is reported once per visit.
 * Memoised: it sits above the type home's slices, which are added one per frame (decision 0125).
 */
export const BannerCarousel = memo(function BannerCarousel(props: BannerCarouselProps) {
  const { branchId, date } = props;
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery(bannersQueryOptions(branchId, date, i18n.language));
  const banners = data?.banners ?? [];
  const ids = banners.map((banner) => banner.id).join(',');

  useEffect(() => {
    if (ids) reportBannerReach(branchId, ids.split(',').map(Number));
  }, [branchId, ids]);

  if (isPending) {
    return (
      <div aria-hidden="true" className="-mx-4 flex gap-3 overflow-hidden px-4 md:-mx-6 md:px-6">
        <div className={`${slideClass} ${frameClass} animate-pulse bg-ink/5 dark:bg-white/5`} />
        <div className={`${slideClass} ${frameClass} animate-pulse bg-ink/5 dark:bg-white/5`} />
      </div>
    );
  }
  if (banners.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('menu.banners')}>
      <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 [scrollbar-width:none] md:-mx-6 md:scroll-px-6 md:px-6">
        {banners.map((banner, index) => {
          const href = bannerHref(banner, props);
          const image = (
            <MediaImage
              path={banner.image}
              alt={banner.title}
              width={640}
              height={320}
              eager={index < 2}
              sizes={mediaDisplaySizes.banner}
              className="size-full"
            />
          );
          return (
            <li
              key={banner.id}
              className={slideClass}
              aria-roledescription="slide"
              aria-label={t('menu.bannerPosition', { index: index + 1, total: banners.length })}
            >
              {href ? (
                <Link to={href} className={`${frameClass} transition hover:opacity-95`}>
                  {image}
                </Link>
              ) : (
                <span className={frameClass}>{image}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
