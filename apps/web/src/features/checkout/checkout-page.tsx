import type { RestaurantResponse } from '@okmenu/contract';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Navigate, useLocation } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { useShifts } from '../../entities/cart/api/get-shifts.ts';
import { useCartItems, useCartStore } from '../../entities/cart/cart-store.ts';
import { cartUsability, checkoutOptionsOf } from '../../entities/cart/cart-usable.ts';
import { useCartPricing } from '../../entities/cart/use-cart-pricing.ts';
import { MenuChangedNotice } from '../../entities/cart/menu-changed-notice.tsx';
import { useMenuRefresh } from '../../entities/cart/use-menu-refresh.ts';
import { UsabilityNote } from '../../entities/cart/usability-note.tsx';
import { loginPath } from '../../entities/customer/auth-paths.ts';
import { useProfile } from '../../entities/customer/use-profile.ts';
import { useSignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { GatewayRedirect } from '../../entities/payment/gateway-redirect.tsx';
import { trackingConsentFor } from '../../entities/tracking/consent.ts';
import { trackedItemsOf, trackedValueOf } from '../../entities/tracking/cart-items.ts';
import { trackEvent } from '../../entities/tracking/events.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { CardSection } from '../../shared/ui/card.tsx';
import { checkPhone } from '../../shared/ui/phone-field.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { CarFields } from './car-fields.tsx';
import type { CheckoutDelivery } from './checkout-delivery.ts';
import type { CheckoutField } from './checkout-errors.ts';
import { CheckoutHeader } from './checkout-header.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { checkoutFieldErrors } from './checkout-validation.ts';
import { ContactFields } from './contact-fields.tsx';
import { useContactPrefill } from './contact-prefill.ts';
import { chosenNotifyChannel, NotifyOptIn } from './notify-opt-in.tsx';
import { destinationOf, orderBodyOf } from './order-body.ts';
import { OrderNote } from './order-note.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { PlaceOrderBar } from './place-order-bar.tsx';
import { ScheduleField } from './schedule-field.tsx';
import { orderSlots, resolveSchedule } from './slots.ts';
import { TableField, useTableChoice } from './table-field.tsx';
import { useCheckoutPayment } from './use-checkout-payment.ts';
import { usePlaceOrder, type PreparedOrder } from './use-place-order.ts';
import { walletBlockOf, walletOffered } from './wallet-cover.ts';
import { WalletPayment, WalletUnavailable } from './wallet-payment.tsx';

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
    fresh: true,
  });
  const money = useMoney(data);
  const nowMs = useNow();
  const now = useMemo(() => new Date(nowMs), [nowMs]);
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
  const payment = useCheckoutPayment({ referenceId, restaurant, type, customer, pricing, chosen: cart.payment_type });
  const { paymentType, onlineMethod } = payment;
  const country = cart.phoneCountry ?? restaurant.country_iso ?? 'KW';
  const showCar = type === 'pickup' && Boolean(checkout?.showCarInfo);
  const table = useTableChoice({ type, branchId: restaurant.branch_id, locale: i18n.language, chosen: cart.table });
  const timeZone = shifts.data?.time_zone ?? 'Asia/Kuwait';

  const breakdown = pricing.breakdown;
  const canPlace =
    usability.usable &&
    pricing.lineProblems.size === 0 &&
    pricing.error === null &&
    Boolean(pricing.server) &&
    (breakdown?.shown.missingForMinOrder ?? 0) === 0 &&
    (!delivery || delivery.target.ready);

  // What the guest filled in, checked, as the order's body (SPEC §3 order payload); the hook places it.
  const prepare = (): PreparedOrder => {
    const fields = checkoutFieldErrors({
      name: cart.name,
      phone: cart.phone,
      country,
      car: showCar ? cart.car : null,
      tableMissing: table.required && !table.selected,
      slotMissing: schedule.orderTime === 'later' && !schedule.slot,
    });
    if (Object.keys(fields).length > 0) return { fields };
    const phone = checkPhone(cart.phone, country);
    if (!phone.ok) return null;
    const later = schedule.orderTime === 'later' && schedule.slot;
    return {
      body: orderBodyOf({
        branchId: restaurant.branch_id,
        type,
        items,
        name: cart.name,
        phone,
        coupon: pricing.coupon?.applied ? pricing.coupon.code : null,
        note: cart.note,
        paymentType,
        schedule: later ? { type: 'later', slot_start: later.start } : { type: 'now' },
        car: showCar ? cart.car : null,
        tableId: table.selected?.id ?? null,
        useWallet,
        destination: delivery ? destinationOf(delivery.target) : null,
        onlineMethod,
        // The server sends its conversion events only with the guest's advertising consent (decision 0098).
        trackingConsent: trackingConsentFor(referenceId),
        notify: chosenNotifyChannel(restaurant.notify_channels),
      }),
    };
  };

  const place = usePlaceOrder({
    referenceId,
    items,
    paymentType,
    canPlace,
    prepare,
    refreshWallet: (thenReprice) => void customer?.refresh().finally(() => thenReprice && pricing.refetch()),
    refreshSlots: () => void shifts.refetch(),
  });
  const { errors, setErrors, pending } = place;
  // The server said the menu changed under the cart: read it again and bring the cart up to date (decision 0110).
  const menuRefresh = useMenuRefresh({ referenceId, items, problems: [pricing.lineProblems, place.menuProblems] });

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

  if (place.redirecting) return <GatewayRedirect />;
  if (place.placed) return <FullScreenSpinner />;
  // Emptied (the menu no longer has its lines): the cart says what went.
  if (items.length === 0) return <Navigate to={`/${referenceId}/${type}/cart`} replace />;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void place.submit();
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
        <MenuChangedNotice
          refresh={menuRefresh}
          data={data}
          onRetry={() => {
            menuRefresh.retry();
            pricing.refetch();
          }}
        />
        <UsabilityNote usability={usability} timeZone={timeZone} />

        {delivery ? (
          <delivery.Section
            referenceId={referenceId}
            minOrder={
              breakdown ? { minimum: breakdown.shown.minOrder, missing: breakdown.shown.missingForMinOrder } : null
            }
            serverFields={place.deliveryFields}
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
          payments={payment.payments}
          value={paymentType}
          onChange={(payment) => {
            edited('payment');
            cart.setPaymentType(payment);
          }}
          walletCover={payment.walletCover}
          online={{ methods: payment.onlineMethods, value: onlineMethod, onChange: payment.setPickedMethod }}
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
