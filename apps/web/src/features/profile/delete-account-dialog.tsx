import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';

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
  const titleId = useId();
  const bodyId = useId();

  return (
    <Dialog
      open={props.open}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={props.onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl shadow-2xl"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {t('profile.delete.title')}
        </h2>
        <div id={bodyId} className="mt-3 space-y-2 text-ink-muted">
          <p>{t('profile.delete.body')}</p>
          {props.walletBalance ? (
            <p className="font-medium text-red-700 dark:text-red-300">
              {t('profile.delete.wallet', { amount: props.walletBalance })}
            </p>
          ) : null}
        </div>
        {props.failed ? (
          <p role="alert" className={`mt-3 ${errorTextClass}`}>
            {t('profile.delete.failed')}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive dialog focuses the safe choice first */}
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
    </Dialog>
  );
}
