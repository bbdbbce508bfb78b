import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/**
 * A second look at an unusual quantity (issue 12: 120 portions is more likely a slip than a party): the guest
 * adds them or goes back to change the quantity. Open while `pending` holds the quantity.
 */
export function QuantityConfirm({
  pending,
  name,
  onConfirm,
  onCancel,
}: {
  pending: number | null;
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <Dialog
      open={pending !== null}
      onClose={onCancel}
      aria-labelledby={`${ids}-title`}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-3xl p-6 shadow-2xl"
    >
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-ink" data-testid="quantity-confirm">
        {t('item.confirmQuantity', { quantity: pending ?? 0, name })}
      </h2>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-primary-ink ring-1 ring-line hover:bg-ink/5"
        >
          {t('item.changeQuantity')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="inline-flex min-h-11 items-center rounded-full bg-primary px-4 text-sm font-semibold text-on-primary hover:opacity-90"
        >
          {t('item.addAnyway', { quantity: pending ?? 0 })}
        </button>
      </div>
    </Dialog>
  );
}
