import { validatePhone, type PhoneError } from '@okmenu/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { buttonClass, inputClass } from './account-page.tsx';
import { CountryPicker } from './country-picker.tsx';

/** A phone that passed the checks, ready for send-otp. */
export interface CheckedPhone {
  e164: string;
  dialCode: string;
}

/** The first step of login: the country and the number, checked with libphonenumber before anything is sent. */
export function PhoneStep(props: {
  defaultCountry: string;
  defaultNumber: string;
  busy: boolean;
  /** A problem from the server (too many codes, SMS unavailable …), already translated. */
  serverError: string | null;
  onSubmit: (phone: CheckedPhone) => void;
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(props.defaultCountry);
  const [number, setNumber] = useState(props.defaultNumber);
  const [error, setError] = useState<PhoneError | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = validatePhone({ number, country });
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    props.onSubmit({ e164: check.e164, dialCode: check.dialCode });
  };

  const message = error ? t(`auth.phoneErrors.${error}`) : props.serverError;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink">
          {t('auth.phone.label')}
        </label>
        <div className="flex gap-2" dir="ltr">
          <CountryPicker value={country} onChange={setCountry} disabled={props.busy} />
          <input
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              if (error) setError(null);
            }}
            placeholder={t('auth.phone.placeholder')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            disabled={props.busy}
            maxLength={40}
            className={`${inputClass} flex-1 tabular-nums`}
          />
        </div>
        {message ? (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {message}
          </p>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{t('auth.phone.hint')}</p>
        )}
      </div>
      <button type="submit" disabled={props.busy} className={`${buttonClass.primary} w-full`}>
        {props.busy ? <Spinner className="size-5 border-2" /> : null}
        {t('auth.phone.submit')}
      </button>
    </form>
  );
}
