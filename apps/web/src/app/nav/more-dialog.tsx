import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';

interface MoreDialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The "more" sheet: a native modal dialog (focus trap, Escape and inert background come from the
 * browser), shown as a bottom sheet on phones and a centred panel on larger screens.
 */
export function MoreDialog({ open, onClose, children }: MoreDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 mt-auto w-full max-w-none rounded-t-3xl bg-raised p-0 text-ink shadow-2xl backdrop:bg-black/50 md:m-auto md:max-w-md md:rounded-3xl"
    >
      <div className="p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold">
            {t('more.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="mt-4 space-y-6">{children}</div>
      </div>
    </dialog>
  );
}
