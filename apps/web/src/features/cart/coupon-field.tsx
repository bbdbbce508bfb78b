import type { CalcOrderResponse } from '@okmenu/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';

interface CouponFieldProps {
  /** The code in the cart. */
  code: string | null;
  /** calc-order's word on it; undefined while asking. */
  coupon: CalcOrderResponse['coupon'] | undefined;
  checking: boolean;
  onApply: (code: string | null) => void;
}

/** Enter a coupon code; calc-order says whether it applies and, if not, why (translated). */
export function CouponField({ code, coupon, checking, onApply }: CouponFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const messageId = useId();
  const answer = code && coupon && coupon.code.toUpperCase() === code.toUpperCase() ? coupon : undefined;

  if (code) {
    const rejected = answer && !answer.applied;
    return (
      <Card as="section" aria-labelledby={inputId}>
        <h2 id={inputId} className="font-semibold text-ink">
          {t('cart.coupon.title')}
        </h2>
        <div className="mt-2 flex items-center justify-between gap-3">
          <span
            className={`rounded-full px-3 py-1 font-mono text-sm font-semibold ${
              rejected
                ? 'bg-red-500/10 text-red-700 dark:text-red-300'
                : 'bg-primary/10 text-primary-ink dark:bg-white/10'
            }`}
            data-testid="coupon-code"
          >
            {code}
          </span>
          <button
            type="button"
            onClick={() => {
              setDraft('');
              onApply(null);
            }}
            className="min-h-11 rounded-full px-4 text-sm font-medium text-ink-muted ring-1 ring-line hover:text-ink"
          >
            {t('cart.coupon.remove')}
          </button>
        </div>
        <p
          id={messageId}
          role="status"
          aria-live="polite"
          className={`mt-2 text-sm ${rejected ? 'text-red-700 dark:text-red-300' : 'text-ink-muted'}`}
          data-testid="coupon-status"
        >
          {checking && !answer
            ? t('cart.coupon.checking')
            : rejected
              ? t(`cart.coupon.rejection.${answer.rejection ?? 'not_found'}`)
              : answer
                ? t('cart.coupon.applied')
                : ''}
        </p>
      </Card>
    );
  }

  return (
    <form
      className="rounded-2xl bg-raised p-4 ring-1 ring-line"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim()) onApply(draft.trim());
      }}
    >
      <label htmlFor={inputId} className="font-semibold text-ink">
        {t('cart.coupon.title')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('cart.coupon.placeholder')}
          className="min-h-11 min-w-0 flex-1 rounded-xl bg-surface px-3 text-ink uppercase ring-1 ring-line placeholder:text-ink-muted/70 placeholder:normal-case focus:ring-2 focus:ring-primary focus:outline-none"
        />
        <button
          type="submit"
          disabled={!draft.trim()}
          className="min-h-11 rounded-full bg-primary px-5 font-semibold text-on-primary transition hover:opacity-90 disabled:opacity-50"
        >
          {t('cart.coupon.apply')}
        </button>
      </div>
    </form>
  );
}
