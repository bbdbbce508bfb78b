import type { Minor } from '@okmenu/domain';
import { CartBreakdown } from '../../entities/cart/cart-breakdown.tsx';
import type { CartPricing } from '../../entities/cart/use-cart-pricing.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/**
 * The cart's summary card: the breakdown the server confirms (a spinner while it does), a pricing failure with
 * a retry, and how much is missing to reach the minimum order.
 */
export function CartSummary({
  headingId,
  pricing,
  money,
  delivery,
}: {
  headingId: string;
  pricing: CartPricing;
  money: (minor: Minor) => string;
  /** A local delivery: the breakdown shows the delivery fee row. */
  delivery: boolean;
}) {
  const { t } = useTranslation();
  const { breakdown } = pricing;
  const missing = breakdown?.shown.missingForMinOrder ?? 0;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-ink">
          {t('cart.summary')}
        </h2>
        {pricing.confirming ? <Spinner className="size-4 border-2" /> : null}
      </div>
      <CartBreakdown pricing={pricing} money={money} delivery={delivery}>
        {pricing.error ? (
          <div role="alert" className="mb-3 rounded-xl bg-red-500/10 px-3 py-2 text-sm text-red-700 dark:text-red-300">
            <p>{pricing.error.code === 'NETWORK' ? t('cart.pricingOffline') : t(pricing.error.key)}</p>
            <button type="button" onClick={pricing.refetch} className="mt-1 font-semibold underline">
              {t('common.retry')}
            </button>
          </div>
        ) : null}
      </CartBreakdown>
      {missing > 0 && breakdown ? (
        <p
          className="mt-3 rounded-xl bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200"
          data-testid="min-order"
        >
          {t('cart.minOrder', { amount: money(missing), minimum: money(breakdown.shown.minOrder) })}
        </p>
      ) : null}
    </Card>
  );
}
