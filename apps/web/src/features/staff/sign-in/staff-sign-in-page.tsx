import { staffToken } from '@okmenu/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Navigate, useNavigate } from '../../../shared/router/index.ts';
import { isApiError, isUnauthorized } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { productName } from '../../../shared/config/app-config.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ButtonSpinner } from '../board/button-spinner.tsx';
import { getStaffMe } from '../api/get-staff-me.ts';
import { useStaffSession } from '../staff-session.ts';
import { errorTextClass } from '../../../shared/ui/field.tsx';

/** The token field's rule is the contract's `staffToken`, the one the server checks the bearer with. */
export const staffSignInSchema = z.object({ token: z.string().trim().pipe(staffToken) });

/** /staff: a staff member pastes the token the operator made with `npm run staff-token`. */
export function StaffSignInPage() {
  const { t } = useTranslation();
  const token = useStaffSession((session) => session.token);
  const signIn = useStaffSession((session) => session.signIn);
  const navigate = useNavigate();
  const expired = useStaffSession((session) => session.notice === 'expired');
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(staffSignInSchema),
    defaultValues: { token: '' },
    reValidateMode: 'onSubmit',
  });
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  useDocumentTitle(`${t('staff.signIn.title')} · ${productName}`);

  if (token) return <Navigate to="/staff/orders" replace />;

  const submit = handleSubmit(async ({ token: candidate }) => {
    try {
      await getStaffMe(candidate);
      signIn(candidate);
      void navigate('/staff/orders', { replace: true });
    } catch (caught) {
      const message = isUnauthorized(caught)
        ? t('staff.signIn.refused')
        : isApiError(caught) && caught.status === 0
          ? t('staff.error.network')
          : t('staff.error.generic');
      setError('token', { type: 'server', message });
      throw caught;
    }
  });
  // A bad shape says how a token looks; a refusal or a failure says what happened (set above).
  const fieldError = formState.errors.token;
  const error = fieldError ? (fieldError.type === 'server' ? fieldError.message : t('staff.signIn.badFormat')) : null;

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-4">
      <form
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        className="w-full max-w-md space-y-5 rounded-3xl bg-raised p-6 shadow-sm ring-1 ring-line"
        noValidate
      >
        <div className="space-y-2">
          <p className="text-sm font-medium text-ink-muted">{productName}</p>
          <h1 className="text-2xl font-bold">{t('staff.signIn.title')}</h1>
        </div>
        {expired ? (
          <p
            role="alert"
            className="rounded-2xl bg-amber-100 p-3 text-sm text-amber-950 dark:bg-amber-900/40 dark:text-amber-100"
          >
            {t('staff.signIn.expired')}
          </p>
        ) : null}
        <div className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t('staff.signIn.tokenLabel')}
          </label>
          <input
            id={inputId}
            type="password"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            {...register('token')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            placeholder="stf_…"
            dir="ltr"
            className="min-h-12 w-full rounded-2xl bg-surface px-4 font-mono text-base ring-1 ring-line outline-none focus:ring-2 focus:ring-primary"
          />
          <p id={hintId} className="text-sm text-ink-muted">
            {t('staff.signIn.hint')}
          </p>
          {error ? (
            <p id={errorId} role="alert" className={errorTextClass}>
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary disabled:opacity-70"
        >
          {busy ? <ButtonSpinner /> : null}
          {t('staff.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
