import { useTranslation } from '../i18n/use-translation.ts';

/** An inline busy indicator with an accessible name. */
export function Spinner({ className = 'size-8' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-label={t('common.loading')} className="inline-flex">
      <span
        className={`${className} animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-[spin_2.4s_linear_infinite] dark:border-white/15 dark:border-t-primary-ink`}
      />
    </span>
  );
}

/** Covers the screen while the app or the business loads (SPEC §2). */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-surface">
      <Spinner className="size-10" />
    </div>
  );
}
