import type { OrderWire } from '@okmenu/contract';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseIcon } from '../../../shared/ui/icons.tsx';

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = order !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={order ? t('staff.order.number', { number: order.id }) : undefined}
      aria-describedby={titleId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-raised p-0 text-ink backdrop:bg-black/50 sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:max-w-xl sm:rounded-3xl"
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
    </dialog>
  );
}
