import type { OrderWire, RestaurantResponse } from '@okmenu/contract';
import { isFinalStatus, isOrderStatusCode, toMinor, type ShownBreakdown } from '@okmenu/domain';
import { BreakdownRows } from '../cart/breakdown-rows.tsx';
import { businessCurrency } from '../cart/cart-pricing.ts';
import { formatLocalTime } from '../cart/format-time.ts';
import { useMoney } from '../cart/use-money.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { orderTimeline } from './order-timeline.ts';
import type { LiveState } from './use-order-events.ts';
import { branchTimeZone } from '../business/branch-time-zone.ts';

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
      <section className="rounded-2xl bg-raised p-4 ring-1 ring-line" aria-labelledby="order-status-heading">
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
                    <span className="block text-sm text-red-700 dark:text-red-300">{step.reason}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      <section className="rounded-2xl bg-raised p-4 ring-1 ring-line" aria-labelledby="order-items-heading">
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
        <BreakdownRows breakdown={shownTotals(order, data)} money={money} couponCode={order.coupon_code} />
      </section>

      <section className="rounded-2xl bg-raised p-4 ring-1 ring-line" aria-labelledby="order-details-heading">
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
            <span className="inline-block">{order.phone}</span>
          </dd>
          <dt className="text-ink-muted">{t('orders.payment')}</dt>
          <dd className="text-ink">{t(`checkout.payment.type${order.payment_type}`)}</dd>
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
          {order.notes ? (
            <>
              <dt className="text-ink-muted">{t('orders.note')}</dt>
              <dd className="text-ink">{order.notes}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
