import type { RestaurantResponse, ReserveTableBodyInput } from '@okmenu/contract';
import { contactLimits, contactProblems } from '@okmenu/contract/contact-rules';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { branchTimeZone } from '../../entities/business/branch-time-zone.ts';
import { intentLines, lineProblemsOf } from '../../entities/cart/cart-pricing.ts';
import { saysMenuChanged } from '../../entities/cart/menu-refresh.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { useCartPricing } from '../../entities/cart/use-cart-pricing.ts';
import { useSignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CardSection } from '../../shared/ui/card.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { CalendarIcon } from '../../shared/ui/icons.tsx';
import { errorTextClass, Field } from '../../shared/ui/field.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { checkPhone, PhoneField } from '../../shared/ui/phone-field.tsx';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useReservationSlots, useReserveTable } from './api/reservation-api.ts';
import { dateStrip } from './date-strip.ts';
import { useReservationAccess } from './reservation-access.ts';
import { useReservationDraft } from './reservation-draft.ts';
import { refusalKey } from './reservation-status.ts';
import { tableAreaLabel } from '../../entities/reservation/table-area.ts';
import { usePreOrderPayment } from './pre-order-payment.tsx';
import { PreOrderSection } from './pre-order-section.tsx';
import { BookingWhen } from './booking-when.tsx';
import { chip, chipOff, chipOn, inputClass } from './booking-styles.ts';
import { GatewayRedirect, goToGateway } from '../../entities/payment/gateway-redirect.tsx';

/** The branch taking bookings: the business's current one when it does, else the first that does. */
export function reservationBranchId(restaurant: RestaurantResponse['restaurant']): number {
  const takes = restaurant.branches.filter((branch) => branch.selling_types.includes('reservation'));
  return (takes.find((branch) => branch.id === restaurant.branch_id) ?? takes[0])?.id ?? restaurant.branch_id;
}

/** /:referenceId/reservation/:reserveType — book a table (type 2 with a pre-order from the reservation menu). */
export function BookingPage({ referenceId }: { referenceId: string }) {
  const { data } = useRestaurant(referenceId);
  const { t } = useTranslation();
  useDocumentTitle(`${t('reservation.bookTable')} · ${data?.restaurant.business_name ?? ''}`);
  if (!data) return <FullScreenSpinner />;
  if (!data.restaurant.reservation.enabled) {
    return (
      <div className="mx-auto max-w-2xl px-4 pt-4 pb-8">
        <PageHeader title={t('reservation.bookTable')} backTo={`/${referenceId}`} />
        <EmptyState icon={CalendarIcon} className="mt-6">
          {t('reservation.refusal.reservations_closed')}
        </EmptyState>
      </div>
    );
  }
  return <BookingForm referenceId={referenceId} data={data} />;
}

