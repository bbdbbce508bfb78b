import type { OrderWire } from '@okmenu/contract';
import { paymentLabelKeys } from '../../../entities/order/payment-label.ts';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Customer, OrderLines, OrderTypeLine } from './order-summary.tsx';
import { acceptanceStageOf } from './escalation.ts';
import { formatClock, formatElapsed, formatMoney, minutesSince, paymentKey } from './staff-format.ts';

interface OrderCardProps {
  order: OrderWire;
  now: number;
  selected: boolean;
  /** Not opened yet since it arrived. */
  unseen: boolean;
  onSelect(order: OrderWire): void;
}

/** One order on the board: everything the kitchen needs at a glance; the whole card opens the detail. */
export function OrderCard({ order, now, selected, unseen, onSelect }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const waiting = order.status === 0 ? minutesSince(order.created_at, now) : 0;
  const late = waiting >= 10 ? 'late' : waiting >= 5 ? 'waiting' : null;
  // Issue 17: past the venue's limit an unaccepted order is highlighted until accepted or rejected.
  const stage = acceptanceStageOf(order, now);
  const escalated = stage === 'escalated' || stage === 'expired';
  return (
    <article
      aria-labelledby={titleId}
      data-order-id={order.id}
      data-escalated={escalated || undefined}
      className={`relative rounded-2xl p-4 shadow-sm ring-1 transition ${
        escalated ? 'bg-red-50 dark:bg-red-950/50' : 'bg-raised'
      } ${selected ? 'ring-2 ring-primary' : escalated ? 'ring-2 ring-red-600' : 'ring-line hover:ring-primary/40'}`}
    >
      {escalated && order.acceptance ? (
        <p
          role="alert"
          className="mb-2 rounded-lg bg-red-600 px-2 py-1 text-sm font-bold text-white motion-safe:animate-pulse"
        >
          {t('ops.escalated', { time: formatClock(order.acceptance.reject_at, i18n.language) })}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg leading-tight font-bold">
          <button
            type="button"
            onClick={() => onSelect(order)}
            aria-current={selected ? 'true' : undefined}
            className="text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-primary-ink"
          >
            {t('staff.order.number', { number: order.id })}
          </button>
        </h3>
        <div className="flex shrink-0 items-center gap-2">
          {unseen ? (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
              {t('staff.order.new')}
            </span>
          ) : null}
          <time
            dateTime={order.created_at}
            className={`text-sm tabular-nums ${
              late === 'late'
                ? 'font-bold text-red-700 dark:text-red-300'
                : late === 'waiting'
                  ? 'font-semibold text-amber-700 dark:text-amber-300'
                  : 'text-ink-muted'
            }`}
          >
            {formatElapsed(order.created_at, now, i18n.language)}
          </time>
        </div>
      </div>
      <div className="mt-2 space-y-2">
        <OrderTypeLine order={order} now={now} />
        <Customer order={order} />
        <OrderLines order={order} />
        {order.notes ? (
          <p className="rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:bg-amber-900/30 dark:text-amber-100">
            {t('staff.order.note', { note: order.notes })}
          </p>
        ) : null}
      </div>
      <div className="mt-3 flex items-center justify-between border-t border-line pt-3 text-sm">
        <span className="text-ink-muted">
          {paymentLabelKeys(order, paymentKey(order.payment_type))
            .map((key) => t(key))
            .join(t('cart.listSeparator'))}
        </span>
        <span className="font-bold tabular-nums">{formatMoney(order.totals.total, order.currency, i18n.language)}</span>
      </div>
    </article>
  );
}
