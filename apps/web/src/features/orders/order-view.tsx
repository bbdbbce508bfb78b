import type { OrderWire, RestaurantResponse } from '@okmenu/contract';
import { paymentLabelKey, paymentLabelKeys } from '../../entities/order/payment-label.ts';
import { isFinalStatus, isOrderStatusCode, toMinor, type ShownBreakdown } from '@okmenu/domain';
import { orderAddressOf } from '../../entities/address/address-fields.ts';
import { OrderAddress } from '../../entities/address/order-address.tsx';
import { BreakdownRows } from '../../entities/cart/breakdown-rows.tsx';
import { businessCurrency } from '../../entities/money/business-currency.ts';
import { formatLocalTime } from '../../shared/i18n/format-time.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { orderTimeline } from './order-timeline.ts';
import type { LiveState } from './use-order-events.ts';
import { branchTimeZone } from '../../entities/business/branch-time-zone.ts';
import { Card } from '../../shared/ui/card.tsx';
import { formatPaymentAmount, PaymentSummary } from '../../entities/payment/payment-summary.tsx';
import { formatPhone } from '../../shared/phone/format-phone.ts';

/** Status 11: placed online, waiting for the guest to pay on the gateway's page (issue 13). */
const awaitingPayment = 11;

/** An order's wire totals as the breakdown rows show them. */
function shownTotals(order: OrderWire, data: RestaurantResponse): ShownBreakdown {
  const currency = businessCurrency(data);
  const minor = (major: number) => toMinor(major, currency);
  const totals = order.totals;
  return {
    lines: [],
    subtotal: minor(totals.subtotal),
    discountTotal: minor(totals.discount_total),
    couponDiscount: minor(totals.coupon_discount),
    exclusiveTaxes: totals.exclusive_taxes.map((tax) => ({ ...tax, amount: minor(tax.amount) })),
    deliveryFee: minor(totals.delivery_fee),
    shippingFee: minor(totals.shipping_fee),
    serviceFee: minor(totals.service_fee),
    walletDiscount: minor(totals.wallet_discount),
    total: minor(totals.total),
    minOrder: 0,
    missingForMinOrder: 0,
  };
}

/** The translation key of a status, with "handed over" wording when nothing is delivered. */
export function statusKey(status: number, sellingType: string): string {
  if (!isOrderStatusCode(status)) return 'orders.status.unknown';
  const names: Record<number, string> = {
    0: 'pending',
    1: 'accepted',
    2: 'rejected',
    3: 'ready',
    4: 'out',
    5: sellingType === 'delivery' ? 'delivered' : 'handedOver',
    9: 'cancelled',
    10: 'scheduled',
    11: 'awaitingPayment',
    12: 'expired',
  };
  return `orders.status.${names[status]}`;
}

function LiveIndicator({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  if (state === 'ended' || state === 'unsupported') return null;
  const colour = state === 'live' ? 'bg-emerald-500' : 'bg-amber-500';
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-ink-muted"
      data-testid="live-state"
      data-state={state}
    >
      <span
        className={`size-2 rounded-full ${colour} ${state === 'live' ? 'animate-pulse motion-reduce:animate-none' : ''}`}
      />
      {t(`orders.live.${state}`)}
    </span>
  );
}

