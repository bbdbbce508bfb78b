import type { OrderWire } from '@okmenu/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** On a phone the order's detail opens full screen in a native modal dialog (focus trap, Escape). */
export function DetailDialog({
  order,
  onClose,
  children,
}: {
  order: OrderWire | null;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const open = order !== null;

  return (
    <Dialog
      open={open}
      aria-label={order ? t('staff.order.number', { number: order.id }) : undefined}
      aria-describedby={titleId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-full max-w-none sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:max-w-xl sm:rounded-3xl"
    >
      <div className="sticky top-0 z-10 flex justify-end bg-raised/95 px-3 pt-3 backdrop-blur">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div id={titleId} className="px-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
        {children}
      </div>
    </Dialog>
  );
}
