import { Link } from '../../shared/router/index.ts';
import type { RouteLive } from '../../entities/live/use-route-live.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { menuPaths } from './menu-paths.ts';

/** The "Sold out" mark of an item, a price label or a modifier. */
export function SoldOutBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full bg-red-600 px-2 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase dark:bg-red-500 ${className}`}
    >
      {t('live.soldOut')}
    </span>
  );
}

/** Up to three available dishes of the same category in place of a sold-out one, as links. */
export function Substitutes({ itemId, live, className = '' }: { itemId: number; live: RouteLive; className?: string }) {
  const { t } = useTranslation();
  const substitutes = live.overlay.substitutes(itemId, live.items);
  if (substitutes.length === 0 || live.type === null) return null;
  const paths = menuPaths(live.referenceId, live.type);
  return (
    <nav
      aria-label={t('live.tryInstead')}
      data-testid="substitutes"
      className={`mt-1.5 flex flex-wrap items-center gap-1.5 px-1 text-xs ${className}`}
    >
      <span className="text-ink-muted">{t('live.tryInstead')}</span>
      {substitutes.map((substitute) => (
        <Link
          key={substitute.id}
          to={paths.item(substitute)}
          className="rounded-full bg-primary/10 px-2.5 py-1 font-medium text-primary ring-1 ring-primary/20 hover:bg-primary/15"
        >
          {substitute.name}
        </Link>
      ))}
    </nav>
  );
}
