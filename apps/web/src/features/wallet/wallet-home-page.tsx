import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ChevronIcon } from '../../shared/ui/icons.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { useAuthStore } from '../../entities/customer/auth-store.ts';
import { balanceMinor, formatMinor, formatWalletAmount } from '../../entities/money/wallet-money.ts';
import { WalletFrame } from './wallet-frame.tsx';

/** /:referenceId/wallet/home: the balance, what is on hold for orders in progress, the policy. */
export function WalletHomePage() {
  const { t, i18n } = useTranslation();
  const updatedAmount = useAuthStore((state) => state.updatedWalletAmount);
  return (
    <WalletFrame title={t('wallet.title')}>
      {({ referenceId, restaurant, wallet }) => {
        const money = { currency: restaurant.currency, locale: i18n.language };
        const balance =
          updatedAmount === null
            ? formatMinor(balanceMinor(wallet.balance, restaurant.currency), money)
            : formatWalletAmount(updatedAmount, money);
        const rowClass =
          'flex min-h-14 items-center gap-3 px-5 py-3 text-ink transition hover:bg-ink/5 dark:hover:bg-white/10';
        return (
          <div className="space-y-4">
            <section
              aria-labelledby="wallet-balance-label"
              className="rounded-3xl bg-primary p-6 text-on-primary shadow-sm"
            >
              <p id="wallet-balance-label" className="text-sm font-medium opacity-85">
                {t('wallet.balance')}
              </p>
              <p
                className="mt-1 text-3xl font-bold tracking-tight tabular-nums sm:text-4xl"
                data-testid="wallet-balance"
              >
                {balance}
              </p>
              {wallet.onHoldBalance > 0 ? (
                <p className="mt-3 text-sm opacity-90">
                  {t('wallet.onHold', { amount: formatWalletAmount(wallet.onHoldBalance, money) })}
                </p>
              ) : null}
            </section>
            <nav
              aria-label={t('wallet.linksLabel')}
              className="overflow-hidden rounded-3xl bg-raised shadow-sm ring-1 ring-line"
            >
              <ul className="divide-y divide-line">
                <li>
                  <Link to={`/${referenceId}/wallet/walletPackage`} className={rowClass}>
                    <span className="flex-1">
                      <span className="block font-medium">{t('wallet.topUp')}</span>
                      <span className="block text-sm text-ink-muted">
                        {t('wallet.packagesCount', { count: wallet.availablePackages.length })}
                      </span>
                    </span>
                    <ChevronIcon className="size-5 text-ink-muted rtl:rotate-180" />
                  </Link>
                </li>
                <li>
                  <Link to={`/${referenceId}/wallet/history`} className={rowClass}>
                    <span className="flex-1 font-medium">{t('wallet.history')}</span>
                    <ChevronIcon className="size-5 text-ink-muted rtl:rotate-180" />
                  </Link>
                </li>
              </ul>
            </nav>
            <Card as="section" look="account">
              <h2 className="font-semibold text-ink">{t('wallet.howTitle')}</h2>
              <p className="mt-2 text-sm text-ink-muted">{t('wallet.howBody')}</p>
              {wallet.policy ? (
                <>
                  <h2 className="mt-4 font-semibold text-ink">{t('wallet.policy')}</h2>
                  <p className="mt-2 text-sm whitespace-pre-line text-ink-muted">{wallet.policy}</p>
                </>
              ) : null}
            </Card>
          </div>
        );
      }}
    </WalletFrame>
  );
}
