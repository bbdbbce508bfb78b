import type { ShownBreakdown } from '@okmenu/domain';
import { useId } from 'react';
import type { SignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Link } from '../../shared/router/index.ts';
import type { WalletBlock } from './wallet-cover.ts';
import { walletCoverOf } from './wallet-cover.ts';
import { Card } from '../../shared/ui/card.tsx';

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
    <Card as="section" aria-labelledby={`${ids}-title`} data-testid="wallet-payment">
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
    </Card>
  );
}

/** The wallet when it cannot pay this order: its balance when known, why, and a way to log in (issue 12). */
export function WalletUnavailable({
  block,
  balance,
  loginHref,
}: {
  block: WalletBlock;
  balance: string | null;
  loginHref: string;
}) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <Card as="section" aria-labelledby={`${ids}-title`} data-testid="wallet-unavailable">
      <h2 id={`${ids}-title`} className="font-semibold text-ink">
        {t('checkout.wallet.use')}
      </h2>
      {balance !== null ? (
        <p className="text-sm text-ink-muted">{t('checkout.wallet.balance', { amount: balance })}</p>
      ) : null}
      <p className="mt-2 text-sm text-ink" data-testid="wallet-unavailable-reason">
        {t(`checkout.wallet.blocked.${block === 'sign_in' ? 'signIn' : block}`)}{' '}
        {block === 'sign_in' ? (
          <Link to={loginHref} className="font-semibold text-primary-ink underline underline-offset-2">
            {t('checkout.wallet.blocked.logIn')}
          </Link>
        ) : null}
      </p>
    </Card>
  );
}
