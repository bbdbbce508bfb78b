import { staffStatusBody } from '@okmenu/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText, type FieldMessages } from '../../../shared/forms/field-errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { statusOfAction } from './board-model.ts';

interface ReasonDialogProps {
  /** Rejecting needs a reason the guest will read; cancelling takes an optional one. */
  kind: 'reject' | 'cancel' | null;
  orderNumber: number;
  onConfirm(reason: string): void;
  onClose(): void;
}

const presets = ['staff.reason.busy', 'staff.reason.soldOut', 'staff.reason.closing'] as const;

/**
 * The dialog's form is the status call's own body (`staffStatusBody`, as the server checks it): the status
 * the choice sends and the reason, so a reject without a reason is refused here with the server's field.
 */
export const reasonFormSchema = staffStatusBody;
type ReasonFormValues = z.input<typeof reasonFormSchema>;
const messages: FieldMessages<ReasonFormValues> = { reason: { default: 'staff.reason.required' } };

/**
 * Confirms rejecting or cancelling an order, with the reason. A native modal dialog: the browser traps
 * focus, makes the page behind inert and closes it on Escape.
 */
export function ReasonDialog({ kind, orderNumber, onConfirm, onClose }: ReasonDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={kind !== null}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-3xl shadow-2xl"
    >
      {kind ? (
        <ReasonForm kind={kind} orderNumber={orderNumber} titleId={titleId} onConfirm={onConfirm} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

/** The form inside, made anew each time the dialog opens (so it starts empty). */
function ReasonForm({
  kind,
  orderNumber,
  titleId,
  onConfirm,
  onClose,
}: Omit<ReasonDialogProps, 'kind'> & { kind: 'reject' | 'cancel'; titleId: string }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<ReasonFormValues, unknown, z.output<typeof reasonFormSchema>>({
    resolver: zodResolver(reasonFormSchema),
    defaultValues: { status: statusOfAction[kind] as ReasonFormValues['status'], reason: '' },
  });
  const reason = register('reason', { onChange: () => clearErrors('reason') });

  return (
    <form onSubmit={handleSubmit((values) => onConfirm(values.reason ?? ''))} className="space-y-4 p-5" noValidate>
      <h2 id={titleId} className="text-lg font-bold">
        {t(kind === 'reject' ? 'staff.reason.rejectTitle' : 'staff.reason.cancelTitle', { number: orderNumber })}
      </h2>
      <Field
        label={t(kind === 'reject' ? 'staff.reason.label' : 'staff.reason.labelOptional')}
        error={fieldErrorText(t, messages, 'reason', errors.reason)}
        announceError
      >
        {(control) => (
          <>
            <div className="mb-2 flex flex-wrap gap-2">
              {presets.map((key) => (
                <button
                  key={key}
                  type="button"
                  onClick={() => {
                    setValue('reason', t(key));
                    clearErrors('reason');
                  }}
                  className="min-h-10 rounded-full bg-surface px-3 text-sm ring-1 ring-line hover:ring-primary/40"
                >
                  {t(key)}
                </button>
              ))}
            </div>
            <textarea
              {...control}
              {...reason}
              maxLength={300}
              rows={3}
              required={kind === 'reject'}
              className="w-full rounded-2xl bg-surface p-3 text-base ring-1 ring-line outline-none focus:ring-2 focus:ring-primary"
            />
          </>
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
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
  );
}
