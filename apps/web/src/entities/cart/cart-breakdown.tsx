import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BreakdownRows } from './breakdown-rows.tsx';
import type { CartPricing } from './use-cart-pricing.ts';

/**
 * The price breakdown of the cart and the checkout: a notice when the server's numbers replaced the cart's
 * own, then the rows (or "pricing…" until there are any). `children` stand between the notice and the rows.
 */
export function CartBreakdown(props: {
  pricing: CartPricing;
  money: (minor: number) => string;
  /** A delivery order (not shipped abroad): the delivery fee row shows even when it is 0. */
  delivery: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { breakdown, coupon } = props.pricing;
  return (
    <>
      {breakdown?.updated ? (
        <p
          role="status"
          className="mb-3 rounded-xl bg-sky-500/10 px-3 py-2 text-sm text-sky-900 dark:text-sky-200"
          data-testid="prices-updated"
        >
          {t('cart.pricesUpdated')}
        </p>
      ) : null}
      {props.children}
      {breakdown ? (
        <BreakdownRows
          breakdown={breakdown.shown}
          money={props.money}
          delivery={props.delivery}
          couponCode={coupon?.applied ? coupon.code : null}
        />
      ) : (
        <p className="text-sm text-ink-muted">{t('cart.pricing')}</p>
      )}
    </>
  );
}
