import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';

interface MoreDialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The "more" sheet: a native modal dialog (focus trap, Escape and inert background come from the
 * browser), shown as a bottom sheet on phones and a centred panel on larger screens. Its content is rendered
 * from its first opening on: closed, it was about a quarter of a business page's first render (90 of 340
 * elements: the language list, order types, venue links), work a phone did before the page could respond.
 */
export function MoreDialog({ open, onClose, children }: MoreDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      onClose={onClose}
      closeOnBackdrop
      className="m-0 mt-auto w-full max-w-none rounded-t-3xl shadow-2xl md:m-auto md:max-w-md md:rounded-3xl"
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
        <div className="mt-4 space-y-6">{open || opened ? children : null}</div>
      </div>
    </Dialog>
  );
}
