import { addDaysToDate, formatClockTime, weekdayName, type ZonedMoment } from '@okmenu/domain';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ClockIcon } from '../../shared/ui/icons.tsx';
import type { NextOpening } from './menu-view.ts';

/** "Opens at 7:00 AM", "Opens tomorrow at …", "Opens Monday at …" in the business's local time. */
export function useOpeningText(): (opensAt: NextOpening | null, moment: ZonedMoment) => string | null {
  const { t, i18n } = useTranslation();
  return (opensAt, moment) => {
    if (!opensAt) return null;
    // The page's own clock when it brought one (decision 0121), else Intl.
    const time = formatClockTime(opensAt.minutes, i18n.language);
    if (opensAt.inDays === 0) return t('menu.opensToday', { time });
    if (opensAt.inDays === 1) return t('menu.opensTomorrow', { time });
    const day = weekdayName(addDaysToDate(moment.date, opensAt.inDays), i18n.language);
    return t('menu.opensOn', { day, time });
  };
}

/** The "Not available now" badge of a closed category, with its next opening when known. */
export function ClosedNote({
  opensAt,
  moment,
  tone = 'plain',
}: {
  opensAt: NextOpening | null;
  moment: ZonedMoment;
  tone?: 'plain' | 'overlay';
}) {
  const { t } = useTranslation();
  const opening = useOpeningText()(opensAt, moment);
  return (
    <span
      className={`inline-flex max-w-full items-start gap-1.5 rounded-xl px-2.5 py-1 text-xs font-medium ${
        tone === 'overlay' ? 'bg-black/70 text-white' : 'bg-ink/5 text-ink-muted dark:bg-white/10'
      }`}
    >
      <ClockIcon className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0">
        <span className="block">{t('menu.notAvailableNow')}</span>
        {opening ? <span className="block font-normal opacity-90">{opening}</span> : null}
      </span>
    </span>
  );
}
