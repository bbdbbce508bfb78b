import { verifyOtpBody } from '@okmenu/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { buttonClass, inputClass } from '../../shared/ui/control-styles.ts';
import { formatCountdown, useCountdown } from './countdown.ts';
import { errorTextClass } from '../../shared/ui/field.tsx';

export const codeLength = 6;

/** The code step's rule is verify-otp's `code` (6 digits), as the server checks it. */
export const codeFormSchema = z.object({ code: verifyOtpBody.shape.code });

/**
 * The one-time-code section: a 6-digit field (filled by the phone's keyboard suggestion where it
 * offers one), the countdown before another code may be asked for, then "Resend".
 */
export function CodeStep(props: {
  phoneLabel: string;
  /** When another code may be asked for (ms), or null when at once. */
  resendAt: number | null;
  verifying: boolean;
  resending: boolean;
  /** Translated problem with the last try or resend. */
  error: string | null;
  /** The code can no longer work: ask for a new one. */
  needsNewCode: boolean;
  /** Shown after a new code was sent. */
  notice: string | null;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangePhone: () => void;
}) {
  const { t } = useTranslation();
  const { handleSubmit, setValue, control } = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  const inputId = useId();
  const messageId = useId();
  const secondsLeft = useCountdown(props.resendAt);

  // Only a code that passes the contract's rule is sent; the field keeps its name `one-time-code` for the
  // phone's autofill, so its value goes through setValue; it shows no rule errors (the button waits for 6 digits).
  const verify = handleSubmit((values) => {
    if (!props.verifying) props.onVerify(values.code);
  });

  return (
    <div className="space-y-5">
      <p className="text-ink-muted">
        {t('auth.code.sentTo')}{' '}
        <bdi dir="ltr" className="font-semibold text-ink">
          {props.phoneLabel}
        </bdi>
        <button type="button" onClick={props.onChangePhone} className={`${buttonClass.link} ms-2`}>
          {t('auth.code.changePhone')}
        </button>
      </p>
      <form noValidate onSubmit={(event) => void verify(event)} className="space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink">
            {t('auth.code.label')}
          </label>
          <input
            id={inputId}
            name="one-time-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={codeLength}
            value={code}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, codeLength);
              setValue('code', digits);
              if (digits.length === codeLength) void verify();
            }}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code field is the only thing to do on this step, reached by the customer
            autoFocus
            dir="ltr"
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error || props.notice ? messageId : undefined}
            className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em] tabular-nums`}
          />
          {props.error ? (
            <p id={messageId} role="alert" className={`mt-2 ${errorTextClass}`}>
              {props.error}
            </p>
          ) : props.notice ? (
            <p id={messageId} role="status" className="mt-2 text-sm text-ink-muted">
              {props.notice}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={props.verifying || code.length !== codeLength}
          className={`${buttonClass.primary} w-full`}
        >
          {props.verifying ? <Spinner className="size-5 border-2" /> : null}
          {t('auth.code.submit')}
        </button>
      </form>
      <div className="flex min-h-11 items-center justify-center text-sm">
        {secondsLeft > 0 ? (
          <p className="text-ink-muted" aria-live="off">
            {t('auth.code.resendIn', { time: formatCountdown(secondsLeft) })}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => {
              setValue('code', '');
              props.onResend();
            }}
            disabled={props.resending}
            className={props.needsNewCode ? buttonClass.secondary : buttonClass.link}
          >
            {props.resending ? <Spinner className="size-4 border-2" /> : null}
            {t('auth.code.resend')}
          </button>
        )}
      </div>
    </div>
  );
}
