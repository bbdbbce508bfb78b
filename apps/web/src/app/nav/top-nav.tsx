import type { RestaurantWire } from '@okmenu/contract';
import { mediaDisplaySizes } from '@okmenu/contract/media-files';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Link, NavLink } from '../../shared/router/index.ts';
import { MediaImage } from '../../shared/ui/media-image.tsx';
import { CartBadge, CartCountText } from '../../features/cart/cart-badge.tsx';
import { visibleTabs, type NavContext } from './nav-tabs.ts';

interface TopNavProps {
  context: NavContext;
  restaurant: Pick<RestaurantWire, 'business_name' | 'logo'>;
  onMore: () => void;
  /** Extra controls at the inline end (the language switcher). */
  end?: ReactNode;
}

/** Desktop (≥ 768 px) header navigation. */
export function TopNav({ context, restaurant, onMore, end }: TopNavProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 hidden border-b border-line bg-raised/90 backdrop-blur md:block">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-6">
        <Link to={`/${context.referenceId}`} className="flex min-h-11 min-w-0 items-center gap-3 rounded-lg">
          <MediaImage
            path={restaurant.logo}
            alt=""
            width={36}
            height={36}
            eager
            sizes={mediaDisplaySizes.navLogo}
            className="size-9 rounded-lg"
          />
          <span className="truncate font-semibold text-ink">{restaurant.business_name}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="ms-auto">
          <ul className="flex items-center gap-1">
            {visibleTabs(context).map((tab) => {
              const Icon = tab.icon;
              const itemClass =
                'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium transition';
              return (
                <li key={tab.id}>
                  {tab.kind === 'link' ? (
                    <NavLink
                      to={tab.to(context)}
                      end={tab.end}
                      className={({ isActive }) =>
                        `${itemClass} ${isActive ? 'bg-primary/10 text-primary-ink dark:bg-white/10' : 'text-ink-muted hover:bg-ink/5 hover:text-ink'}`
                      }
                    >
                      <Icon className="size-5" />
                      {t(tab.labelKey)}
                      {tab.badge === 'cart' ? <CartBadge referenceId={context.referenceId} /> : null}
                      {tab.badge === 'cart' ? <CartCountText referenceId={context.referenceId} /> : null}
                    </NavLink>
                  ) : (
                    <button
                      type="button"
                      onClick={onMore}
                      aria-haspopup="dialog"
                      className={`${itemClass} text-ink-muted hover:bg-ink/5 hover:text-ink`}
                    >
                      <Icon className="size-5" />
                      {t(tab.labelKey)}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        {end}
      </div>
    </header>
  );
}
