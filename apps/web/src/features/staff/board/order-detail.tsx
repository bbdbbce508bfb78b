import type { OrderWire } from '@okmenu/contract';
import { paymentLabelKeys } from '../../../entities/order/payment-label.ts';
import { isOrderStatusCode, orderStatusName } from '@okmenu/domain';
import type { ReactNode } from 'react';
import { PaymentSummary } from '../../../entities/payment/payment-summary.tsx';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { columnOf, type StaffAction } from './board-model.ts';
import { OrderActions } from './order-actions.tsx';
import { Customer, OrderLines, OrderTypeLine } from './order-summary.tsx';
import { formatClock, formatElapsed, formatMoney, paymentKey } from './staff-format.ts';

interface OrderDetailProps {
  order: OrderWire;
  now: number;
  pending: StaffAction | null;
  error: string | null;
  onAction(action: StaffAction): void;
  /** Shown beside the heading (the close button of the phone's dialog). */
  headerEnd?: ReactNode;
  titleId?: string;
  /** Prints the order's kitchen ticket (issue 17). */
  onPrint?: () => void;
}

/** Everything about one order, its history and the moves it can make. */
export function OrderDetail({ order, now, pending, error, onAction, headerEnd, titleId, onPrint }: OrderDetailProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.language);
  const totals = order.totals;
  const rows: [string, number][] = [
    [t('staff.totals.subtotal'), totals.subtotal],
    ...(totals.discount_total ? [[t('staff.totals.discount'), -totals.discount_total] as [string, number]] : []),
    ...(totals.coupon_discount
      ? [[t('staff.totals.coupon', { code: order.coupon_code ?? '' }), -totals.coupon_discount] as [string, number]]
      : []),
    ...(totals.delivery_fee ? [[t('staff.totals.delivery'), totals.delivery_fee] as [string, number]] : []),
    ...(totals.shipping_fee ? [[t('staff.totals.shipping'), totals.shipping_fee] as [string, number]] : []),
    ...(totals.service_fee ? [[t('staff.totals.service'), totals.service_fee] as [string, number]] : []),
    ...totals.exclusive_taxes.map((tax): [string, number] => [tax.name, tax.amount]),
    ...(totals.wallet_discount ? [[t('staff.totals.wallet'), -totals.wallet_discount] as [string, number]] : []),
  ];
  const left = columnOf(order.status) === null;

  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-2xl font-bold">
            {t('staff.order.number', { number: order.id })}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            <StatusChip status={order.status} />{' '}
            {t('staff.order.placedAt', {
              time: formatClock(order.created_at, i18n.language),
              ago: formatElapsed(order.created_at, now, i18n.language),
            })}
          </p>
        </div>
        {headerEnd}
      </div>

      {left ? (
        <p role="status" className="rounded-2xl bg-surface p-3 text-sm">
          {t('staff.order.leftBoard')}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      <OrderActions order={order} pending={pending} onAction={onAction} />
      {onPrint ? (
        <button
          type="button"
          onClick={onPrint}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-line hover:bg-ink/5"
        >
          {t('ops.printTicket')}
        </button>
      ) : null}

      <section aria-label={t('staff.order.guest')} className="space-y-2 rounded-2xl bg-surface p-4">
        <OrderTypeLine order={order} now={now} />
        <Customer order={order} />
        {order.notes ? <p className="text-sm">{t('staff.order.note', { note: order.notes })}</p> : null}
      </section>

      <section className="space-y-3">
        <h3 className="font-semibold">{t('staff.order.items')}</h3>
        <OrderLines order={order} showPrices />
        <dl className="space-y-1 border-t border-line pt-3 text-sm">
          {rows.map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="tabular-nums">{money(amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 text-base font-bold">
            <dt>{t('staff.totals.total')}</dt>
            <dd className="tabular-nums">{money(totals.total)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('staff.totals.payment')}</dt>
            <dd>
              {paymentLabelKeys(order, paymentKey(order.payment_type))
                .map((key) => t(key))
                .join(t('cart.listSeparator'))}
            </dd>
          </div>
          {order.payment ? (
            <PaymentSummary
              className="pt-1"
              payment={order.payment}
              money={(amount, currency) => formatMoney(amount, currency, i18n.language)}
            />
          ) : null}
        </dl>
      </section>

      {order.events && order.events.length > 0 ? (
        <section className="space-y-2">
          <h3 className="font-semibold">{t('staff.order.history')}</h3>
          <ol className="space-y-1 text-sm">
            {order.events.map((event) => (
              <li key={event.id} className="flex gap-3">
                <time dateTime={event.at} className="shrink-0 whitespace-nowrap text-ink-muted tabular-nums">
                  {formatClock(event.at, i18n.language)}
                </time>
                <span>
                  {t(`staff.status.${event.status_name}`)}
                  {event.reason ? (
                    <span className="text-ink-muted">
                      {' · '}
                      {event.reason === 'not_accepted_in_time' ? t('ops.autoRejected') : event.reason}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

const chipStyle: Record<string, string> = {
  new: 'bg-accent text-white',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  ready: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  out: 'bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100',
};

/** The order's status as a coloured chip. */
export function StatusChip({ status }: { status: number }) {
  const { t } = useTranslation();
  const column = columnOf(status);
  const name = isOrderStatusCode(status) ? orderStatusName(status) : 'unknown';
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${
        column ? chipStyle[column] : 'bg-ink/10 text-ink'
      }`}
    >
      {t(`staff.status.${name}`)}
    </span>
  );
}
