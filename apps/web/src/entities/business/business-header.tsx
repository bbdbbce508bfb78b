import type { RestaurantWire } from '@okmenu/contract';
import { mediaDisplaySizes } from '@okmenu/contract/media-files';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { MediaImage } from '../../shared/ui/media-image.tsx';

interface BusinessHeaderProps {
  restaurant: Pick<RestaurantWire, 'business_name' | 'business_type' | 'logo' | 'header_bg'>;
  /** Controls shown over the cover (language switcher …), at the inline end. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The venue's cover, logo and name at the top of its home screens. */
export function BusinessHeader({ restaurant, actions, children }: BusinessHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="relative">
      <div className="mx-auto max-w-6xl md:px-6 md:pt-4">
        <div className="relative h-44 overflow-hidden bg-primary sm:h-52 md:h-60 md:rounded-3xl">
          {restaurant.header_bg ? (
            <MediaImage
              path={restaurant.header_bg}
              alt=""
              width={1280}
              height={480}
              priority
              sizes={mediaDisplaySizes.cover}
              className="size-full"
            />
          ) : (
            <div className="size-full bg-gradient-to-br from-primary to-accent" aria-hidden="true" />
          )}
          <div
            className="absolute inset-0 bg-gradient-to-t from-black/55 via-black/10 to-black/25"
            aria-hidden="true"
          />
          {actions ? <div className="absolute end-3 top-3 flex gap-2 md:hidden">{actions}</div> : null}
        </div>
      </div>
      <div className="relative mx-auto max-w-6xl px-4 md:px-6">
        <div className="flex items-start gap-4">
          <div className="-mt-10 shrink-0 md:-mt-12 overflow-hidden rounded-2xl bg-raised p-1 shadow-lg ring-1 ring-line">
            <MediaImage
              path={restaurant.logo}
              alt={t('business.logoAlt', { name: restaurant.business_name })}
              width={88}
              height={88}
              eager
              sizes={mediaDisplaySizes.logo}
              className="size-20 rounded-xl md:size-24"
            />
          </div>
          {/* A long word wraps rather than widen the page (text at 200%). */}
          <div className="min-w-0 pt-3 [overflow-wrap:anywhere]">
            <h1 className="line-clamp-2 text-xl leading-tight font-bold tracking-tight text-ink sm:text-2xl md:text-3xl">
              {restaurant.business_name}
            </h1>
            <p className="text-sm text-ink-muted">
              {t(`business.types.${restaurant.business_type}`, { defaultValue: '' })}
            </p>
          </div>
        </div>
        {children}
      </div>
    </header>
  );
}
