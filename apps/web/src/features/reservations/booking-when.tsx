import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CardSection } from '../../shared/ui/card.tsx';
import { chip, chipOff, chipOn } from './booking-styles.ts';
import type { StripDay } from './date-strip.ts';

/** The booking's "When": a strip of the next days and the party size, within the venue's limits. */
export function BookingWhen({
  id,
  days,
  date,
  onDate,
  party,
  onParty,
}: {
  id: string;
  days: readonly StripDay[];
  /** The chosen day (`YYYY-MM-DD`). */
  date: string;
  onDate: (date: string) => void;
  party: { size: number; min: number; max: number };
  onParty: (size: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <CardSection id={id} title={t('reservation.when')}>
      <div
        role="group"
        aria-label={t('reservation.date')}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
        data-testid="date-strip"
      >
        {days.map((day) => {
          const on = day.date === date;
          return (
            <button
              key={day.date}
              type="button"
              aria-pressed={on}
              data-date={day.date}
              onClick={() => onDate(day.date)}
              className={`flex min-h-16 w-16 shrink-0 flex-col items-center justify-center rounded-2xl text-sm ring-1 transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${on ? chipOn : chipOff}`}
            >
              <span className="text-xs">
                {day.offset === 0 ? t('reservation.today') : day.offset === 1 ? t('reservation.tomorrow') : day.weekday}
              </span>
              <span className="text-lg leading-tight font-bold tabular-nums">{day.day}</span>
              <span className="text-xs">{day.month}</span>
            </button>
          );
        })}
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <span id={`${id}-party`} className="text-sm font-medium text-ink">
          {t('reservation.partySize')}
        </span>
        <div role="group" aria-labelledby={`${id}-party`} className="flex items-center gap-2">
          <button
            type="button"
            className={`${chip} ${chipOff} size-11 px-0 text-lg`}
            onClick={() => onParty(party.size - 1)}
            disabled={party.size <= party.min}
            aria-label={t('reservation.fewer')}
          >
            −
          </button>
          <output
            aria-live="polite"
            className="min-w-12 text-center text-lg font-semibold text-ink tabular-nums"
            data-testid="party"
          >
            {party.size}
          </output>
          <button
            type="button"
            className={`${chip} ${chipOff} size-11 px-0 text-lg`}
            onClick={() => onParty(party.size + 1)}
            disabled={party.size >= party.max}
            aria-label={t('reservation.more')}
          >
            +
          </button>
        </div>
      </div>
    </CardSection>
  );
}
