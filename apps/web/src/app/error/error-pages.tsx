import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';

function ErrorPage({ code, title, children }: { code: number; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { referenceId } = useParams();
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <p className="text-6xl font-black tracking-tight text-primary-ink/80" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
        <p className="sr-only">{t('errors.code', { code })}</p>
        <div className="mt-3 text-ink-muted">{children}</div>
        <Link
          to={referenceId ? `/${referenceId}` : '/'}
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
        >
          {t('errors.goHome')}
        </Link>
      </div>
    </main>
  );
}

export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPage code={404} title={t('errors.notFound.title')}>
      <p>{message || t('errors.notFound.body')}</p>
    </ErrorPage>
  );
}

/** The 500 page receives the error and shows its message. */
export function ServerErrorPage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPage code={500} title={t('errors.server.title')}>
      <p>{t('errors.server.body')}</p>
      {message ? (
        <p className="mt-3 rounded-xl bg-raised px-4 py-3 font-mono text-sm break-words text-ink ring-1 ring-line">
          {message}
        </p>
      ) : null}
    </ErrorPage>
  );
}

/** SPEC §2 names a dedicated 433 page without saying what 433 means; it reads as "not available". */
export function UnavailablePage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPage code={433} title={t('errors.unavailable.title')}>
      <p>{message || t('errors.unavailable.body')}</p>
    </ErrorPage>
  );
}
