import { Link } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { branchTimeZone } from '../../entities/business/branch-time-zone.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { LoadMoreButton } from '../../shared/ui/load-more-button.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useReservationHistory } from './api/reservation-api.ts';
import { reservationHref } from './reservation-access.ts';
import { formatBookingTime, ReservationBadge } from './reservation-view.tsx';

/** /:referenceId/reservation/history — this guest's (or device's) bookings at the business, newest first. */
export function ReservationHistoryPage({ referenceId }: { referenceId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useRestaurant(referenceId);
  const history = useReservationHistory(data?.restaurant.id ?? 0);
  useDocumentTitle(`${t('reservation.history')} · ${data?.restaurant.business_name ?? ''}`);
  if (!data) return <FullScreenSpinner />;
  const reservations = history.data?.pages.flatMap((page) => page.reservations) ?? [];
  return (
    <div className="mx-auto max-w-2xl px-4 pt-4 pb-8 md:pt-8">
      <PageHeader title={t('reservation.history')} backTo={`/${referenceId}`} />
      {history.isPending ? (
        <div className="mt-8 grid place-items-center">
          <Spinner />
        </div>
      ) : history.isError ? (
        <LoadFailed className="mt-6" onRetry={() => void history.refetch()}>
          {t('reservation.error.load')}
        </LoadFailed>
      ) : reservations.length === 0 ? (
        <div className="mt-8 text-center">
          <p className="text-ink-muted">{t('reservation.noBookings')}</p>
          <Link
            to={`/${referenceId}/reservation/table`}
            className="mt-4 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
          >
            {t('reservation.bookTable')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {reservations.map((reservation) => (
              <Card as="li" key={reservation.id} data-testid="history-reservation">
                <Link to={reservationHref(referenceId, reservation)} className="block">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <h2 className="font-semibold text-ink">
                        {formatBookingTime(
                          reservation,
                          i18n.language,
                          branchTimeZone(data.restaurant, reservation.branch_id),
                        )}
                      </h2>
                      <p className="text-sm text-ink-muted">
                        {t('reservation.partySize')}: {reservation.party_size} · #{reservation.id}
                      </p>
                    </div>
                    <ReservationBadge status={reservation.status} />
                  </div>
                </Link>
              </Card>
            ))}
          </ul>
          <LoadMoreButton list={history}>{t('orders.more')}</LoadMoreButton>
        </>
      )}
    </div>
  );
}
