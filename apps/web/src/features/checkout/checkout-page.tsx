import type { RestaurantResponse } from '@okmenu/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRestaurant } from '../business/api/get-restaurant.ts';
import type { RouteType } from '../business/selling-types.ts';
import { useShifts } from '../cart/api/get-shifts.ts';
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
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { placeOrder } from './api/place-order.ts';
import { CarFields, carProblems } from './car-fields.tsx';
import { checkoutErrorsOf, type CheckoutErrors, type CheckoutField } from './checkout-errors.ts';
import { CheckoutHeader } from './checkout-header.tsx';
import { checkoutSections } from './checkout-sections.tsx';
import { ContactFields } from './contact-fields.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { contactPrefillOf } from './contact-prefill.ts';
import { destinationOf, orderBodyOf, paymentChoices, walletPaymentType } from './order-body.ts';
import { PaymentChoice } from './payment-choice.tsx';
import { checkPhone } from './phone-field.tsx';
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
  const timeZone = shifts.data?.time_zone ?? 'Asia/Kuwait';

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
        <CheckoutHeader
          cartHref={`/${referenceId}/${type}/cart`}
          type={type}
          refusal={text(errors.banner)}
          linesRefused={errors.lines.size > 0}
        />
        <UsabilityNote usability={usability} timeZone={timeZone} />

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
          <ContactFields
            inputIds={ids}
            name={cart.name}
            phone={cart.phone}
            country={country}
            onChange={(contact) => {
              edited('name' in contact ? 'name' : 'phone');
              cart.setContact(contact);
            }}
            nameError={text(fieldError('name'))}
            phoneError={fieldError('phone')?.key ?? null}
          />
        </Section>

        <Section id={`${ids}-when`} title={t('checkout.when.title')}>
          <div data-field="schedule">
            <ScheduleField
              nowPossible={usability.open && !usability.scheduledOnly}
              scheduling={usability.scheduling}
              slots={slots}
              value={schedule}
              timeZone={timeZone}
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

        <PaymentChoice
          payments={payments}
          value={paymentType}
          onChange={(payment) => {
            edited('payment');
            cart.setPaymentType(payment);
          }}
          walletCover={walletCover}
          money={money}
          error={text(fieldError('payment'))}
        />
      </div>

      <aside className="mt-4 space-y-4 md:sticky md:top-24 md:mt-0 md:self-start" aria-label={t('cart.summary')}>
        <CheckoutSummary
          items={items}
          lineErrors={errors.lines}
          pricing={pricing}
          money={money}
          delivery={type === 'delivery' && !delivery.shipping}
        />
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
