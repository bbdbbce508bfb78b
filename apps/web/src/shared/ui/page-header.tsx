import type { ReactNode } from 'react';
import { Link } from '../router/index.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { BackIcon } from './icons.tsx';

const backLinkLook =
  '-ms-2 grid size-11 shrink-0 place-items-center rounded-full text-ink transition hover:bg-ink/5 dark:hover:bg-white/10';

/**
 * A link back to the previous screen: an arrow that points the way back in the reading direction (it turns
 * round in right-to-left languages), named for screen readers.
 */
export function BackLink({
  to,
  label,
  className = backLinkLook,
}: {
  to: string;
  /** What the link is called; "Back" when absent. */
  label?: string;
  /** Replaces the default look (the item page's link over a photo). */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link to={to} aria-label={label ?? t('common.back')} className={className}>
      <BackIcon className="size-5 rtl:rotate-180" />
    </Link>
  );
}

/** A screen's title row: the back link, the `h1`, and what goes at its end (a count, the order type). */
export function PageHeader({
  title,
  backTo,
  backLabel,
  end,
  className = '',
  titleClassName = 'text-2xl',
}: {
  title: ReactNode;
  /** No back link when absent. */
  backTo?: string;
  backLabel?: string;
  end?: ReactNode;
  /** The row's own spacing, added to its layout. */
  className?: string;
  /** The title's size. */
  titleClassName?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      {backTo ? <BackLink to={backTo} label={backLabel} /> : null}
      <h1 className={`${titleClassName} min-w-0 font-bold tracking-tight text-ink [overflow-wrap:anywhere]`}>
        {title}
      </h1>
      {end}
    </div>
  );
}
