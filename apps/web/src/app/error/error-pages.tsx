import { defaultMessageStatus } from '@okmenu/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Link, useParams } from '../../shared/router/index.ts';
import { venueHome } from './venue-home.ts';

interface ErrorPageProps {
  code: number;
  title: string;
  /** Where "Back to home" leads: the venue's menu when known, otherwise the landing page. */
  home?: string | undefined;
  children: ReactNode;
}

function ErrorPage({ code, title, home = '/', children }: ErrorPageProps) {
  const { t } = useTranslation();
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
          to={home}
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
        >
          {t('errors.goHome')}
        </Link>
      </div>
    </main>
  );
}

/** `home` is the venue the missing page was asked for in, when that venue exists. */
export function NotFoundPage({ message, home }: { message?: string; home?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ErrorPage code={404} title={t('errors.notFound.title')} home={home}>
      <p>{message || t('errors.notFound.body')}</p>
    </ErrorPage>
  );
}

/** The 500 page receives the error and shows its message. */
export function ServerErrorPage({ message }: { message: string }) {
  const { t } = useTranslation();
  const { referenceId } = useParams();
  return (
    <ErrorPage code={500} title={t('errors.server.title')} home={venueHome(referenceId)}>
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
      {/* The server's default sentence (English) in the guest's language; a business's own words as they come. */}
      <p>{message && defaultMessageStatus(message) !== 'suspended' ? message : t('errors.unavailable.body')}</p>
    </ErrorPage>
  );
}
