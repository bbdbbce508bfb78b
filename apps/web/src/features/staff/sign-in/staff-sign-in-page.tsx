import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError, isUnauthorized } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { productName } from '../../../shared/config/app-config.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ButtonSpinner } from '../board/button-spinner.tsx';
import { getStaffMe } from '../api/get-staff-me.ts';
import { staffTokenPattern, useStaffSession } from '../staff-session.ts';

/** /staff: a staff member pastes the token the operator made with `npm run staff-token`. */
export function StaffSignInPage() {
  const { t } = useTranslation();
  const token = useStaffSession((session) => session.token);
  const signIn = useStaffSession((session) => session.signIn);
  const navigate = useNavigate();
  const expired = useStaffSession((session) => session.notice === 'expired');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  useDocumentTitle(`${t('staff.signIn.title')} · ${productName}`);

  if (token) return <Navigate to="/staff/orders" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = value.trim();
    if (!staffTokenPattern.test(candidate)) {
      setError(t('staff.signIn.badFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await getStaffMe(candidate);
      signIn(candidate);
      void navigate('/staff/orders', { replace: true });
    } catch (caught) {
      setBusy(false);
      if (isUnauthorized(caught)) setError(t('staff.signIn.refused'));
      else if (isApiError(caught) && caught.status === 0) setError(t('staff.error.network'));
      else setError(t('staff.error.generic'));
    }
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-4">
      <form
        onSubmit={(event) => void submit(event)}
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
            name="token"
            type="password"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={value}
            onChange={(event) => setValue(event.target.value)}
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
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
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
