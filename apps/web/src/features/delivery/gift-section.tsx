import { addressLimits } from '@okmenu/contract/address-fields';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CardSection } from '../../shared/ui/card.tsx';
import { Field } from '../../shared/ui/field.tsx';
import type { GiftValues } from './delivery-types.ts';
import { fieldClass } from './field-styles.ts';

/** The address form's gift: sent as a gift or not, and then to whom, their phone and a message. */
export function GiftSection({
  id,
  gift,
  onChange,
  problem,
}: {
  id: string;
  gift: GiftValues;
  onChange: (gift: GiftValues) => void;
  /** The translated problem of a form key (`gift.recipient`), or null. */
  problem: (key: string) => string | null;
}) {
  const { t } = useTranslation();
  return (
    <CardSection id={id} title={t('delivery.gift.title')}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={gift.on}
          onChange={(event) => onChange({ ...gift, on: event.target.checked })}
          className="size-5 accent-[var(--color-primary)]"
        />
        <span className="text-ink">{t('delivery.gift.send')}</span>
      </label>
      {gift.on ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {(['recipient', 'phone'] as const).map((name) => (
            <div key={name} data-problem={`gift.${name}`}>
              <Field label={t(`delivery.gift.${name}`)} id={`${id}-${name}`} error={problem(`gift.${name}`)}>
                {(control) => (
                  <input
                    {...control}
                    type={name === 'phone' ? 'tel' : 'text'}
                    inputMode={name === 'phone' ? 'tel' : undefined}
                    value={gift[name]}
                    onChange={(event) => onChange({ ...gift, [name]: event.target.value })}
                    maxLength={addressLimits.gift[name]}
                    className={fieldClass}
                  />
                )}
              </Field>
            </div>
          ))}
          <Field label={t('delivery.gift.message')} id={`${id}-message`} className="sm:col-span-2">
            {(control) => (
              <textarea
                {...control}
                value={gift.message}
                onChange={(event) => onChange({ ...gift, message: event.target.value })}
                maxLength={addressLimits.gift.message}
                rows={3}
                className="block w-full rounded-xl bg-surface px-3 py-2 text-ink ring-1 ring-line focus:ring-2 focus:ring-primary focus:outline-none"
              />
            )}
          </Field>
        </div>
      ) : null}
    </CardSection>
  );
}
