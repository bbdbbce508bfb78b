import type { RestaurantResponse } from '@okmenu/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRestaurant } from '../business/api/get-restaurant.ts';
import type { RouteType } from '../business/selling-types.ts';
import { useShifts } from '../cart/api/get-shifts.ts';
import { CartBreakdown } from '../cart/cart-breakdown.tsx';
import { useCartItems, useCartStore } from '../cart/cart-store.ts';
import { cartUsability, checkoutOptionsOf } from '../cart/cart-usable.ts';
import { useCartPricing } from '../cart/use-cart-pricing.ts';
import { problemsFromServer, type AddressProblems } from '../delivery/address-fields.ts';
import { useDeliveryTarget } from '../delivery/use-delivery-target.ts';
import { useProfile } from '../auth/use-profile.ts';
import { useSignedInCustomer } from '../auth/use-signed-in-customer.ts';
import { useMoney } from '../cart/use-money.ts';
import { UsabilityNote } from '../cart/usability-note.tsx';
import { orderHref, useOrderAccess } from '../orders/order-access.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BackIcon } from '../../shared/ui/icons.tsx';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { placeOrder } from './api/place-order.ts';
import { CarFields, carProblems } from './car-fields.tsx';
import { checkoutErrorsOf, type CheckoutErrors, type CheckoutField } from './checkout-errors.ts';
import { checkoutSections } from './checkout-sections.tsx';
import { contactPrefillOf } from './contact-prefill.ts';
import { destinationOf, orderBodyOf, paymentChoices, walletPaymentType } from './order-body.ts';
import { checkPhone, PhoneField } from './phone-field.tsx';
import { ScheduleField } from './schedule-field.tsx';
import { orderSlots, resolveSchedule } from './slots.ts';
import { TableField, useTableChoice } from './table-field.tsx';
import { useNow } from './use-now.ts';
import { walletCoverOf, walletOffered } from './wallet-cover.ts';
import { WalletPayment } from './wallet-payment.tsx';

const noErrors: CheckoutErrors = {
  fields: {},
  lines: new Map(),
  banner: null,
  refreshSlots: false,
  newKey: false,
  repriceWallet: false,
};

/** A titled card of the checkout form. */
function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-raised p-4 ring-1 ring-line">
      <h2 id={id} className="mb-3 font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const inputClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-red-500';

/** /:referenceId/:type/checkout — who, when, where (per order type), how to pay, the final price, place the order. */
export function CheckoutPage({ referenceId, type }: { referenceId: string; type: RouteType }) {
  const { data } = useRestaurant(referenceId);
  if (!data?.restaurant) return <FullScreenSpinner />;
  return <CheckoutForm referenceId={referenceId} type={type} data={data} />;
}

