import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CardSection } from '../../shared/ui/card.tsx';

/** The order's note to the venue (the cart's note, editable here too). */
export function OrderNote({ id, value, onChange }: { id: string; value: string; onChange: (note: string) => void }) {
  const { t } = useTranslation();
  return (
    <CardSection id={id} title={t('checkout.note')}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('checkout.note')}
      </label>
      <textarea
        id={`${id}-input`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={1000}
        rows={2}
        placeholder={t('cart.notePlaceholder')}
        className="block w-full resize-y rounded-xl bg-surface px-3 py-2 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none"
      />
    </CardSection>
  );
}
