import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { NavLink } from '../../shared/router/index.ts';
import { CartBadge, CartCountText } from '../../features/cart/cart-badge.tsx';
import { visibleTabs, type NavContext } from './nav-tabs.ts';

const tabClass =
  'flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-center text-[11px] font-medium [overflow-wrap:anywhere] transition';

/** Mobile (< 768 px) tab bar at the bottom of the screen. */
export function BottomNav({ context, onMore }: { context: NavContext; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md items-center justify-around px-2 py-1">
        {visibleTabs(context).map((tab) => {
          const Icon = tab.icon;
          const label = t(tab.labelKey);
          return (
            // Equal shares of the bar, so enlarged text (200%) wraps in its tab instead of widening the page.
            <li key={tab.id} className="min-w-0 flex-1">
              {tab.kind === 'link' ? (
                <NavLink
                  to={tab.to(context)}
                  end={tab.end}
                  className={({ isActive }) =>
                    `${tabClass} ${isActive ? 'text-primary-ink' : 'text-ink-muted hover:text-ink'}`
                  }
                >
                  {/* A block box: an inline one in RTL placed the badge over the icon instead of beside it. */}
                  <span className="relative block">
                    <Icon className="size-6" />
                    {tab.badge === 'cart' ? (
                      <CartBadge referenceId={context.referenceId} className="absolute -end-4 -top-2" />
                    ) : null}
                  </span>
                  {label}
                  {tab.badge === 'cart' ? <CartCountText referenceId={context.referenceId} /> : null}
                </NavLink>
              ) : (
                <button
                  type="button"
                  onClick={onMore}
                  aria-haspopup="dialog"
                  className={`${tabClass} text-ink-muted hover:text-ink`}
                >
                  <Icon className="size-6" />
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
