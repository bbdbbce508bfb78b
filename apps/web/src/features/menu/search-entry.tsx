import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SearchIcon } from '../../shared/ui/icons.tsx';

/** The round search button over the cover (phones). */
export function SearchIconLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('search.open')}
      className="grid size-11 place-items-center rounded-full bg-black/45 text-white ring-1 ring-white/25 backdrop-blur transition hover:bg-black/60"
    >
      <SearchIcon className="size-5" />
    </Link>
  );
}

/** A search field look-alike that opens the search screen. */
export function SearchBarLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="mt-4 flex min-h-12 items-center gap-3 rounded-full bg-raised px-4 text-ink-muted shadow-sm ring-1 ring-line transition hover:ring-primary/40"
    >
      <SearchIcon className="size-5 shrink-0" />
      <span className="truncate text-[15px]">{t('search.placeholder')}</span>
    </Link>
  );
}
