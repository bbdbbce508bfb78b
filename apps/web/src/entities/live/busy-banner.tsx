import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { formatLocalTime } from '../../shared/i18n/format-time.ts';
import { ClockIcon } from '../../shared/ui/icons.tsx';
import { useRestaurant } from '../business/api/get-restaurant.ts';
import { branchTimeZone } from '../business/branch-time-zone.ts';
import { busyNotice } from './live-overlay.ts';
import { useRouteLive } from './route-live.tsx';

/** Tells guests, before they build a cart, that the venue paused new orders (until when) or is slower today. */
export function BusyBanner({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { referenceId, live } = useRouteLive();
  const { data } = useRestaurant(referenceId);
  const notice = busyNotice(live, new Date());
  if (notice.kind === 'none') return null;
  const timeZone = branchTimeZone(data?.restaurant, data?.restaurant?.branch_id ?? 0);
  const until =
    notice.kind === 'paused' && notice.until
      ? formatLocalTime(notice.until.toISOString(), { locale: i18n.language, timeZone, withDay: false })
      : null;
  return (
    <div className={className}>
      <div
        role="status"
        data-testid="busy-banner"
        className="flex items-start gap-3 rounded-2xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-800"
      >
        <ClockIcon className="mt-0.5 size-5 shrink-0" />
        <p className="min-w-0">
          {notice.kind === 'paused' ? (
            <>
              <span className="block font-semibold">
                {until ? t('live.pausedUntil', { time: until }) : t('live.paused')}
              </span>
              <span className="block">
                {notice.scheduledAllowed ? t('live.pausedScheduleLater') : t('live.pausedComeBack')}
              </span>
            </>
          ) : (
            <span className="block font-semibold">{t('live.slower', { n: notice.extraMinutes })}</span>
          )}
        </p>
      </div>
    </div>
  );
}
