import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { EmptyState, type EmptyStateLook } from './empty-state.tsx';

/** "Retry" after a failed load: a pill button in the primary colour, at least 44 px tall. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRetry}
      className="inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
    >
      {t('common.retry')}
    </button>
  );
}

/**
 * What a screen or list shows when its data could not load: the failure as an alert (an `EmptyState`) with a
 * retry button when there is something to retry.
 */
export function LoadFailed({
  children,
  onRetry,
  look,
  className,
}: {
  children: ReactNode;
  onRetry?: () => void;
  look?: EmptyStateLook;
  className?: string;
}) {
  return (
    <EmptyState
      alert
      {...(look ? { look } : {})}
      {...(className ? { className } : {})}
      action={onRetry ? <RetryButton onRetry={onRetry} /> : null}
    >
      {children}
    </EmptyState>
  );
}
