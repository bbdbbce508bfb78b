import type { OnlineMethod } from '@okmenu/domain';
import { Fragment } from 'react';
import { MethodPicker } from '../../entities/payment/method-picker.tsx';
import { onlinePaymentType } from '../../entities/payment/online-methods.ts';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { paymentLabelKey } from '../../entities/order/payment-label.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';

/**
 * How the order is paid (SPEC §5 payment types the business accepts), with what the wallet covers and what
 * is left to pay in cash when the wallet pays part of it.
 */
export function PaymentChoice({
  payments,
  value,
  onChange,
  walletCover,
  online,
  money,
  error,
  type,
}: {
  payments: readonly number[];
  value: number;
  onChange: (payment: number) => void;
  walletCover: { covers: number; rest: number } | null;
  /** The online methods usable here (issue 13), shown under "Pay online" when it is chosen. */
  online: { methods: readonly OnlineMethod[]; value: OnlineMethod | null; onChange: (method: OnlineMethod) => void };
  money: (minor: number) => string;
  error: string | null;
  /** The order type: a card is paid on pickup, on delivery or at the table. */
  type: RouteType;
}) {
  const { t } = useTranslation();
  return (
    <Card as="fieldset" data-field="payment">
      <legend className="float-start mb-3 w-full font-semibold text-ink">{t('checkout.payment.title')}</legend>
      {walletCover ? (
        <p
          className="clear-both mb-3 rounded-xl bg-primary/5 px-3 py-2 text-sm text-ink dark:bg-white/5"
          data-testid="wallet-payment-note"
        >
          {walletCover.rest > 0
            ? t(value === onlinePaymentType ? 'payments.walletRestOnline' : 'checkout.wallet.restInCash', {
                wallet: money(walletCover.covers),
                rest: money(walletCover.rest),
              })
            : t('checkout.wallet.coversAll', { wallet: money(walletCover.covers) })}
        </p>
      ) : null}
      <div className="clear-both space-y-2">
        {payments.map((payment) => (
          <Fragment key={payment}>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-line has-[:checked]:bg-primary/5 has-[:checked]:ring-2 has-[:checked]:ring-primary dark:has-[:checked]:bg-white/5">
              <input
                type="radio"
                name="payment"
                value={payment}
                checked={value === payment}
                onChange={() => onChange(payment)}
                className="size-4 accent-[var(--color-primary)]"
              />
              <span className="text-ink">{t(paymentLabelKey(payment, type))}</span>
            </label>
            {payment === onlinePaymentType && value === onlinePaymentType ? (
              <div className="ps-2 pb-1">
                <MethodPicker
                  name="online-method"
                  label={t('payments.methodsLabel')}
                  methods={online.methods}
                  value={online.value}
                  onChange={online.onChange}
                />
                <p className="mt-2 text-xs text-ink-muted">{t('payments.onlineHint')}</p>
              </div>
            ) : null}
          </Fragment>
        ))}
      </div>
      {error ? <p className={`mt-1 ${errorTextClass}`}>{error}</p> : null}
    </Card>
  );
}