function BookingForm({ referenceId, data }: { referenceId: string; data: RestaurantResponse }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const { restaurant } = data;
  const settings = restaurant.reservation;
  const draft = useReservationDraft();
  const customer = useSignedInCustomer(referenceId);
  const cart = useCartStore();
  const branchId = reservationBranchId(restaurant);
  const branch = restaurant.branches.find((candidate) => candidate.id === branchId);
  const timeZone = branchTimeZone(restaurant, branchId);
  const withOrder = settings.type === 2;

  useEffect(() => {
    if (useReservationDraft.getState().referenceId !== referenceId) useReservationDraft.getState().reset(referenceId);
  }, [referenceId]);

  // The signed-in guest's name and phone fill the form once, where it is still empty.
  const customerName = customer?.name ?? null;
  const customerPhone = customer?.phone ?? null;
  useEffect(() => {
    if (customerName === null || customerPhone === null) return;
    const state = useCartStore.getState();
    if (!state.name.trim() && customerName) state.setContact({ name: customerName });
    if (!state.phone.trim() && customerPhone) state.setContact({ phone: customerPhone });
  }, [customerName, customerPhone]);

  const days = useMemo(
    () => dateStrip({ now: new Date(), timeZone, daysAhead: 30, locale: i18n.language }),
    [timeZone, i18n.language],
  );
  const date = draft.date && days.some((day) => day.date === draft.date) ? draft.date : (days[0]?.date ?? '');
  const slots = useReservationSlots({
    businessId: restaurant.id,
    branchId,
    date,
    partySize: draft.partySize,
    locale: i18n.language,
  });
  const answer = slots.data;
  const partyMin = answer?.party_min ?? 1;
  const partyMax = answer?.party_max ?? Math.max(1, settings.max_users);
  const offered = (answer?.slots ?? []).filter((slot) => slot.available);
  const time = draft.time && offered.some((slot) => slot.time === draft.time) ? draft.time : null;
  const areas = answer?.with_table ? answer.areas : [];

  const cartLines = withOrder && cart.referenceId === referenceId ? cart.items : [];
  // Asked afresh on arrival, as at checkout: the menu may have changed since the dishes were chosen (decision 0110).
  const pricing = useCartPricing({ data, items: cartLines, type: 'reservation', coupon: null, fresh: true });

  const country = cart.phoneCountry ?? restaurant.country_iso ?? 'KW';
  const [submitted, setSubmitted] = useState(false);
  // The name's rule is the booking body's (`reserveTableBody`), as the server checks it.
  const nameWrong = contactProblems({ name: cart.name }).includes('name');
  const nameError = submitted && nameWrong ? t('reservation.nameError') : null;
  const phone = checkPhone(cart.phone, country);
  const phoneError = submitted && !phone.ok ? `checkout.phone.error.${phone.error}` : null;
  const booking = useReserveTable();
  const prePay = usePreOrderPayment(referenceId, restaurant.payment_methods);
  const [leaving, setLeaving] = useState(false);
  const remember = useReservationAccess((state) => state.remember);

  // A booking refused because the menu changed under its dishes: the pre-order section brings them up to date.
  const bookingProblems = useMemo(
    () => lineProblemsOf(isApiError(booking.error) ? booking.error.fields : undefined),
    [booking.error],
  );
  const bookingError = (() => {
    if (!booking.error || saysMenuChanged(bookingProblems)) return null;
    if (!isApiError(booking.error)) return t('reservation.error.generic');
    if (booking.error.status === 0) return t('reservation.error.network');
    const key = refusalKey(booking.error.code);
    return key ? t(key) : booking.error.message || t('reservation.error.generic');
  })();

  const submit = () => {
    setSubmitted(true);
    if (!time || nameWrong || !phone.ok) return;
    const note = draft.note.trim();
    const body: ReserveTableBodyInput = {
      branch_id: branchId,
      date,
      time,
      party_size: draft.partySize,
      ...(draft.area ? { table_area: draft.area } : {}),
      name: cart.name.trim(),
      phone: phone.nationalNumber,
      dial_code: phone.dialCode,
      ...(note ? { notes: note } : {}),
      ...(cartLines.length > 0
        ? { order_lines: intentLines(cartLines).map(({ count, ...line }) => ({ ...line, quantity: count })) }
        : {}),
      ...(cartLines.length > 0 ? prePay.body : { payment_type: 2 }),
    };
    booking.mutate(
      { body, key: useReservationDraft.getState().ensureKey() },
      {
        onSuccess: ({ reservation }) => {
          const reference = reservation.reference ?? String(reservation.id);
          remember(reference);
          useReservationDraft.getState().reset(referenceId);
          if (cartLines.length > 0) useCartStore.getState().reset();
          // Paid online: the booking is held until the gateway confirms; the guest pays on its page.
          const payment = reservation.payment;
          if (payment?.status === 'awaiting' && payment.redirect_url) {
            setLeaving(true);
            return goToGateway(payment.redirect_url);
          }
          void navigate(`/${referenceId}/reservation/success/${encodeURIComponent(reference)}`, {
            state: { booked: true },
          });
        },
        onError: () => {
          // A refused slot may have been taken meanwhile: ask again, and a new attempt gets a new key.
          useReservationDraft.getState().update({ key: null });
          void slots.refetch();
        },
      },
    );
  };

  const setParty = (size: number) =>
    draft.update({ partySize: Math.min(partyMax, Math.max(partyMin, size)), time: null });

  return (
    <div className="mx-auto max-w-2xl px-4 pt-4 pb-8 md:pt-8">
      {leaving ? <GatewayRedirect /> : null}
      <PageHeader title={t('reservation.bookTable')} backTo={`/${referenceId}/reservation`} />
      <p className="mt-1 text-sm text-ink-muted">{branch?.name || restaurant.business_name}</p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <BookingWhen
          id={`${ids}-when`}
          days={days}
          date={date}
          onDate={(day) => draft.update({ date: day, time: null })}
          party={{ size: draft.partySize, min: partyMin, max: partyMax }}
          onParty={setParty}
        />

        <CardSection id={`${ids}-time`} title={t('reservation.time')}>
          {slots.isPending ? (
            <div className="grid place-items-center py-4">
              <Spinner />
            </div>
          ) : slots.isError ? (
            <p role="alert" className={errorTextClass}>
              {t('reservation.error.load')}{' '}
              <button type="button" className="font-semibold underline" onClick={() => void slots.refetch()}>
                {t('common.retry')}
              </button>
            </p>
          ) : offered.length === 0 ? (
            <p className="text-sm text-ink-muted" data-testid="no-slots">
              {t('reservation.noSlots')}
            </p>
          ) : (
            <div
              role="group"
              aria-label={t('reservation.time')}
              // The previous date's or party's times stay in view while the new ones load: not choosable.
              aria-busy={slots.isPlaceholderData || undefined}
              className="flex flex-wrap gap-2"
              data-testid="slots"
            >
              {offered.map((slot) => (
                <button
                  key={slot.time}
                  type="button"
                  disabled={slots.isPlaceholderData}
                  aria-pressed={slot.time === time}
                  onClick={() => draft.update({ time: slot.time })}
                  className={`${chip} min-w-20 tabular-nums ${slot.time === time ? chipOn : chipOff}`}
                  dir="ltr"
                >
                  {slot.time}
                </button>
              ))}
            </div>
          )}
          {submitted && !time && offered.length > 0 ? (
            <p className={`mt-2 ${errorTextClass}`}>{t('reservation.chooseTime')}</p>
          ) : null}
          {areas.length > 0 ? (
            <div className="mt-4">
              <p id={`${ids}-area`} className="mb-2 text-sm font-medium text-ink">
                {t('reservation.area')}
              </p>
              <div role="group" aria-labelledby={`${ids}-area`} className="flex flex-wrap gap-2">
                {[null, ...areas].map((area) => (
                  <button
                    key={area ?? 'any'}
                    type="button"
                    aria-pressed={draft.area === area}
                    onClick={() => draft.update({ area })}
                    className={`${chip} ${draft.area === area ? chipOn : chipOff}`}
                  >
                    {area ? tableAreaLabel(area, answer?.area_names[area]) : t('reservation.anyArea')}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
        </CardSection>

        {withOrder ? (
          <PreOrderSection
            id={`${ids}-order`}
            referenceId={referenceId}
            data={data}
            lines={cartLines}
            pricing={pricing}
            payment={prePay}
            bookingProblems={bookingProblems}
          />
        ) : null}

        <CardSection id={`${ids}-contact`} title={t('reservation.contact')}>
          <div className="space-y-3">
            <Field label={t('checkout.contact.name')} id={`${ids}-name`} error={nameError}>
              {(control) => (
                <input
                  {...control}
                  value={cart.name}
                  onChange={(event) => cart.setContact({ name: event.target.value })}
                  autoComplete="name"
                  maxLength={contactLimits.name.max}
                  className={inputClass}
                />
              )}
            </Field>
            <PhoneField
              inputId={`${ids}-phone`}
              phone={cart.phone}
              country={country}
              onPhone={(next) => cart.setContact({ phone: next })}
              onCountry={(phoneCountry) => cart.setContact({ phoneCountry })}
              error={phoneError}
            />
            <div>
              <label htmlFor={`${ids}-note`} className="mb-1 block text-sm font-medium text-ink">
                {t('reservation.note')}
              </label>
              <textarea
                id={`${ids}-note`}
                value={draft.note}
                onChange={(event) => draft.update({ note: event.target.value })}
                maxLength={1000}
                rows={3}
                placeholder={t('reservation.notePlaceholder')}
                className={`${inputClass} py-2`}
              />
            </div>
          </div>
        </CardSection>

        <div className="pt-2">
          {bookingError ? (
            <p role="alert" className={`mb-2 ${errorTextClass}`} data-testid="booking-error">
              {bookingError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={booking.isPending}
            className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
          >
            {booking.isPending ? <Spinner className="size-4 border-2" /> : null}
            {time ? t('reservation.bookAt', { time }) : t('reservation.bookTable')}
          </button>
        </div>
      </form>
    </div>
  );
}
