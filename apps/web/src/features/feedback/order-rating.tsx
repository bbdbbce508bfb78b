import type { OrderRatingResponse } from '@okmenu/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { buttonClass, inputClass } from '../../shared/ui/control-styles.ts';
import { errorTextClass } from '../../shared/ui/field.tsx';
import { rateOrder, useOrderRating } from './api/feedback-api.ts';
import { Star } from './question-controls.tsx';

/**
 * The quick rating on a delivered order's page: stars and an optional comment, once per order (the server
 * says whether the guest may still rate; a given rating is shown instead).
 */
export function OrderRatingPrompt({
  orderId,
  secret,
  delivered,
}: {
  orderId: number;
  secret: string;
  delivered: boolean;
}) {
  const { t } = useTranslation();
  const query = useOrderRating(orderId, secret, delivered);
  const queryClient = useQueryClient();
  const titleId = useId();
  const commentId = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  if (!delivered || !query.data) return null;
  const { rating, can_rate: canRate } = query.data;

  if (rating) {
    return (
      <Card as="section" aria-labelledby={titleId} data-testid="order-rating">
        <h2 id={titleId} className="font-semibold text-ink">
          {t('feedback.order.thanks')}
        </h2>
        <p className="mt-2 flex gap-1" role="img" aria-label={t('feedback.stars', { value: rating.stars, max: 5 })}>
          {[1, 2, 3, 4, 5].map((score) => (
            <Star key={score} filled={score <= rating.stars} className="size-6" />
          ))}
        </p>
        {rating.comment ? <p className="mt-2 text-ink-muted">{rating.comment}</p> : null}
      </Card>
    );
  }
  if (!canRate) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === null || state === 'sending') return;
    setState('sending');
    try {
      const answer = await rateOrder(orderId, secret, {
        stars,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      queryClient.setQueryData<OrderRatingResponse>(['order-rating', orderId], answer);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="order-rating">
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="font-semibold text-ink">
          {t('feedback.order.title')}
        </h2>
        <div role="radiogroup" aria-label={t('feedback.order.stars')} className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((score) => (
            <label
              key={score}
              className="relative grid size-11 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-ink"
            >
              <input
                type="radio"
                name={`order-${orderId}-stars`}
                value={score}
                checked={stars === score}
                onChange={() => setStars(score)}
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <span className="sr-only">{t('feedback.stars', { value: score, max: 5 })}</span>
              <Star filled={stars !== null && score <= stars} />
            </label>
          ))}
        </div>
        <label htmlFor={commentId} className="mt-3 mb-1 block text-sm font-medium text-ink">
          {t('feedback.order.comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={1000}
          rows={2}
          className={`${inputClass} min-h-20 py-3`}
        />
        {state === 'failed' ? (
          <p role="alert" className={`mt-2 ${errorTextClass}`}>
            {t('errors.somethingWentWrong')}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={stars === null || state === 'sending'}
          className={`${buttonClass.primary} mt-3`}
        >
          {state === 'sending' ? t('feedback.sending') : t('feedback.order.send')}
        </button>
      </form>
    </Card>
  );
}
