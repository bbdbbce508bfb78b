import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BagIcon, ChevronIcon } from '../../shared/ui/icons.tsx';
import { packageBonus } from './wallet-history.ts';
import { formatWalletAmount } from '../../entities/money/wallet-money.ts';
import { WalletFrame } from './wallet-frame.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';

/** /:referenceId/wallet/walletPackage: the packages and what each gives (pay X, get Y). */
export function WalletPackagesPage() {
  const { t, i18n } = useTranslation();
  return (
    <WalletFrame title={t('wallet.packages')}>
      {({ referenceId, restaurant, wallet }) => {
        if (wallet.availablePackages.length === 0) {
          return (
            <EmptyState look="account" icon={BagIcon}>
              {t('wallet.packagesEmpty')}
            </EmptyState>
          );
        }
        const money = { currency: restaurant.currency, locale: i18n.language };
        return (
          <ul className="grid gap-3 sm:grid-cols-2">
            {wallet.availablePackages.map((pack) => {
              const bonus = packageBonus(pack);
              return (
                <li key={pack.id}>
                  <Link
                    to={`/${referenceId}/wallet/${pack.id}`}
                    className="flex h-full items-center gap-3 rounded-3xl bg-raised p-5 shadow-sm ring-1 ring-line transition hover:ring-primary"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{pack.name}</span>
                      <span className="mt-1 block text-sm text-ink-muted">
                        {t('wallet.payGet', {
                          price: formatWalletAmount(pack.price, money),
                          credit: formatWalletAmount(pack.credit, money),
                        })}
                      </span>
                      {bonus > 0 ? (
                        <span className="mt-2 inline-block rounded-full bg-emerald-600/10 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                          {t('wallet.bonus', { amount: formatWalletAmount(bonus, money) })}
                        </span>
                      ) : null}
                    </span>
                    <ChevronIcon className="size-5 shrink-0 text-ink-muted rtl:rotate-180" />
                  </Link>
                </li>
              );
            })}
          </ul>
        );
      }}
    </WalletFrame>
  );
}
