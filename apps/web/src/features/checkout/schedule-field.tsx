import type { TimeSlot } from '@okmenu/domain';
import { useId } from 'react';
import { formatLocalDate, formatLocalTime } from '../../shared/i18n/format-time.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { slotsByDate } from './slots.ts';
import { errorTextClass } from '../../shared/ui/field.tsx';

interface ScheduleValue {
  orderTime: 'now' | 'later';
  slot: TimeSlot | null;
}

interface ScheduleFieldProps {
  nowPossible: boolean;
  scheduling: boolean;
  slots: readonly TimeSlot[];
  value: ScheduleValue;
  timeZone: string;
  loading: boolean;
  onChange: (value: ScheduleValue) => void;
  error: string | null;
}

const choiceClass =
  'flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-line has-[:checked]:bg-primary/5 has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 dark:has-[:checked]:bg-white/5';
const selectClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line focus:ring-2 focus:ring-primary focus:outline-none';

/** As soon as possible, or a day and a time from the offered slots (in the branch's time zone). */
export function ScheduleField({
  nowPossible,
  scheduling,
  slots,
  value,
  timeZone,
  loading,
  onChange,
  error,
}: ScheduleFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (loading) return <Spinner className="size-6" />;
  const days = slotsByDate(slots);
  const day = days.find((group) => group.date === value.slot?.date) ?? days[0];
  const time = (slot: TimeSlot) => formatLocalTime(slot.start, { locale: i18n.language, timeZone, withDay: false });
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row" role="radiogroup" aria-label={t('checkout.when.title')}>
        <label className={choiceClass}>
          <input
            type="radio"
            name={`${id}-when`}
            checked={value.orderTime === 'now'}
            disabled={!nowPossible}
            onChange={() => onChange({ orderTime: 'now', slot: null })}
            className="size-4 accent-[var(--color-primary)]"
          />
          <span className="text-ink">{t('checkout.when.now')}</span>
        </label>
        <label className={choiceClass}>
          <input
            type="radio"
            name={`${id}-when`}
            checked={value.orderTime === 'later'}
            disabled={!scheduling || slots.length === 0}
            onChange={() => onChange({ orderTime: 'later', slot: value.slot ?? slots[1] ?? slots[0] ?? null })}
            className="size-4 accent-[var(--color-primary)]"
          />
          <span className="text-ink">{t('checkout.when.later')}</span>
        </label>
      </div>
      {!nowPossible && slots.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('checkout.when.noSlots')}</p>
      ) : null}
      {value.orderTime === 'later' && day ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-ink">
              {t('checkout.when.day')}
            </label>
            <select
              id={`${id}-day`}
              value={day.date}
              onChange={(event) => {
                const next = days.find((group) => group.date === event.target.value);
                onChange({ orderTime: 'later', slot: next?.slots[0] ?? null });
              }}
              className={selectClass}
            >
              {days.map((group) => (
                <option key={group.date} value={group.date}>
                  {formatLocalDate(group.date, i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-slot`} className="mb-1 block text-sm font-medium text-ink">
              {t('checkout.when.time')}
            </label>
            <select
              id={`${id}-slot`}
              value={value.slot?.start ?? ''}
              onChange={(event) =>
                onChange({
                  orderTime: 'later',
                  slot: day.slots.find((slot) => slot.start === event.target.value) ?? null,
                })
              }
              aria-invalid={error ? true : undefined}
              className={selectClass}
              data-testid="slot-select"
            >
              {value.slot ? null : <option value="">{t('checkout.when.chooseTime')}</option>}
              {day.slots.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {time(slot)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {error ? <p className={errorTextClass}>{error}</p> : null}
    </div>
  );
}
