import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { buttonClass } from '../auth/account-page.tsx';

/**
 * The second step of deleting an account: what is lost, then an explicit confirm. A native modal
 * dialog, so focus stays inside and Escape cancels.
 */
export function DeleteAccountDialog(props: {
  open: boolean;
  /** The wallet balance that would be lost, formatted; null when there is none. */
  walletBalance: string | null;
  deleting: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal?.();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={props.onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-raised p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {t('profile.delete.title')}
        </h2>
        <div id={bodyId} className="mt-3 space-y-2 text-ink-muted">
          <p>{t('profile.delete.body')}</p>
          {props.walletBalance ? (
            <p className="font-medium text-red-700 dark:text-red-400">
              {t('profile.delete.wallet', { amount: props.walletBalance })}
            </p>
          ) : null}
        </div>
        {props.failed ? (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
            {t('profile.delete.failed')}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
          <button type="button" autoFocus onClick={props.onClose} className={`${buttonClass.secondary} flex-1`}>
            {t('profile.delete.cancel')}
          </button>
          <button
            type="button"
            onClick={props.onConfirm}
            disabled={props.deleting}
            className={`${buttonClass.danger} flex-1`}
          >
            {props.deleting ? <Spinner className="size-5 border-2" /> : null}
            {t('profile.delete.confirm')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
