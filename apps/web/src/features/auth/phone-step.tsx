import { sendOtpBody } from '@okmenu/contract';
import { validatePhone } from '@okmenu/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { domainIssueMessage, fieldErrorText } from '../../shared/forms/field-errors.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { buttonClass, inputClass } from '../../shared/ui/control-styles.ts';
import { CountryPicker } from './country-picker.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';

/** A phone that passed the checks, ready for send-otp. */
export interface CheckedPhone {
  e164: string;
  dialCode: string;
}

/**
 * The phone step's rules: the number is checked with libphonenumber (`validatePhone` of the domain, as the
 * server checks an order's phone), and what is sent satisfies send-otp's `phone` and `dial_code`.
 */
export const phoneFormSchema = z
  .object({ country: sendOtpBody.shape.country.unwrap(), phone: z.string() })
  .transform((values, context) => {
    const check = validatePhone({ number: values.phone, country: values.country });
    if (check.ok) return { e164: check.e164, dialCode: check.dialCode };
    context.addIssue({
      code: 'custom',
      path: ['phone'],
      message: domainIssueMessage(`auth.phoneErrors.${check.error}`),
    });
    return z.NEVER;
  })
  .pipe(z.object({ e164: sendOtpBody.shape.phone, dialCode: sendOtpBody.shape.dial_code.unwrap() }));

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
  const { register, handleSubmit, control, setValue, clearErrors, formState } = useForm({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { country: props.defaultCountry, phone: props.defaultNumber },
    reValidateMode: 'onSubmit',
  });
  const country = useWatch({ control, name: 'country' });
  const inputId = useId();
  const errorId = useId();

  const message = fieldErrorText(t, {}, 'phone', formState.errors.phone) ?? props.serverError;
  return (
    <form onSubmit={handleSubmit((checked) => props.onSubmit(checked))} noValidate className="space-y-5">
      <div>
        <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink">
          {t('auth.phone.label')}
        </label>
        <div className="flex gap-2" dir="ltr">
          <CountryPicker
            value={country}
            onChange={(next) => {
              setValue('country', next);
            }}
            disabled={props.busy}
          />
          <input
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...register('phone', { onChange: () => clearErrors('phone') })}
            placeholder={t('auth.phone.placeholder')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            disabled={props.busy}
            maxLength={40}
            className={`${inputClass} flex-1 tabular-nums`}
          />
        </div>
        {message ? (
          <p id={errorId} role="alert" className={`mt-2 ${errorTextClass}`}>
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
