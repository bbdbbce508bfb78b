import type { OrderWire } from '@okmenu/contract';
import { currencyOf } from '@okmenu/domain';

/** An amount in the major unit of a currency, e.g. "KWD 9.500" / "‏9٫500 د.ك.‏". */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  const digits = currencyOf(currencyCode).decimalDigits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currencyCode}`;
  }
}

/** How long ago something happened, e.g. "5 min. ago" / "now", in the interface language. */
export function formatElapsed(since: string, now: number, locale: string): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}

/** Minutes since the order was placed (for colouring waiting orders). */
export const minutesSince = (since: string, now: number) => Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));

/** A time of day with the weekday when it is not today, e.g. "Tue 18:30". */
export function formatScheduled(at: string, now: number, locale: string): string {
  const date = new Date(at);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { weekday: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** A clock time, e.g. "18:04". */
export const formatClock = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(at));

/** The tel: link of a phone number in E.164. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The translation key of an order's selling type. */
export function sellingTypeKey(order: Pick<OrderWire, 'selling_type'>): string {
  switch (order.selling_type) {
    case 'delivery':
      return 'staff.type.delivery';
    case 'car_pickup':
    case 'pickup':
      return 'staff.type.pickup';
    case 'dine_in':
    case 'dinein':
      return 'staff.type.dineIn';
    default:
      return 'staff.type.other';
  }
}

/** The translation key of a payment type (SPEC §4 codes). */
export function paymentKey(type: number): string {
  switch (type) {
    case 1:
      return 'staff.payment.online';
    case 2:
      return 'staff.payment.cash';
    case 3:
      return 'staff.payment.later';
    case 8:
      return 'staff.payment.card';
    default:
      return 'staff.payment.other';
  }
}
