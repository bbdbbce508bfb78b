import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BackIcon } from '../../shared/ui/icons.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

/** The frame of the account screens (login, profile, wallet): a back link, a title and a narrow column. */
export function AccountPage(props: {
  title: string;
  backTo?: string;
  /** The document title; the page title when absent. */
  documentTitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(props.documentTitle ?? props.title);
  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-3 pb-10 md:px-6 md:pt-8">
      <div className="flex min-h-14 items-center gap-2">
        {props.backTo ? (
          <Link
            to={props.backTo}
            aria-label={t('common.back')}
            className="-ms-2 grid size-11 shrink-0 place-items-center rounded-full text-ink transition hover:bg-ink/5 dark:hover:bg-white/10"
          >
            <BackIcon className="size-5 rtl:rotate-180" />
          </Link>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-ink">{props.title}</h1>
      </div>
      <div className="mt-4">{props.children}</div>
    </div>
  );
}

/** A raised card section. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-3xl bg-raised p-5 shadow-sm ring-1 ring-line ${className}`}>{children}</section>;
}

/** Button styles shared by the account screens. */
export const buttonClass = {
  primary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-on-primary shadow-sm transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50',
  secondary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-raised px-6 font-semibold text-ink ring-1 ring-line transition hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-50 dark:hover:bg-white/10',
  danger:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-red-600 px-6 font-semibold text-white shadow-sm transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-50',
  link: 'inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-primary-ink underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline',
};

/** Input styles shared by the account screens. */
export const inputClass =
  'block min-h-12 w-full rounded-2xl bg-raised px-4 text-[16px] text-ink ring-1 ring-line placeholder:text-ink-muted focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600 disabled:opacity-60';
