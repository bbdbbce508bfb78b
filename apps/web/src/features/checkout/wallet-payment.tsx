import type { ShownBreakdown } from '@okmenu/domain';
import { useId } from 'react';
import type { SignedInCustomer } from '../auth/use-signed-in-customer.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { walletCoverOf } from './wallet-cover.ts';

/**
 * "Pay with wallet" (issue 7): a switch with the balance and what the wallet will cover, never more than the
 * total (SPEC §5). Shown to a signed-in customer when the business has the wallet on and the balance is above 0.
 */
export function WalletPayment({
  customer,
  breakdown,
  money,
}: {
  customer: SignedInCustomer;
  breakdown: ShownBreakdown | null;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const balance = customer.walletBalanceMinor ?? 0;
  const cover = walletCoverOf({ balanceMinor: balance, breakdown });
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-2xl bg-raised p-4 ring-1 ring-line"
      data-testid="wallet-payment"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${ids}-title`} className="font-semibold text-ink">
            <label htmlFor={`${ids}-switch`}>{t('checkout.wallet.use')}</label>
          </h2>
          <p className="text-sm text-ink-muted" id={`${ids}-balance`}>
            {t('checkout.wallet.balance', { amount: money(balance) })}
          </p>
        </div>
        <input
          id={`${ids}-switch`}
          type="checkbox"
          role="switch"
          checked={customer.useWallet}
          onChange={(event) => customer.setUseWallet(event.target.checked)}
          aria-describedby={`${ids}-balance ${ids}-cover`}
          data-testid="wallet-switch"
          className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-ink/20 transition before:absolute before:inset-y-1 before:start-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-[inset-inline-start] checked:bg-primary checked:before:start-6 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none dark:bg-white/20"
        />
      </div>
      <p id={`${ids}-cover`} className="mt-2 text-sm text-ink" data-testid="wallet-cover">
        {cover
          ? t(customer.useWallet ? 'checkout.wallet.covers' : 'checkout.wallet.wouldCover', {
              amount: money(cover.covers),
            })
          : null}
      </p>
    </section>
  );
}
