import type { OrderWire } from '@okmenu/contract';
import { OrderAddress } from '../../../entities/address/order-address.tsx';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CalendarIcon, CarIcon, DeliveryIcon, DineInIcon, PlateIcon } from '../../../shared/ui/icons.tsx';
import { formatMoney, formatScheduled, sellingTypeKey, telHref } from './staff-format.ts';
import { formatPhone } from '../../../shared/phone/format-phone.ts';

/** How the guest gets the order: the type with car details, table or scheduled time. */
export function OrderTypeLine({ order, now }: { order: OrderWire; now: number }) {
  const { t, i18n } = useTranslation();
  const Icon =
    order.selling_type === 'delivery'
      ? DeliveryIcon
      : order.selling_type === 'car_pickup' || order.selling_type === 'pickup'
        ? CarIcon
        : order.selling_type === 'dine_in' || order.selling_type === 'dinein'
          ? DineInIcon
          : PlateIcon;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1.5 font-semibold">
        <Icon className="size-4.5" />
        {t(sellingTypeKey(order))}
      </span>
      {order.car ? (
        <span className="text-ink-muted">
          {t('staff.order.car', { color: order.car.color, model: order.car.model, plate: order.car.plate })}
        </span>
      ) : null}
      {order.table ? <span className="font-semibold">{t('staff.order.table', { name: order.table.name })}</span> : null}
      <OrderAddress order={order} raiseLink className="basis-full" />
      {order.scheduled_for ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-900 dark:bg-sky-900/50 dark:text-sky-100">
          <CalendarIcon className="size-4" />
          {t('staff.order.scheduledFor', { time: formatScheduled(order.scheduled_for, now, i18n.language) })}
        </span>
      ) : null}
    </div>
  );
}

/** The guest's name and a phone link. The link sits above a card's stretched button. */
export function Customer({ order }: { order: OrderWire }) {
  const { t } = useTranslation();
  // The name says the number as it is shown (grouped), so speech input can say what it sees (WCAG 2.5.3).
  const phone = formatPhone(order.phone);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-medium">{order.name}</span>
      <a
        href={telHref(order.phone)}
        dir="ltr"
        aria-label={t('staff.order.call', { name: order.name, phone })}
        className="relative z-10 rounded-full px-1 text-primary-ink underline underline-offset-2"
      >
        {phone}
      </a>
    </div>
  );
}

/** The order's lines with their options and comments. */
export function OrderLines({ order, showPrices = false }: { order: OrderWire; showPrices?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.language);
  return (
    <ul className="space-y-2" aria-label={t('staff.order.lines')}>
      {(order.lines ?? []).map((line) => (
        <li key={line.line_no} className="text-sm">
          <div className="flex items-baseline gap-2">
            <span className="min-w-7 font-bold tabular-nums">
              {t('staff.order.quantity', { count: line.quantity })}
            </span>
            <span className="flex-1 font-medium">
              {line.name}
              {line.price_label ? <span className="text-ink-muted"> · {line.price_label}</span> : null}
            </span>
            {showPrices ? <span className="tabular-nums">{money(line.total_price)}</span> : null}
          </div>
          {line.modifiers.length > 0 ? (
            <ul className="ms-9 text-ink-muted">
              {line.modifiers.map((modifier) => (
                <li key={modifier.id}>
                  {modifier.quantity > 1 ? `${t('staff.order.quantity', { count: modifier.quantity })} ` : '+ '}
                  {modifier.name}
                </li>
              ))}
            </ul>
          ) : null}
          {line.comment ? (
            <p className="ms-9 mt-0.5 rounded-lg bg-amber-50 px-2 py-1 text-amber-950 dark:bg-amber-900/30 dark:text-amber-100">
              {t('staff.order.lineComment', { comment: line.comment })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