/** An order: its live status with the timeline, lines, totals and the details given at checkout. */
export function OrderView({ order, data, live }: { order: OrderWire; data: RestaurantResponse; live: LiveState }) {
  const { t, i18n } = useTranslation();
  const money = useMoney(data);
  const timeZone = branchTimeZone(data.restaurant, order.branch_id);
  const when = (iso: string) => formatLocalTime(iso, { locale: i18n.language, timeZone });
  const steps = orderTimeline(order);
  const final = isOrderStatusCode(order.status) && isFinalStatus(order.status);
  return (
    <div className="space-y-4">
      <Card as="section" aria-labelledby="order-status-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-status-heading" className="text-sm font-medium text-ink-muted">
            {t('orders.statusTitle')}
          </h2>
          {final ? null : <LiveIndicator state={live} />}
        </div>
        <p
          className="mt-1 text-2xl font-bold text-ink"
          role="status"
          aria-live="polite"
          data-testid="order-status"
          data-status={order.status}
        >
          {t(statusKey(order.status, order.selling_type))}
        </p>
        {order.scheduled_for ? (
          <p className="mt-1 text-sm text-ink-muted">{t('orders.scheduledFor', { time: when(order.scheduled_for) })}</p>
        ) : null}
        <ol className="mt-4 space-y-0" aria-label={t('orders.timeline')}>
          {steps.map((step, index) => {
            const dot =
              step.state === 'failed'
                ? 'bg-red-500 ring-red-500/30'
                : step.state === 'done'
                  ? 'bg-primary ring-primary/30'
                  : step.state === 'current'
                    ? 'bg-primary ring-primary/30 animate-pulse motion-reduce:animate-none'
                    : 'bg-ink/15 ring-transparent dark:bg-white/15';
            return (
              <li
                key={`${step.status}-${index}`}
                className="relative flex gap-3 pb-4 last:pb-0"
                aria-current={step.state === 'current' ? 'step' : undefined}
              >
                {index < steps.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className={`absolute start-[7px] top-4 bottom-0 w-0.5 ${step.state === 'done' ? 'bg-primary/60' : 'bg-ink/10 dark:bg-white/10'}`}
                  />
                ) : null}
                <span aria-hidden="true" className={`relative mt-0.5 size-4 shrink-0 rounded-full ring-4 ${dot}`} />
                <span className="min-w-0">
                  <span
                    className={`block text-sm font-medium ${step.state === 'upcoming' ? 'text-ink-muted' : 'text-ink'}`}
                  >
                    {t(statusKey(step.status, order.selling_type))}
                    <span className="sr-only"> · {t(`orders.stepState.${step.state}`)}</span>
                  </span>
                  {step.at ? <span className="block text-xs text-ink-muted">{when(step.at)}</span> : null}
                  {step.reason ? (
                    <span className="block text-sm text-red-700 dark:text-red-300">
                      {/* Reasons the server sets itself come as codes (issue 17); staff reasons as typed. */}
                      {step.reason === 'not_accepted_in_time' ? t('live.notAcceptedInTime') : step.reason}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      </Card>

      <Card as="section" aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className="mb-3 font-semibold text-ink">
          {t('orders.items')}
        </h2>
        <ul className="mb-3 space-y-2 border-b border-line pb-3 text-sm">
          {(order.lines ?? []).map((line) => (
            <li key={line.line_no} className="flex justify-between gap-3">
              <span className="min-w-0 text-ink">
                <span className="tabular-nums">{line.quantity}×</span> {line.name}
                {line.price_label ? <span className="text-ink-muted"> · {line.price_label}</span> : null}
                {line.modifiers.length > 0 ? (
                  <span className="block text-ink-muted">
                    {line.modifiers
                      .map((modifier) =>
                        modifier.quantity > 1 ? `${modifier.quantity}× ${modifier.name}` : modifier.name,
                      )
                      .join(t('cart.listSeparator'))}
                  </span>
                ) : null}
                {line.comment ? <span className="block text-ink-muted italic">“{line.comment}”</span> : null}
              </span>
              <span className="shrink-0 text-ink-muted tabular-nums">
                {money(toMinor(line.total_price, businessCurrency(data)))}
              </span>
            </li>
          ))}
        </ul>
        <BreakdownRows
          breakdown={shownTotals(order, data)}
          money={money}
          couponCode={order.coupon_code}
          delivery={order.selling_type === 'delivery' && order.totals.shipping_fee === 0}
        />
      </Card>

      <Card as="section" aria-labelledby="order-details-heading">
        <h2 id="order-details-heading" className="mb-3 font-semibold text-ink">
          {t('orders.details')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{t('orders.placedAt')}</dt>
          <dd className="text-ink">{when(order.created_at)}</dd>
          <dt className="text-ink-muted">{t('orders.name')}</dt>
          <dd className="text-ink">{order.name}</dd>
          <dt className="text-ink-muted">{t('orders.phone')}</dt>
          <dd className="text-ink" dir="ltr">
            <span className="inline-block">{formatPhone(order.phone)}</span>
          </dd>
          <dt className="text-ink-muted">{t('orders.payment')}</dt>
          <dd className="text-ink" data-testid="order-payment">
            {paymentLabelKeys(order, paymentLabelKey(order.payment_type, order.selling_type))
              .map((key) => t(key))
              .join(t('cart.listSeparator'))}
            {order.payment ? (
              <PaymentSummary
                className="mt-1"
                payment={order.payment}
                money={(amount, currency) =>
                  currency === businessCurrency(data).code
                    ? money(toMinor(amount, businessCurrency(data)))
                    : formatPaymentAmount(amount, currency, i18n.language)
                }
              />
            ) : null}
            {order.status === awaitingPayment && order.payment?.redirect_url ? (
              <a
                href={order.payment.redirect_url}
                className="mt-2 inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:opacity-90"
                data-testid="continue-payment"
              >
                {t('payments.backToPayment')}
              </a>
            ) : null}
          </dd>
          {order.car ? (
            <>
              <dt className="text-ink-muted">{t('orders.car')}</dt>
              <dd className="text-ink">{`${order.car.model} · ${order.car.color} · ${order.car.plate}`}</dd>
            </>
          ) : null}
          {order.table ? (
            <>
              <dt className="text-ink-muted">{t('orders.table')}</dt>
              <dd className="text-ink">{order.table.name}</dd>
            </>
          ) : null}
          {orderAddressOf(order, i18n.language) ? (
            <>
              <dt className="text-ink-muted">{t('delivery.address.title')}</dt>
              <dd>
                <OrderAddress order={order} />
              </dd>
            </>
          ) : null}
          {order.notify ? (
            <>
              <dt className="text-ink-muted">{t('orders.notify')}</dt>
              <dd className="text-ink" data-testid="order-notify">
                {t(`checkout.notify.${order.notify}`)}
              </dd>
            </>
          ) : null}
          {order.notes ? (
            <>
              <dt className="text-ink-muted">{t('orders.note')}</dt>
              <dd className="text-ink">{order.notes}</dd>
            </>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}
