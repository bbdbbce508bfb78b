import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '../../shared/router/index.ts';
import { fetchWalletPurchase } from '../../entities/payment/payment-api.ts';
import { returnPollLimit, returnPollMs, returnStateOf } from '../../entities/payment/payment-return.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';

/**
 * Back from the gateway at /:referenceId/wallet/history?payment={id}: reads the purchase until the server has
 * confirmed it, then fetches the profile again so the new balance shows (the wallet is credited by the server,
 * never by this page).
 */
export function WalletPurchaseReturn({
  referenceId,
  paymentId,
  balance,
}: {
  referenceId: string;
  paymentId: number;
  /** The wallet balance as the profile now says, formatted. */
  balance: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reads, setReads] = useState(0);
  const query = useQuery({
    queryKey: ['wallet-purchase', paymentId],
    queryFn: ({ signal }) => {
      setReads((count) => count + 1);
      return fetchWalletPurchase({ paymentId, signal });
    },
    retry: (count, error) => count < 3 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    refetchInterval: (current) => {
      const payment = current.state.data?.payment;
      if (!payment || returnStateOf(payment).kind !== 'waiting') return false;
      return reads < returnPollLimit ? returnPollMs : false;
    },
  });
  const payment = query.data?.payment;
  const state = payment ? returnStateOf(payment) : null;
  const paid = state?.kind === 'paid';

  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: ['profile'] });
  }, [paid, queryClient]);

  const box = 'mb-4 rounded-3xl p-5 shadow-sm ring-1';
  if (paid) {
    return (
      <section
        className={`${box} bg-emerald-600/10 text-emerald-950 ring-emerald-600/20 dark:text-emerald-100`}
        role="status"
        data-testid="wallet-purchase-paid"
      >
        <h2 className="font-semibold">{t('payments.wallet.paidTitle')}</h2>
        <p className="mt-1 text-sm">{t('payments.wallet.paidBody')}</p>
        <p className="mt-3 text-2xl font-bold tabular-nums" data-testid="wallet-purchase-balance">
          <span className="sr-only">{t('wallet.balance')}: </span>
          {balance}
        </p>
      </section>
    );
  }
  if (state?.kind === 'failed' || state?.kind === 'flagged' || state?.kind === 'refunded') {
    return (
      <section className={`${box} bg-raised ring-line`} role="alert" data-testid="wallet-purchase-failed">
        <h2 className="font-semibold text-ink">{t('payments.wallet.failedTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {state.kind === 'failed' ? t(`payments.fail.${state.reason}Body`) : t('payments.flagged')}
        </p>
        <Link to={`/${referenceId}/wallet/walletPackage`} className={`${buttonClass.secondary} mt-4`}>
          {t('payments.fail.tryAgain')}
        </Link>
      </section>
    );
  }
  const gaveUp = (state?.kind === 'waiting' && reads >= returnPollLimit) || (query.isError && !payment);
  return (
    <section className={`${box} flex items-center gap-4 bg-raised ring-line`} data-testid="wallet-purchase-waiting">
      {gaveUp ? null : <Spinner className="size-8 shrink-0" />}
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ink">{t(gaveUp ? 'payments.stillWaitingTitle' : 'payments.confirming')}</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t(gaveUp ? 'payments.stillWaitingBody' : 'payments.confirmingBody')}
        </p>
        {gaveUp ? (
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3`}
            onClick={() => {
              setReads(0);
              void query.refetch();
            }}
          >
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
