import { useSearchParams } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { formatHistoryDate, historyKindKey, sortHistory } from './wallet-history.ts';
import { balanceMinor, formatMinor, formatWalletAmount } from '../../entities/money/wallet-money.ts';
import { WalletPurchaseReturn } from './wallet-purchase-return.tsx';
import { WalletFrame } from './wallet-frame.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ClockIcon } from '../../shared/ui/icons.tsx';

/** /:referenceId/wallet/history: credits, order payments and refunds, newest first. */
export function WalletHistoryPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  // Back from the gateway after buying a package (issue 13): `?payment=` is the purchase to follow.
  const paymentId = Number(params.get('payment'));
  return (
    <WalletFrame title={t('wallet.history')} backTo={undefined}>
      {({ referenceId, restaurant, wallet }) => {
        const entries = sortHistory(wallet.creditHistory);
        const money = { currency: restaurant.currency, locale: i18n.language };
        const purchase =
          Number.isInteger(paymentId) && paymentId > 0 ? (
            <WalletPurchaseReturn
              key={paymentId}
              referenceId={referenceId}
              paymentId={paymentId}
              balance={formatMinor(balanceMinor(wallet.balance, restaurant.currency), money)}
            />
          ) : null;
        if (entries.length === 0)
          return (
            <>
              {purchase}
              <EmptyState look="account" icon={ClockIcon}>
                {t('wallet.historyEmpty')}
              </EmptyState>
            </>
          );
        return (
          <>
            {purchase}
            <ul className="divide-y divide-line overflow-hidden rounded-3xl bg-raised shadow-sm ring-1 ring-line">
              {entries.map((entry) => {
                const incoming = entry.amount >= 0;
                const amount = formatWalletAmount(Math.abs(entry.amount), money);
                return (
                  <li key={entry.id} className="flex items-start gap-3 px-5 py-4">
                    <span
                      aria-hidden="true"
                      className={`mt-0.5 grid size-9 shrink-0 place-items-center rounded-full text-lg font-bold ${
                        incoming
                          ? 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-300'
                          : 'bg-ink/5 text-ink dark:bg-white/10'
                      }`}
                    >
                      {incoming ? '+' : '−'}
                    </span>
                    <div className="min-w-0 flex-1">
                      <div className="flex items-baseline justify-between gap-3">
                        <p className="min-w-0 font-medium text-ink">
                          {t(historyKindKey(entry), { id: entry.order_id })}
                        </p>
                        <p
                          className={`shrink-0 font-semibold whitespace-nowrap tabular-nums ${incoming ? 'text-emerald-700 dark:text-emerald-300' : 'text-ink'}`}
                        >
                          <span className="sr-only">{t(incoming ? 'wallet.in' : 'wallet.out')} </span>
                          <bdi>{`${incoming ? '+' : '−'}${amount}`}</bdi>
                        </p>
                      </div>
                      {entry.reason ? <p className="text-sm text-ink-muted">{entry.reason}</p> : null}
                      <p className="mt-0.5 text-xs text-ink-muted">
                        <time dateTime={entry.created_at}>{formatHistoryDate(entry.created_at, i18n.language)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </WalletFrame>
  );
}
