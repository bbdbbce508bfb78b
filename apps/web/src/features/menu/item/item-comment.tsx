import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Card } from '../../../shared/ui/card.tsx';

/** The note to the kitchen on an item, required when the item says so (SPEC §5). */
export function ItemComment({
  required,
  value,
  invalid,
  onChange,
}: {
  required: boolean;
  value: string;
  /** A required note is missing and the guest tried to add. */
  invalid: boolean;
  onChange: (comment: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card data-field="comment">
      <label htmlFor={id} className="flex items-center justify-between gap-3 font-semibold text-ink">
        {required ? t('item.commentRequired') : t('item.comment')}
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
            required ? 'bg-primary/10 text-primary-ink dark:bg-white/10' : 'bg-ink/5 text-ink-muted dark:bg-white/5'
          }`}
        >
          {required ? t('item.required') : t('item.optional')}
        </span>
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={invalid || undefined}
        maxLength={250}
        rows={2}
        placeholder={t('item.commentPlaceholder')}
        className="mt-2 block w-full resize-y rounded-xl bg-surface px-3 py-2 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none"
      />
    </Card>
  );
}
