import { useTranslation } from '../../shared/i18n/use-translation.ts';

/**
 * How the order is paid (SPEC §5 payment types the business accepts), with what the wallet covers and what
 * is left to pay in cash when the wallet pays part of it.
 */
export function PaymentChoice({
  payments,
  value,
  onChange,
  walletCover,
  money,
  error,
}: {
  payments: readonly number[];
  value: number;
  onChange: (payment: number) => void;
  walletCover: { covers: number; rest: number } | null;
  money: (minor: number) => string;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-2xl bg-raised p-4 ring-1 ring-line" data-field="payment">
      <legend className="float-start mb-3 w-full font-semibold text-ink">{t('checkout.payment.title')}</legend>
      {walletCover ? (
        <p
          className="clear-both mb-3 rounded-xl bg-primary/5 px-3 py-2 text-sm text-ink dark:bg-white/5"
          data-testid="wallet-payment-note"
        >
          {walletCover.rest > 0
            ? t('checkout.wallet.restInCash', { wallet: money(walletCover.covers), rest: money(walletCover.rest) })
            : t('checkout.wallet.coversAll', { wallet: money(walletCover.covers) })}
        </p>
      ) : null}
      <div className="clear-both space-y-2">
        {payments.map((payment) => (
          <label
            key={payment}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-line has-[:checked]:bg-primary/5 has-[:checked]:ring-2 has-[:checked]:ring-primary dark:has-[:checked]:bg-white/5"
          >
            <input
              type="radio"
              name="payment"
              value={payment}
              checked={value === payment}
              onChange={() => onChange(payment)}
              className="size-4 accent-[var(--color-primary)]"
            />
            <span className="text-ink">{t(`checkout.payment.type${payment}`)}</span>
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p> : null}
    </fieldset>
  );
}
