import { validatePhone, type PhoneCheck } from '@okmenu/domain';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { countryOptions } from '../phone/countries.ts';
import { errorTextClass } from './field.tsx';

/** Checks a phone number as typed with the chosen country (SPEC §5, §8 codes). */
export function checkPhone(phone: string, country: string | null): PhoneCheck {
  return validatePhone({ number: phone, country });
}

interface PhoneFieldProps {
  phone: string;
  country: string;
  onPhone: (phone: string) => void;
  onCountry: (country: string) => void;
  /** An i18n key of the problem to show, or null. */
  error: string | null;
  inputId: string;
}

/** A country picker (dial codes) and the number; the number may also be typed with its own +code. */
export function PhoneField({ phone, country, onPhone, onCountry, error, inputId }: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  // The same list as the sign-in's country picker (names in the interface language, sorted by name).
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const errorId = `${inputId}-error`;
  const selected = countries.find((candidate) => candidate.iso === country);
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
        {t('checkout.phone.label')}
      </label>
      <div className="flex gap-2" dir="ltr">
        <label className="sr-only" htmlFor={`${inputId}-country`}>
          {t('checkout.phone.country')}
        </label>
        <div className="relative rounded-xl focus-within:ring-2 focus-within:ring-primary">
          <select
            id={`${inputId}-country`}
            value={country}
            onChange={(event) => onCountry(event.target.value)}
            className="absolute inset-0 opacity-0"
            aria-describedby={error ? errorId : undefined}
          >
            {countries.map((candidate) => (
              <option key={candidate.iso} value={candidate.iso}>
                {`${candidate.name} (${candidate.dialCode})`}
              </option>
            ))}
          </select>
          <span
            aria-hidden="true"
            className="pointer-events-none flex min-h-12 items-center gap-1 rounded-xl bg-surface px-3 font-medium text-ink tabular-nums ring-1 ring-line"
          >
            {country} {selected?.dialCode ?? ''}
            <span className="text-ink-muted">▾</span>
          </span>
        </div>
        <input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(event) => onPhone(event.target.value)}
          maxLength={30}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('checkout.phone.placeholder')}
          className="min-h-12 min-w-0 flex-1 rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-red-500"
        />
      </div>
      {error ? (
        <p id={errorId} className={`mt-1 ${errorTextClass}`} data-testid="phone-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
