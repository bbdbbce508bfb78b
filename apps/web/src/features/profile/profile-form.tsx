import type { UserWire } from '@okmenu/contract';
import { useId, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { buttonClass, inputClass } from '../auth/account-page.tsx';
import type { ProfileChanges } from '../auth/api/update-profile.ts';

/** The changes the form holds against the user: only what differs is sent; an emptied email is cleared. */
export function profileChanges(
  user: Pick<UserWire, 'name' | 'email'>,
  form: { name: string; email: string },
): ProfileChanges {
  const changes: ProfileChanges = {};
  const name = form.name.trim();
  const email = form.email.trim();
  if (name !== (user.name ?? '')) changes.name = name;
  if (email !== (user.email ?? '')) changes.email = email === '' ? null : email;
  return changes;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name and email, checked here first (a name is required; an email must look like one), then by the server. */
export function ProfileForm(props: {
  user: UserWire;
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onSave: (changes: ProfileChanges) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.user.name ?? '');
  const [email, setEmail] = useState(props.user.email ?? '');
  const [touched, setTouched] = useState(false);
  const nameId = useId();
  const emailId = useId();
  const nameError = touched && !name.trim() ? t('profile.errors.nameRequired') : null;
  const emailError = touched && email.trim() && !emailPattern.test(email.trim()) ? t('profile.errors.email') : null;
  const serverFields = isApiError(props.error) ? (props.error.fields ?? []) : [];
  const serverEmail = serverFields.some((field) => field.path.includes('email')) ? t('profile.errors.email') : null;
  const serverError =
    props.error && !serverEmail
      ? isApiError(props.error) && props.error.status === 0
        ? t('auth.errors.network')
        : t('profile.errors.save')
      : null;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!name.trim() || (email.trim() && !emailPattern.test(email.trim()))) return;
        props.onSave(profileChanges(props.user, { name, email }));
      }}
    >
      <div>
        <label htmlFor={nameId} className="mb-2 block text-sm font-medium text-ink">
          {t('profile.name')}
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          required
          maxLength={100}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          className={inputClass}
        />
        {nameError ? (
          <p id={`${nameId}-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
            {nameError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={emailId} className="mb-2 block text-sm font-medium text-ink">
          {t('profile.email')} <span className="font-normal text-ink-muted">({t('profile.optional')})</span>
        </label>
        <input
          id={emailId}
          type="email"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          maxLength={254}
          aria-invalid={emailError || serverEmail ? true : undefined}
          aria-describedby={emailError || serverEmail ? `${emailId}-error` : undefined}
          className={`${inputClass} text-start`}
        />
        {emailError || serverEmail ? (
          <p id={`${emailId}-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
            {emailError ?? serverEmail}
          </p>
        ) : null}
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 pt-1">
        <button type="submit" disabled={props.saving} className={`${buttonClass.primary} flex-1`}>
          {props.saving ? <Spinner className="size-5 border-2" /> : null}
          {props.submitLabel}
        </button>
        {props.onCancel ? (
          <button type="button" onClick={props.onCancel} className={`${buttonClass.secondary} flex-1`}>
            {t('profile.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
