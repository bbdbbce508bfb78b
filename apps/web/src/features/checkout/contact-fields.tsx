import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PhoneField } from './phone-field.tsx';

const inputClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-red-500';

/** Who orders: the name and the phone (with its country) the venue reaches them on. */
export function ContactFields({
  inputIds,
  name,
  phone,
  country,
  onChange,
  nameError,
  phoneError,
}: {
  /** Prefix of the inputs' ids (the form's `useId`). */
  inputIds: string;
  name: string;
  phone: string;
  country: string;
  /** One field changed: `name`, or the phone's number or country. */
  onChange: (contact: { name: string } | { phone: string } | { phoneCountry: string | null }) => void;
  nameError: string | null;
  /** The phone error's message key (PhoneField words it). */
  phoneError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <div data-field="name">
        <label htmlFor={`${inputIds}-name`} className="mb-1 block text-sm font-medium text-ink">
          {t('checkout.contact.name')}
        </label>
        <input
          id={`${inputIds}-name`}
          value={name}
          onChange={(event) => onChange({ name: event.target.value })}
          autoComplete="name"
          maxLength={100}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${inputIds}-name-error` : undefined}
          className={inputClass}
        />
        {nameError ? (
          <p id={`${inputIds}-name-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {nameError}
          </p>
        ) : null}
      </div>
      <div data-field="phone">
        <PhoneField
          inputId={`${inputIds}-phone`}
          phone={phone}
          country={country}
          onPhone={(next) => onChange({ phone: next })}
          onCountry={(phoneCountry) => onChange({ phoneCountry })}
          error={phoneError}
        />
      </div>
    </div>
  );
}
