import type { PaymentWire } from '@okmenu/contract';
import { currencyOf, onlineMethods, type OnlineMethod } from '@okmenu/domain';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useMethodName } from './method-mark.tsx';

const isMethod = (method: string): method is OnlineMethod => (onlineMethods as readonly string[]).includes(method);

/**
 * An order's online payment for the guest and the staff: the method, its state and every refund with its
 * status. `money` formats an amount in the major unit of the payment's currency.
 */
export function PaymentSummary({
  payment,
  money,
  className = '',
}: {
  payment: PaymentWire;
  money: (major: number, currency: string) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  return (
    <div className={`space-y-2 text-sm ${className}`} data-testid="payment-summary">
      <p className="flex flex-wrap justify-between gap-x-3">
        <span className="text-ink-muted">{isMethod(payment.method) ? methodName(payment.method) : payment.method}</span>
        <span className="font-medium text-ink" data-testid="payment-status" data-status={payment.status}>
          {t(`payments.status.${payment.status}`)}
        </span>
      </p>
      {payment.refunds.length > 0 ? (
        <ul className="space-y-1" aria-label={t('payments.refunds')}>
          {payment.refunds.map((refund, index) => (
            <li
              key={`${refund.created_at}-${index}`}
              className="rounded-xl bg-emerald-600/10 px-3 py-2 text-emerald-900 dark:text-emerald-200"
              data-testid="payment-refund"
            >
              <span className="font-semibold">
                {t(`payments.refund.${refund.status}`, { amount: money(refund.amount, refund.currency) })}
              </span>
              {refund.reason ? <span className="block opacity-80">{refund.reason}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {payment.flag_reason ? <p className="text-amber-800 dark:text-amber-200">{t('payments.flagged')}</p> : null}
    </div>
  );
}

/** An amount in the major unit of a currency, in the interface language (a refund, a package's price). */
export function formatPaymentAmount(amount: number, currencyCode: string, locale: string): string {
  const digits = currencyOf(currencyCode).decimalDigits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currencyCode}`;
  }
}
