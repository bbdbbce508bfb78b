import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

// Apart from the history page: the type home shows this link pair and should not carry the page behind it.
/** The reservation menu's way in: book a table, and see past bookings. */
export function ReservationEntry({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 pt-4 md:px-6">
      <Link
        to={`/${referenceId}/reservation/table`}
        data-testid="book-table"
        className="inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary shadow-sm hover:opacity-90"
      >
        {t('reservation.bookTable')}
      </Link>
      <Link
        to={`/${referenceId}/reservation/history`}
        className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10"
      >
        {t('reservation.history')}
      </Link>
    </div>
  );
}
