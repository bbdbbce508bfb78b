import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * The item page's add button, fixed above the bottom navigation on a phone: the live total (struck-through
 * price before a discount) and, while the item cannot be added, why (read with the button).
 */
export function AddToCartBar({
  reason,
  label,
  total,
}: {
  reason: ReactNode | null;
  label: string;
  /** Formatted amounts; null when the price is hidden or not known. */
  total: { total: string; before: string | null } | null;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-raised/95 px-4 py-3 backdrop-blur md:sticky md:bottom-4 md:rounded-2xl md:border md:shadow-lg">
      <div className="mx-auto flex max-w-xl flex-col gap-2">
        <p id={reasonId} className={`text-center text-sm ${reason ? 'text-ink-muted' : 'sr-only'}`}>
          {reason ?? ''}
        </p>
        <button
          type="submit"
          aria-disabled={reason ? true : undefined}
          aria-describedby={reason ? reasonId : undefined}
          className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-full px-5 font-semibold whitespace-nowrap transition sm:px-6 ${
            reason ? 'bg-ink/10 text-ink-muted dark:bg-white/10' : 'bg-primary text-on-primary hover:opacity-90'
          }`}
        >
          <span>{label}</span>
          <span aria-live="polite" aria-atomic="true" className="shrink-0 tabular-nums" data-testid="item-total">
            {total ? (
              <>
                <span className="sr-only">{t('item.total')} </span>
                {total.before ? <del className="me-2 text-sm font-normal opacity-70">{total.before}</del> : null}
                {total.total}
              </>
            ) : null}
          </span>
        </button>
      </div>
    </div>
  );
}
