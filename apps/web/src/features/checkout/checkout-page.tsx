import type { RestaurantResponse } from '@okmenu/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { useShifts } from '../../entities/cart/api/get-shifts.ts';
import { useCartItems, useCartStore } from '../../entities/cart/cart-store.ts';
import { cartUsability, checkoutOptionsOf } from '../../entities/cart/cart-usable.ts';
import { useCartPricing } from '../../entities/cart/use-cart-pricing.ts';
import { useProfile } from '../../entities/customer/use-profile.ts';
import { useSignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { UsabilityNote } from '../../entities/cart/usability-note.tsx';
import { orderHref, useOrderAccess } from '../../entities/order/order-access.ts';
import { trackingConsentFor } from '../../entities/tracking/consent.ts';
import { trackedItemsOf, trackedValueOf } from '../../entities/tracking/cart-items.ts';
import { trackEvent } from '../../entities/tracking/events.ts';
import { isApiError, type ApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { placeOrder } from './api/place-order.ts';
import { CarFields } from './car-fields.tsx';
import { checkoutFieldErrors } from './checkout-validation.ts';
import { checkoutErrorsOf, type CheckoutErrors, type CheckoutField } from './checkout-errors.ts';
import { CheckoutHeader } from './checkout-header.tsx';
import type { CheckoutDelivery } from './checkout-delivery.ts';
import { ContactFields } from './contact-fields.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { useContactPrefill } from './contact-prefill.ts';
import { OrderNote } from './order-note.tsx';
import { chosenNotifyChannel, NotifyOptIn } from './notify-opt-in.tsx';
import { PlaceOrderBar } from './place-order-bar.tsx';
import { destinationOf, orderBodyOf, paymentChoices, walletPaymentType } from './order-body.ts';
import { PaymentChoice } from './payment-choice.tsx';
import { checkPhone } from '../../shared/ui/phone-field.tsx';
import { ScheduleField } from './schedule-field.tsx';
import { orderSlots, resolveSchedule } from './slots.ts';
import { TableField, useTableChoice } from './table-field.tsx';
import { useNow } from '../../shared/time/use-now.ts';
import { walletBlockOf, walletCoverOf, walletOffered } from './wallet-cover.ts';
import { loginPath } from '../../entities/customer/auth-paths.ts';
import { WalletPayment, WalletUnavailable } from './wallet-payment.tsx';
import { CardSection } from '../../shared/ui/card.tsx';
import type { OnlineMethod } from '@okmenu/domain';
import { usePaymentMethods } from '../../entities/payment/payment-api.ts';
import { browserCanApplePay, onlinePaymentType, usableOnlineMethods } from '../../entities/payment/online-methods.ts';
import { GatewayRedirect, goToGateway } from '../../entities/payment/gateway-redirect.tsx';
import { onlineOutcomeOf, placeOnlineOrder } from './online-order.ts';

const noErrors: CheckoutErrors = {
  fields: {},
  lines: new Map(),
  banner: null,
  refreshSlots: false,
  newKey: false,
  repriceWallet: false,
};

/** /:referenceId/:type/checkout — who, when, where (per order type), how to pay, the final price, place the order. */
export function CheckoutPage({
  referenceId,
  type,
  delivery,
}: {
  referenceId: string;
  type: RouteType;
  /** Given for a delivery order only (by the page in app/). */
  delivery: CheckoutDelivery | null;
}) {
  const { data } = useRestaurant(referenceId);
  if (!data?.restaurant) return <FullScreenSpinner />;
  return <CheckoutForm referenceId={referenceId} type={type} data={data} delivery={delivery} />;
}

function CheckoutForm({
  referenceId,
  type,
  data,
  delivery,
}: {
  referenceId: string;
  type: RouteType;
  data: RestaurantResponse;
  delivery: CheckoutDelivery | null;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const restaurant = data.restaurant;
  const ids = useId();
  const items = useCartItems(referenceId);
  const cart = useCartStore();
  const shifts = useShifts(referenceId, restaurant.branch_id);
  // Issue 7: a signed-in customer's name and phone are filled in, and the wallet may pay (the rest in cash).
  // The profile is fetched again here: the wallet balance offered is the current one (and a refused session ends).
  useProfile(restaurant);
  const customer = useSignedInCustomer(referenceId);
  const walletBlock = walletBlockOf({ walletEnabled: restaurant.enable_wallet, customer });
  const location = useLocation();
  const useWallet = customer?.useWallet ?? false;
  const pricing = useCartPricing({
    data,
    items,
    type,
    coupon: cart.coupon,
    at: cart.orderTime === 'later' ? cart.scheduleSlot : null,
    userKind: customer ? 'user' : 'guest',
    wallet: customer ? { balanceMinor: customer.walletBalanceMinor ?? 0, use: useWallet } : null,
    // Delivery (issue 6): the zone's fee prices the cart; the area or pin, address and gift go with the order.
    ...(delivery ? delivery.target.pricing : {}),
  });
  const [deliveryFields, setDeliveryFields] = useState<ApiError['fields']>(undefined);
  const money = useMoney(data);
  const nowMs = useNow();
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const [errors, setErrors] = useState<CheckoutErrors>(noErrors);
  const [placed, setPlaced] = useState(false);
  const submitting = useRef(false);
  const mutation = useMutation({ mutationFn: placeOnlineOrder(placeOrder) });
  // Online payment (issue 13): the methods usable here, the one picked, and the way to the gateway.
  const methodsQuery = usePaymentMethods(referenceId, restaurant.payment_methods.includes(onlinePaymentType));
  const [applePay] = useState(browserCanApplePay);
  const onlineMethods = usableOnlineMethods(methodsQuery.data, applePay);
  const [pickedMethod, setPickedMethod] = useState<OnlineMethod | null>(null);
  const onlineMethod = pickedMethod && onlineMethods.includes(pickedMethod) ? pickedMethod : (onlineMethods[0] ?? null);
  const [redirecting, setRedirecting] = useState(false);
  useDocumentTitle(`${t('checkout.title')} · ${restaurant.business_name}`);

  // One Idempotency-Key per checkout attempt, made when the checkout opens and kept until an order succeeds.
  useEffect(() => {
    useCartStore.getState().ensureCheckoutKey();
  }, []);

  useContactPrefill(customer);

  // The pixels' begin checkout (issue 18), once per visit of the checkout.
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (checkoutTracked.current || items.length === 0) return;
    checkoutTracked.current = true;
    const tracked = trackedItemsOf(items);
    trackEvent(referenceId, { name: 'begin_checkout', items: tracked, value: trackedValueOf(tracked) });
  }, [referenceId, items]);

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
  const walletCover =
    useWallet && customer
      ? walletCoverOf({ balanceMinor: customer.walletBalanceMinor ?? 0, breakdown: pricing.breakdown?.shown ?? null })
      : null;
  // With the wallet on, the rest is paid in cash, or online when something is left to pay (issue 13).
  const payments =
    useWallet && (!walletCover || walletCover.rest === 0)
      ? [walletPaymentType]
      : paymentChoices(restaurant.payment_methods, {
          online: onlineMethods.length > 0,
          wallet: useWallet,
          type,
          delivery: restaurant.checkoutDelivery,
        });
  const paymentType = payments.includes(cart.payment_type) ? cart.payment_type : (payments[0] ?? 2);
  const country = cart.phoneCountry ?? restaurant.country_iso ?? 'KW';
  const showCar = type === 'pickup' && Boolean(checkout?.showCarInfo);
  const table = useTableChoice({ type, branchId: restaurant.branch_id, locale: i18n.language, chosen: cart.table });
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

  if (redirecting) return <GatewayRedirect />;
  if (placed || items.length === 0) return <FullScreenSpinner />;

  const submit = async () => {
    // A ref, not state: a second click in the same frame must not start a second request.
    if (submitting.current || mutation.isPending || !canPlace || !navigator.onLine) return;
    const fields = checkoutFieldErrors({
      name: cart.name,
      phone: cart.phone,
      country,
      car: showCar ? cart.car : null,
      tableMissing: table.required && !table.selected,
      slotMissing: schedule.orderTime === 'later' && !schedule.slot,
    });
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
    setDeliveryFields(undefined);
    const store = useCartStore.getState();
    const idempotencyKey = store.ensureCheckoutKey();
    const tracked = trackedItemsOf(items);
    trackEvent(referenceId, { name: 'add_payment_info', items: tracked, value: trackedValueOf(tracked), paymentType });
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
      destination: delivery ? destinationOf(delivery.target) : null,
      onlineMethod,
      // The server sends its conversion events only with the guest's advertising consent (decision 0098).
      trackingConsent: trackingConsentFor(referenceId),
      notify: chosenNotifyChannel(restaurant.notify_channels),
    });
    try {
      const result = await mutation.mutateAsync({ body, idempotencyKey });
      useOrderAccess.getState().remember({ ...result.access, referenceId });
      // The wallet paid part of it: fetch the profile so the balance shown is the new one.
      if (body.use_wallet) void customer?.refresh();
      // Paid online: the cart stays until the payment is confirmed (the fail page offers it again).
      const online = onlineOutcomeOf(result.payment ?? null);
      if (online.kind === 'redirect') {
        setRedirecting(true);
        goToGateway(online.url);
        return;
      }
      if (online.kind === 'error') {
        if (online.newKey) useCartStore.setState({ checkoutKey: null });
        setErrors({ ...noErrors, banner: { key: online.key } });
        window.scrollTo?.({ top: 0, behavior: 'smooth' });
        return;
      }
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
      if (delivery && isApiError(error)) setDeliveryFields(error.fields);
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    } finally {
      submitting.current = false;
    }
  };

  const breakdown = pricing.breakdown;
  const pending = mutation.isPending || redirecting;
  const canPlace =
    usability.usable &&
    pricing.lineProblems.size === 0 &&
    pricing.error === null &&
    Boolean(pricing.server) &&
    (breakdown?.shown.missingForMinOrder ?? 0) === 0 &&
    (!delivery || delivery.target.ready);

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

        {delivery ? (
          <delivery.Section
            referenceId={referenceId}
            minOrder={
              breakdown ? { minimum: breakdown.shown.minOrder, missing: breakdown.shown.missingForMinOrder } : null
            }
            serverFields={deliveryFields}
            shippingFee={breakdown && delivery.target.shipping ? breakdown.shown.shippingFee : null}
            deliveryFee={breakdown && !delivery.target.shipping ? breakdown.shown.deliveryFee : null}
          />
        ) : null}

        {showCar ? (
          <CardSection id={`${ids}-car`} title={t('checkout.car.title')}>
            <CarFields
              car={cart.car}
              onChange={(car) => {
                edited('car');
                cart.setCar(car);
              }}
              error={text(fieldError('car'))}
            />
          </CardSection>
        ) : null}

        {table.shown ? (
          <CardSection id={`${ids}-table`} title={t('checkout.table.title')}>
            <TableField
              choice={table}
              onChange={(chosen) => {
                edited('table');
                cart.setTable(chosen);
              }}
              error={text(fieldError('table'))}
            />
          </CardSection>
        ) : null}

        <CardSection id={`${ids}-contact`} title={t('checkout.contact.title')}>
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
        </CardSection>

        <CardSection id={`${ids}-when`} title={t('checkout.when.title')}>
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
        </CardSection>

        <OrderNote id={`${ids}-note`} value={cart.note} onChange={cart.setNote} />
        <NotifyOptIn id={`${ids}-notify`} channels={restaurant.notify_channels} />

        {customer && walletOffered(customer) ? (
          <WalletPayment customer={customer} breakdown={breakdown?.shown ?? null} money={money} />
        ) : walletBlock ? (
          <WalletUnavailable
            block={walletBlock}
            balance={walletBlock === 'empty' ? money(0) : null}
            loginHref={loginPath(referenceId, location.pathname)}
          />
        ) : null}

        <PaymentChoice
          type={type}
          payments={payments}
          value={paymentType}
          onChange={(payment) => {
            edited('payment');
            cart.setPaymentType(payment);
          }}
          walletCover={walletCover}
          online={{ methods: onlineMethods, value: onlineMethod, onChange: setPickedMethod }}
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
          delivery={Boolean(delivery) && !delivery?.target.shipping}
        />
        <PlaceOrderBar
          pending={pending}
          disabled={pending || !canPlace}
          total={breakdown ? money(breakdown.shown.total) : ''}
        />
      </aside>
    </form>
  );
}
