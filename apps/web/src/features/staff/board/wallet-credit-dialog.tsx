import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { errorTextClass } from '../../../shared/ui/field.tsx';
import { useCreditWallet } from '../api/credit-wallet.ts';

const fieldClass =
  'w-full rounded-2xl bg-surface p-3 text-base ring-1 ring-line outline-none focus:ring-2 focus:ring-primary';

/** The owner tops up a customer's wallet: the phone, the amount and the reason the guest reads in the history. */
export function WalletCreditDialog({ open, token, onClose }: { open: boolean; token: string; onClose(): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const credit = useCreditWallet(token);
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const close = () => {
    setPhone('');
    setAmount('');
    setReason('');
    setDone(false);
    credit.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!phone.trim() || !(value > 0) || !reason.trim()) return;
    credit.mutate({ phone: phone.trim(), amount: value, reason: reason.trim() }, { onSuccess: () => setDone(true) });
  };
  const failed = credit.error
    ? isApiError(credit.error) && credit.error.status === 404
      ? 'staff.wallet.noCustomer'
      : isApiError(credit.error) && credit.error.status === 403
        ? 'staff.wallet.ownerOnly'
        : 'staff.wallet.failed'
    : null;
  return (
    <Dialog
      open={open}
      aria-labelledby={`${ids}-title`}
      onClose={close}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-3xl shadow-2xl"
    >
      <form onSubmit={submit} className="space-y-4 p-5" data-testid="wallet-credit-dialog">
        <h2 id={`${ids}-title`} className="text-lg font-bold">
          {t('staff.wallet.title')}
        </h2>
        {done ? (
          <p role="status" className="text-sm">
            {t('staff.wallet.done')}
          </p>
        ) : (
          <>
            <label className="block space-y-1 text-sm font-medium">
              <span>{t('staff.wallet.phone')}</span>
              <input
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                type="tel"
                dir="ltr"
                required
                className={fieldClass}
              />
            </label>
            <label className="block space-y-1 text-sm font-medium">
              <span>{t('staff.wallet.amount')}</span>
              <input
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                inputMode="decimal"
                dir="ltr"
                required
                className={fieldClass}
              />
            </label>
            <label className="block space-y-1 text-sm font-medium">
              <span>{t('staff.wallet.reason')}</span>
              <textarea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                rows={2}
                required
                className={fieldClass}
              />
            </label>
            {failed ? (
              <p role="alert" className={errorTextClass}>
                {t(failed)}
              </p>
            ) : null}
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-full px-5 font-medium ring-1 ring-line hover:bg-ink/5"
          >
            {t('staff.reason.back')}
          </button>
          {done ? null : (
            <button
              type="submit"
              disabled={credit.isPending}
              className="min-h-11 rounded-full bg-primary px-5 font-semibold text-on-primary disabled:opacity-60"
            >
              {t('staff.wallet.submit')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
