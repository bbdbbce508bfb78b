import type { ReservationWire } from '@okmenu/contract';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { statusNameOf } from './reservation-status.ts';

const badgeLooks: Record<string, string> = {
  pending: 'bg-amber-500/15 text-amber-900 dark:text-amber-200',
  accepted: 'bg-emerald-500/15 text-emerald-900 dark:text-emerald-200',
  rejected: 'bg-red-500/15 text-red-900 dark:text-red-200',
  completed: 'bg-sky-500/15 text-sky-900 dark:text-sky-200',
  cancelled: 'bg-ink/10 text-ink',
  noShow: 'bg-ink/10 text-ink',
  awaitingPayment: 'bg-amber-500/15 text-amber-900 dark:text-amber-200',
  expired: 'bg-ink/10 text-ink',
};

/** A booking's status as a coloured pill (the same words on the guest's pages and the staff board). */
export function ReservationBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = statusNameOf(status);
  return (
    <span
      data-testid="reservation-status"
      data-status={name}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${badgeLooks[name] ?? ''}`}
    >
      {t(`reservation.status.${name}`)}
    </span>
  );
}

/** The date and time of a booking in the branch's zone, in the interface language ("Wed 25 Nov, 19:00"). */
export function formatBookingTime(reservation: Pick<ReservationWire, 'start'>, locale: string, timeZone: string) {
  const instant = new Date(reservation.start);
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    }).format(instant);
  try {
    return format(timeZone);
  } catch {
    return format(undefined);
  }
}
