import { useTranslation } from '../../shared/i18n/use-translation.ts';

/**
 * Menu errors (SPEC §8): response error 1 shows the response's message; any other failure shows
 * "Fail to fetch menu, please try later." with a retry button.
 */
export function MenuError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto my-8 max-w-md rounded-2xl bg-raised p-6 text-center ring-1 ring-line">
      <p className="text-ink">{message ?? t('menu.fetchFailed')}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
        >
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Which menu error to show for a restaurant answer, or null when the menu is usable. */
export function menuErrorOf(answer: { error: number; message: string; menu?: unknown }): 'message' | 'failed' | null {
  if (answer.error === 1) return 'message';
  if (answer.error !== 0 || !answer.menu) return 'failed';
  return null;
}
