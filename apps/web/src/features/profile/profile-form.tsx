import { updateProfileBody, type UserWire } from '@okmenu/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../shared/api/api-error.ts';
import { applyServerFields, fieldErrorText, type FieldMessages } from '../../shared/forms/field-errors.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { buttonClass, inputClass } from '../../shared/ui/control-styles.ts';
import type { ProfileChanges } from '../../entities/customer/api/update-profile.ts';
import { errorTextClass, Field } from '../../shared/ui/field.tsx';

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

/**
 * The form's rules are update-profile's (the contract's `name` and `email`, as the server checks them); an
 * emptied email is allowed here and sent as `null` (clears it).
 */
export const profileFormSchema = z.object({
  name: updateProfileBody.shape.name.unwrap(),
  email: z.string().trim().pipe(z.literal('').or(updateProfileBody.shape.email.unwrap().unwrap())),
});
type ProfileFormValues = z.input<typeof profileFormSchema>;
const fieldNames = ['name', 'email'] as const;
const messages: FieldMessages<ProfileFormValues> = {
  name: { default: 'profile.errors.nameRequired' },
  email: { default: 'profile.errors.email' },
};

/** Name and email, checked here with update-profile's rules first, then by the server (its field answers land on the same fields). */
export function ProfileForm(props: {
  user: UserWire;
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onSave: (changes: ProfileChanges) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: props.user.name ?? '', email: props.user.email ?? '' },
  });
  const nameId = useId();
  const emailId = useId();
  useEffect(() => {
    applyServerFields(props.error, fieldNames, setError);
  }, [props.error, setError]);
  const serverFieldsShown =
    isApiError(props.error) &&
    (props.error.fields ?? []).some((field) => fieldNames.some((name) => field.path === `body.${name}`));
  const serverError =
    props.error && !serverFieldsShown
      ? isApiError(props.error) && props.error.status === 0
        ? t('auth.errors.network')
        : t('profile.errors.save')
      : null;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) => props.onSave(profileChanges(props.user, values)))}
    >
      <Field label={t('profile.name')} id={nameId} error={fieldErrorText(t, messages, 'name', errors.name)}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            autoComplete="name"
            required
            maxLength={100}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {t('profile.email')} <span className="font-normal text-ink-muted">({t('profile.optional')})</span>
          </>
        }
        id={emailId}
        error={fieldErrorText(t, messages, 'email', errors.email)}
      >
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            maxLength={254}
            className={`${inputClass} text-start`}
          />
        )}
      </Field>
      {serverError ? (
        <p role="alert" className={errorTextClass}>
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
