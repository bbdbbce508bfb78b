import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

interface ReasonDialogProps {
  /** Rejecting needs a reason the guest will read; cancelling takes an optional one. */
  kind: 'reject' | 'cancel' | null;
  orderNumber: number;
  onConfirm(reason: string): void;
  onClose(): void;
}

const presets = ['staff.reason.busy', 'staff.reason.soldOut', 'staff.reason.closing'] as const;

/**
 * Confirms rejecting or cancelling an order, with the reason. A native modal dialog: the browser traps
 * focus, makes the page behind inert and closes it on Escape.
 */
export function ReasonDialog({ kind, orderNumber, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (kind && !dialog.open) dialog.showModal?.();
    if (!kind && dialog.open) dialog.close();
  }, [kind]);

  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (kind === 'reject' && !text) {
      setMissing(true);
      return;
    }
    setReason('');
    setMissing(false);
    onConfirm(text);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={close}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-3xl bg-raised p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      {kind ? (
        <form onSubmit={submit} className="space-y-4 p-5" noValidate>
          <h2 id={titleId} className="text-lg font-bold">
            {t(kind === 'reject' ? 'staff.reason.rejectTitle' : 'staff.reason.cancelTitle', { number: orderNumber })}
          </h2>
          <div className="space-y-2">
            <label htmlFor={fieldId} className="block text-sm font-medium">
              {t(kind === 'reject' ? 'staff.reason.label' : 'staff.reason.labelOptional')}
            </label>
            <div className="flex flex-wrap gap-2">
              {presets.map((key) => (
                <button
                  key={key}
                  type="button"
                  onClick={() => {
                    setReason(t(key));
                    setMissing(false);
                  }}
                  className="min-h-10 rounded-full bg-surface px-3 text-sm ring-1 ring-line hover:ring-primary/40"
                >
                  {t(key)}
                </button>
              ))}
            </div>
            <textarea
              id={fieldId}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              maxLength={300}
              rows={3}
              required={kind === 'reject'}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? errorId : undefined}
              className="w-full rounded-2xl bg-surface p-3 text-base ring-1 ring-line outline-none focus:ring-2 focus:ring-primary"
            />
            {missing ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                {t('staff.reason.required')}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={close}
              className="min-h-11 rounded-full px-5 font-medium ring-1 ring-line hover:bg-ink/5"
            >
              {t('staff.reason.back')}
            </button>
            <button
              type="submit"
              className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
            >
              {t(kind === 'reject' ? 'staff.reason.confirmReject' : 'staff.reason.confirmCancel')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