function CheckoutForm({ referenceId, type, data }: { referenceId: string; type: RouteType; data: RestaurantResponse }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const restaurant = data.restaurant;
  const ids = useId();
  const items = useCartItems(referenceId);
  const cart = useCartStore();
  const shifts = useShifts(referenceId, restaurant.branch_id);
  // Delivery (issue 6): the zone's fee prices the cart; the area or pin, address and gift go with the order.
  const delivery = useDeliveryTarget(referenceId, { enabled: type === 'delivery' });
  // Issue 7: a signed-in customer's name and phone are filled in, and the wallet may pay (the rest in cash).
  // The profile is fetched again here: the wallet balance offered is the current one (and a refused session ends).
  useProfile(restaurant);
  const customer = useSignedInCustomer(referenceId);
  const useWallet = customer?.useWallet ?? false;
  const pricing = useCartPricing({
    data,
    items,
    type,
    coupon: cart.coupon,
    at: cart.orderTime === 'later' ? cart.scheduleSlot : null,
    userKind: customer ? 'user' : 'guest',
    wallet: customer ? { balanceMinor: customer.walletBalanceMinor ?? 0, use: useWallet } : null,
    ...(type === 'delivery' ? delivery.pricing : {}),
  });
  const [deliveryProblems, setDeliveryProblems] = useState<AddressProblems>({});
  const money = useMoney(data);
  const now = useNow();
  const [errors, setErrors] = useState<CheckoutErrors>(noErrors);
  const [placed, setPlaced] = useState(false);
  const submitting = useRef(false);
  const mutation = useMutation({ mutationFn: placeOrder });
  useDocumentTitle(`${t('checkout.title')} · ${restaurant.business_name}`);

  // One Idempotency-Key per checkout attempt, made when the checkout opens and kept until an order succeeds.
  useEffect(() => {
    useCartStore.getState().ensureCheckoutKey();
  }, []);

  // The profile fills what is still empty, once the customer is known (the fields stay editable).
  const customerName = customer?.name ?? null;
  const customerPhone = customer?.phoneE164 ?? null;
  useEffect(() => {
    if (customerName === null || customerPhone === null) return;
    const state = useCartStore.getState();
    const patch = contactPrefillOf({
      contact: { name: state.name, phone: state.phone },
      customer: { name: customerName, phone: '', phoneE164: customerPhone },
    });
    if (Object.keys(patch).length > 0) state.setContact(patch);
  }, [customerName, customerPhone]);

  const checkout = checkoutOptionsOf(restaurant, type);
  const usability = cartUsability({ restaurant, type, shifts: shifts.data });
  const slots = useMemo(
    () => orderSlots({ shifts: shifts.data, checkout, type, now }),
    [shifts.data, checkout, type, now],
  );
  const schedule = resolveSchedule({
    open: usability.open,
    scheduling: usability.scheduling,
    scheduledOnly: usability.scheduledOnly,
    slots,
    saved: { orderTime: cart.orderTime, scheduleSlot: cart.scheduleSlot },
  });
  const payments = useWallet ? [walletPaymentType] : paymentChoices(restaurant.payment_methods);
  const paymentType = payments.includes(cart.payment_type) ? cart.payment_type : (payments[0] ?? 2);
  const walletCover =
    useWallet && customer
      ? walletCoverOf({ balanceMinor: customer.walletBalanceMinor ?? 0, breakdown: pricing.breakdown?.shown ?? null })
      : null;
  const country = cart.phoneCountry ?? restaurant.country_iso ?? 'KW';
  const showCar = type === 'pickup' && Boolean(checkout?.showCarInfo);
  const table = useTableChoice({ type, branchId: restaurant.branch_id, locale: i18n.language, chosen: cart.table });
  const TypeSection = checkoutSections[type];

  const fieldError = (field: CheckoutField) => errors.fields[field] ?? null;
  // A field's error goes away as soon as the guest changes that field.
  const edited = (field: CheckoutField) =>
    setErrors((current) => {
      if (!current.fields[field]) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });
  const text = (error: { key: string; values?: Record<string, string> } | null) =>
    error ? t(error.key, error.values) : null;

  if (placed || items.length === 0) return <FullScreenSpinner />;

  const validate = (): CheckoutErrors['fields'] => {
    const fields: CheckoutErrors['fields'] = {};
    if (cart.name.trim().length < 2) fields.name = { key: 'checkout.errors.field.name' };
    const phone = checkPhone(cart.phone, country);
    if (!phone.ok) fields.phone = { key: `checkout.phone.error.${phone.error}` };
    if (showCar && carProblems(cart.car).length > 0) fields.car = { key: 'checkout.errors.field.car' };
    if (table.required && !table.selected) fields.table = { key: 'checkout.errors.field.table' };
    if (schedule.orderTime === 'later' && !schedule.slot) fields.schedule = { key: 'checkout.errors.field.schedule' };
    return fields;
  };

  const submit = async () => {
    // A ref, not state: a second click in the same frame must not start a second request.
    if (submitting.current || mutation.isPending || !canPlace) return;
    const fields = validate();
    if (Object.keys(fields).length > 0) {
      setErrors({ ...noErrors, fields });
      const first = Object.keys(fields)[0];
      document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select`)?.focus();
      return;
    }
    const phone = checkPhone(cart.phone, country);
    if (!phone.ok) return;
    submitting.current = true;
    setErrors(noErrors);
    setDeliveryProblems({});
    const store = useCartStore.getState();
    const idempotencyKey = store.ensureCheckoutKey();
    const body = orderBodyOf({
      branchId: restaurant.branch_id,
      type,
      items,
      name: cart.name,
      phone,
      coupon: pricing.coupon?.applied ? pricing.coupon.code : null,
      note: cart.note,
      paymentType,
      schedule:
        schedule.orderTime === 'later' && schedule.slot
          ? { type: 'later', slot_start: schedule.slot.start }
          : { type: 'now' },
      car: showCar ? cart.car : null,
      tableId: table.selected?.id ?? null,
      useWallet,
      destination: type === 'delivery' ? destinationOf(delivery) : null,
    });
    try {
      const result = await mutation.mutateAsync({ body, idempotencyKey });
      useOrderAccess.getState().remember({ ...result.access, referenceId });
      // The wallet paid part of it: fetch the profile so the balance shown is the new one.
      if (body.use_wallet) void customer?.refresh();
      setPlaced(true);
      void navigate(orderHref(referenceId, result.access), { replace: true, state: { placed: true } });
      useCartStore.getState().reset();
    } catch (error) {
      const found = checkoutErrorsOf(isApiError(error) ? error : { status: 0, code: 'NETWORK', message: '' });
      if (found.newKey) useCartStore.setState({ checkoutKey: null });
      if (found.refreshSlots) void shifts.refetch();
      if (found.repriceWallet) {
        // The balance changed meanwhile (another order spent it): show the new one and price again.
        void customer?.refresh().finally(() => pricing.refetch());
      }
      setErrors(found);
      if (type === 'delivery' && isApiError(error)) setDeliveryProblems(problemsFromServer(error.fields));
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    } finally {
      submitting.current = false;
    }
  };

  const breakdown = pricing.breakdown;
  const pending = mutation.isPending;
  const canPlace =
    usability.usable &&
    pricing.lineProblems.size === 0 &&
    pricing.error === null &&
    Boolean(pricing.server) &&
    (breakdown?.shown.missingForMinOrder ?? 0) === 0 &&
    !TypeSection?.blocks &&
    (type !== 'delivery' || delivery.ready);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="mx-auto max-w-5xl px-4 pt-4 pb-40 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:gap-8 md:px-6 md:pt-8 md:pb-12"
    >
      <div className="space-y-4">
        <div className="flex items-center gap-2">
          <Link
            to={`/${referenceId}/${type}/cart`}
            aria-label={t('checkout.backToCart')}
            className="-ms-2 grid size-11 place-items-center rounded-full text-ink hover:bg-ink/5 dark:hover:bg-white/10"
          >
            <BackIcon className="size-5 rtl:rotate-180" />
          </Link>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{t('checkout.title')}</h1>
          <span className="ms-auto rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary-ink dark:bg-white/10">
            {t(`orderTypes.${type}.title`)}
          </span>
        </div>

        {errors.banner ? (
          <div
            role="alert"
            data-testid="checkout-error"
            className="rounded-2xl bg-red-500/10 px-4 py-3 text-sm text-red-800 ring-1 ring-red-500/30 dark:text-red-200"
          >
            <p>{text(errors.banner)}</p>
            {errors.lines.size > 0 ? (
              <Link to={`/${referenceId}/${type}/cart`} className="mt-1 inline-block font-semibold underline">
                {t('checkout.reviewCart')}
              </Link>
            ) : null}
          </div>
        ) : null}
        <UsabilityNote usability={usability} timeZone={shifts.data?.time_zone ?? 'Asia/Kuwait'} />

        {TypeSection ? (
          <TypeSection.Component
            referenceId={referenceId}
            minOrder={
              breakdown ? { minimum: breakdown.shown.minOrder, missing: breakdown.shown.missingForMinOrder } : null
            }
            serverProblems={deliveryProblems}
            shippingFee={breakdown && delivery.shipping ? breakdown.shown.shippingFee : null}
          />
        ) : null}

        {showCar ? (
          <Section id={`${ids}-car`} title={t('checkout.car.title')}>
            <CarFields
              car={cart.car}
              onChange={(car) => {
                edited('car');
                cart.setCar(car);
              }}
              error={text(fieldError('car'))}
            />
          </Section>
        ) : null}

        {table.shown ? (
          <Section id={`${ids}-table`} title={t('checkout.table.title')}>
            <TableField
              choice={table}
              onChange={(chosen) => {
                edited('table');
                cart.setTable(chosen);
              }}
              error={text(fieldError('table'))}
            />
          </Section>
        ) : null}

        <Section id={`${ids}-contact`} title={t('checkout.contact.title')}>
          <div className="space-y-3">
            <div data-field="name">
              <label htmlFor={`${ids}-name`} className="mb-1 block text-sm font-medium text-ink">
                {t('checkout.contact.name')}
              </label>
              <input
                id={`${ids}-name`}
                value={cart.name}
                onChange={(event) => {
                  edited('name');
                  cart.setContact({ name: event.target.value });
                }}
                autoComplete="name"
                maxLength={100}
                aria-invalid={fieldError('name') ? true : undefined}
                aria-describedby={fieldError('name') ? `${ids}-name-error` : undefined}
                className={inputClass}
              />
              {fieldError('name') ? (
                <p id={`${ids}-name-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                  {text(fieldError('name'))}
                </p>
              ) : null}
            </div>
            <div data-field="phone">
              <PhoneField
                inputId={`${ids}-phone`}
                phone={cart.phone}
                country={country}
                onPhone={(phone) => {
                  edited('phone');
                  cart.setContact({ phone });
                }}
                onCountry={(phoneCountry) => {
                  edited('phone');
                  cart.setContact({ phoneCountry });
                }}
                error={fieldError('phone')?.key ?? null}
              />
            </div>
          </div>
        </Section>

        <Section id={`${ids}-when`} title={t('checkout.when.title')}>
          <div data-field="schedule">
            <ScheduleField
              nowPossible={usability.open && !usability.scheduledOnly}
              scheduling={usability.scheduling}
              slots={slots}
              value={schedule}
              timeZone={shifts.data?.time_zone ?? 'Asia/Kuwait'}
              loading={shifts.isPending}
              onChange={(next) => {
                edited('schedule');
                cart.setSchedule({
                  orderTime: next.orderTime,
                  scheduleSlot: next.slot?.start ?? null,
                  scheduleDate: next.slot?.date ?? null,
                });
              }}
              error={text(fieldError('schedule'))}
            />
          </div>
        </Section>

        <Section id={`${ids}-note`} title={t('checkout.note')}>
          <label htmlFor={`${ids}-note-input`} className="sr-only">
            {t('checkout.note')}
          </label>
          <textarea
            id={`${ids}-note-input`}
            value={cart.note}
            onChange={(event) => cart.setNote(event.target.value)}
            maxLength={1000}
            rows={2}
            placeholder={t('cart.notePlaceholder')}
            className="block w-full resize-y rounded-xl bg-surface px-3 py-2 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none"
          />
        </Section>

        {customer && walletOffered(customer) ? (
          <WalletPayment customer={customer} breakdown={breakdown?.shown ?? null} money={money} />
        ) : null}

        <fieldset className="rounded-2xl bg-raised p-4 ring-1 ring-line" data-field="payment">
          <legend className="float-start mb-3 w-full font-semibold text-ink">{t('checkout.payment.title')}</legend>
          {walletCover ? (
            <p
              className="clear-both mb-3 rounded-xl bg-primary/5 px-3 py-2 text-sm text-ink dark:bg-white/5"
              data-testid="wallet-payment-note"
            >
              {walletCover.rest > 0
                ? t('checkout.wallet.restInCash', { wallet: money(walletCover.covers), rest: money(walletCover.rest) })
                : t('checkout.wallet.coversAll', { wallet: money(walletCover.covers) })}
            </p>
          ) : null}
          <div className="clear-both space-y-2">
            {payments.map((payment) => (
              <label
                key={payment}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-line has-[:checked]:bg-primary/5 has-[:checked]:ring-2 has-[:checked]:ring-primary dark:has-[:checked]:bg-white/5"
              >
                <input
                  type="radio"
                  name="payment"
                  value={payment}
                  checked={paymentType === payment}
                  onChange={() => {
                    edited('payment');
                    cart.setPaymentType(payment);
                  }}
                  className="size-4 accent-[var(--color-primary)]"
                />
                <span className="text-ink">{t(`checkout.payment.type${payment}`)}</span>
              </label>
            ))}
          </div>
          {fieldError('payment') ? (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">{text(fieldError('payment'))}</p>
          ) : null}
        </fieldset>
      </div>

      <aside className="mt-4 space-y-4 md:sticky md:top-24 md:mt-0 md:self-start" aria-label={t('cart.summary')}>
        <section className="rounded-2xl bg-raised p-4 ring-1 ring-line">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 className="font-semibold text-ink">
              {t('checkout.summary', { count: items.reduce((n, item) => n + item.count, 0) })}
            </h2>
            {pricing.confirming ? <Spinner className="size-4 border-2" /> : null}
          </div>
          <ul className="mb-3 space-y-1 border-b border-line pb-3 text-sm">
            {items.map((item, index) => (
              <li key={item.lineId} className="flex justify-between gap-3">
                <span className="min-w-0 text-ink">
                  <span className="tabular-nums">{item.count}×</span> {item.name}
                  {item.price_label.label ? <span className="text-ink-muted"> · {item.price_label.label}</span> : null}
                  {errors.lines.has(index) || pricing.lineProblems.has(index) ? (
                    <span className="block text-red-700 dark:text-red-300">
                      {errors.lines.get(index) ?? pricing.lineProblems.get(index)}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-ink-muted tabular-nums">
                  {breakdown?.shown.lines[index] !== undefined ? money(breakdown.shown.lines[index]) : ''}
                </span>
              </li>
            ))}
          </ul>
          <CartBreakdown pricing={pricing} money={money} delivery={type === 'delivery' && !delivery.shipping} />
        </section>
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-raised/95 px-4 py-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0">
          <div className="mx-auto max-w-xl">
            <button
              type="submit"
              disabled={pending || !canPlace}
              aria-busy={pending || undefined}
              data-testid="place-order"
              className="flex min-h-12 w-full items-center justify-between gap-3 rounded-full bg-primary px-6 font-semibold text-on-primary transition hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span className="flex items-center gap-2">
                {pending ? <Spinner className="size-5 border-2 border-white/30 border-t-white" /> : null}
                {pending ? t('checkout.placing') : t('checkout.placeOrder')}
              </span>
              <span className="tabular-nums">{breakdown ? money(breakdown.shown.total) : ''}</span>
            </button>
          </div>
        </div>
      </aside>
    </form>
  );
}
