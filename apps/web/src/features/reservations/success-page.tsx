import type { ReservationWire, RestaurantResponse } from '@okmenu/contract';
import { toMinor } from '@okmenu/domain';
import { useId, useState } from 'react';
import { Link, Navigate } from '../../shared/router/index.ts';
import { reservationFailHref, returnStateOf } from '../../entities/payment/payment-return.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { branchTimeZone } from '../../entities/business/branch-time-zone.ts';
import { businessCurrency } from '../../entities/money/business-currency.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { formatLocalTime } from '../../shared/i18n/format-time.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useCancelReservation, useReservation } from './api/reservation-api.ts';
import { downloadIcs, reservationIcs } from './ics.ts';
import { isFinalReservation, preOrderPaymentKey, reservationStatus, statusNameOf } from './reservation-status.ts';
import { formatBookingTime, ReservationBadge } from './reservation-view.tsx';
import { reservationAreaLabel } from '../../entities/reservation/table-area.ts';
import { useReservationEvents } from './use-reservation-events.ts';
import { formatPhone } from '../../shared/phone/format-phone.ts';

const actionLook =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-line text-ink hover:bg-ink/5 dark:hover:bg-white/10';

/** A maps link to the branch: its pin when known, else its address. */
export function directionsHref(branch: { location?: { lat: number; lng: number } | null; address?: string }): string {
  const pin = branch.location;
  const destination = pin && (pin.lat !== 0 || pin.lng !== 0) ? `${pin.lat},${pin.lng}` : (branch.address ?? '');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** /:referenceId/reservation/success/:reservationId — the booking, live, with calendar, directions and cancel. */
export function ReservationSuccessPage({
  referenceId,
  reference,
  booked,
}: {
  referenceId: string;
  reference: string;
  booked: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useRestaurant(referenceId);
  const query = useReservation(reference);
  useDocumentTitle(`${t('reservation.yourBooking')} · ${data?.restaurant.business_name ?? ''}`);
  if (!data || query.isPending) return <FullScreenSpinner />;
  // Back from the gateway with the payment declined, cancelled or expired: the fail page, to retry or pay in cash.
  const payment = query.data?.reservation.payment;
  if (query.data?.reservation.status === reservationStatus.awaitingPayment && payment) {
    const state = returnStateOf(payment);
    if (state.kind === 'failed') {
      return (
        <Navigate replace to={reservationFailHref(referenceId, state.reason, { reference, method: payment.method })} />
      );
    }
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 pt-4 pb-8">
        <PageHeader title={t('reservation.yourBooking')} backTo={`/${referenceId}`} />
        <EmptyState alert className="mt-6">
          {missing ? t('reservation.notFound') : t('reservation.error.load')}
        </EmptyState>
      </div>
    );
  }
  return (
    <BookingView
      referenceId={referenceId}
      reference={reference}
      data={data}
      reservation={query.data.reservation}
      booked={booked}
    />
  );
}

function BookingView({
  referenceId,
  reference,
  data,
  reservation,
  booked,
}: {
  referenceId: string;
  reference: string;
  data: RestaurantResponse;
  reservation: ReservationWire;
  booked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const money = useMoney(data);
  const { restaurant } = data;
  const branch = restaurant.branches.find((candidate) => candidate.id === reservation.branch_id);
  const timeZone = branchTimeZone(restaurant, reservation.branch_id);
  const final = isFinalReservation(reservation.status);
  const live = useReservationEvents(reference, final);
  const cancel = useCancelReservation(reference);
  const [confirming, setConfirming] = useState(false);
  const status = statusNameOf(reservation.status);

  const addToCalendar = () => {
    const text = reservationIcs({
      uid: `reservation-${reservation.id}@okmenu`,
      start: reservation.start,
      end: reservation.end,
      title: t('reservation.calendarTitle', { name: restaurant.business_name }),
      location: [branch?.name, branch?.address].filter(Boolean).join(', '),
      description: t('reservation.calendarDescription', { count: reservation.party_size, id: reservation.id }),
      url: window.location.href,
    });
    downloadIcs(`reservation-${reservation.id}.ics`, text);
  };

  const statusText: Record<string, string> = {
    pending: t('reservation.statusText.pending'),
    accepted: t('reservation.statusText.accepted'),
    rejected: t('reservation.statusText.rejected'),
    completed: t('reservation.statusText.completed'),
    cancelled: t('reservation.statusText.cancelled'),
    noShow: t('reservation.statusText.noShow'),
    awaitingPayment: t('reservation.statusText.awaitingPayment'),
    expired: t('reservation.statusText.expired'),
  };

  return (
    <div className="mx-auto max-w-2xl px-4 pt-4 pb-10 md:pt-8">
      <PageHeader
        title={t('reservation.yourBooking')}
        backTo={`/${referenceId}`}
        end={<span className="ms-auto text-sm text-ink-muted tabular-nums">#{reservation.id}</span>}
      />
      {booked && reservation.status === reservationStatus.pending ? (
        <p
          role="status"
          className="mt-3 rounded-2xl bg-emerald-500/10 px-4 py-3 text-emerald-900 dark:text-emerald-200"
        >
          {t('reservation.thanks')}
        </p>
      ) : null}

      <Card as="section" aria-labelledby={`${ids}-status`} className="mt-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${ids}-status`} className="font-semibold text-ink">
            {t('reservation.statusLabel')}
          </h2>
          <ReservationBadge status={reservation.status} />
        </div>
        <p aria-live="polite" className="mt-2 text-ink" data-testid="status-text">
          {statusText[status]}
        </p>
        {reservation.status === reservationStatus.rejected && reservation.reject_reason ? (
          <p className="mt-1 text-sm text-ink-muted" data-testid="reject-reason">
            {t('reservation.reason', { reason: reservation.reject_reason })}
          </p>
        ) : null}
        {!final && live !== 'unsupported' ? (
          <p className="mt-2 flex items-center gap-2 text-xs text-ink-muted" data-live={live}>
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${live === 'live' ? 'bg-emerald-500' : 'animate-pulse bg-amber-500'}`}
            />
            {live === 'live' ? t('reservation.live') : t('reservation.connecting')}
          </p>
        ) : null}
      </Card>

      <Card as="section" aria-labelledby={`${ids}-details`} className="mt-4">
        <h2 id={`${ids}-details`} className="mb-3 font-semibold text-ink">
          {t('reservation.details')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{t('reservation.when')}</dt>
          <dd className="font-medium text-ink" data-testid="booking-time">
            {formatBookingTime(reservation, i18n.language, timeZone)}
          </dd>
          <dt className="text-ink-muted">{t('reservation.partySize')}</dt>
          <dd className="font-medium text-ink tabular-nums">{reservation.party_size}</dd>
          {branch ? (
            <>
              <dt className="text-ink-muted">{t('reservation.place')}</dt>
              <dd className="font-medium text-ink">
                {branch.name}
                {branch.address ? <span className="block font-normal text-ink-muted">{branch.address}</span> : null}
              </dd>
            </>
          ) : null}
          {reservation.table_names.length > 0 || reservation.table_area ? (
            <>
              <dt className="text-ink-muted">{t('reservation.table')}</dt>
              <dd className="font-medium text-ink">
                {[
                  reservation.table_names.join(t('cart.listSeparator')),
                  reservationAreaLabel(reservation, i18n.language),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{t('reservation.contact')}</dt>
          <dd className="font-medium text-ink">
            <span dir="auto">{reservation.name}</span>{' '}
            <span dir="ltr" className="inline-block">
              {formatPhone(reservation.phone)}
            </span>
          </dd>
          {reservation.notes ? (
            <>
              <dt className="text-ink-muted">{t('reservation.note')}</dt>
              <dd dir="auto" className="text-ink">
                {reservation.notes}
              </dd>
            </>
          ) : null}
        </dl>
        {reservation.order ? (
          <div className="mt-4 border-t border-line pt-3">
            <h3 className="mb-2 text-sm font-semibold text-ink">{t('reservation.preOrder')}</h3>
            <ul className="space-y-1 text-sm text-ink">
              {reservation.order.lines.map((line, index) => (
                <li key={`${line.item_id}-${index}`} className="flex justify-between gap-3">
                  <span>
                    {line.quantity}× {line.name}
                  </span>
                  <span className="tabular-nums">{money(toMinor(line.total_price, businessCurrency(data)))}</span>
                </li>
              ))}
              <li className="flex justify-between gap-3 border-t border-line pt-2 font-semibold">
                <span>{t('reservation.preOrderTotal')}</span>
                <span className="tabular-nums">{money(toMinor(reservation.order.total, businessCurrency(data)))}</span>
              </li>
            </ul>
            <p className="mt-2 text-sm text-ink-muted" data-testid="pre-order-payment">
              {t(preOrderPaymentKey(reservation))}
            </p>
          </div>
        ) : null}
      </Card>

      <div className="mt-4 flex flex-wrap gap-2">
        {!final ? (
          <button type="button" className={actionLook} onClick={addToCalendar}>
            {t('reservation.addToCalendar')}
          </button>
        ) : null}
        {branch ? (
          <a className={actionLook} href={directionsHref(branch)} target="_blank" rel="noreferrer">
            {t('reservation.directions')}
          </a>
        ) : null}
        <Link className={actionLook} to={`/${referenceId}/reservation/history`}>
          {t('reservation.history')}
        </Link>
      </div>

      {reservation.can_cancel ? (
        <div className="mt-6">
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="min-h-11 rounded-full px-4 text-sm font-semibold text-red-700 ring-1 ring-red-500/40 hover:bg-red-500/10 dark:text-red-300"
          >
            {t('reservation.cancel')}
          </button>
          <p className="mt-2 text-xs text-ink-muted">
            {t('reservation.cancelUntil', {
              time: formatLocalTime(reservation.cancel_until, { locale: i18n.language, timeZone }),
            })}
          </p>
        </div>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className={`mt-2 ${errorTextClass}`}>
          {t('reservation.error.cancel')}
        </p>
      ) : null}

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${ids}-confirm`}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-3xl p-6 shadow-2xl"
      >
        <h2 id={`${ids}-confirm`} className="text-lg font-semibold text-ink">
          {t('reservation.cancelConfirm')}
        </h2>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className={actionLook} onClick={() => setConfirming(false)}>
            {t('reservation.keep')}
          </button>
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700"
          >
            {cancel.isPending ? <Spinner className="size-4 border-2" /> : null}
            {t('reservation.cancel')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
