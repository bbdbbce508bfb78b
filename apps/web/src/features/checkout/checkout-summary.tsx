import type { CartItem } from '../../entities/cart/cart-types.ts';
import { CartBreakdown } from '../../entities/cart/cart-breakdown.tsx';
import type { CartPricing } from '../../entities/cart/use-cart-pricing.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { Card } from '../../shared/ui/card.tsx';

/** The checkout's order summary: each line with its price and any problem with it, then the full breakdown. */
export function CheckoutSummary({
  items,
  lineErrors,
  pricing,
  money,
  delivery,
}: {
  items: readonly CartItem[];
  /** Problems the server named per line index when it refused the order. */
  lineErrors: ReadonlyMap<number, string>;
  pricing: CartPricing;
  money: (minor: number) => string;
  /** A delivery order (not shipped abroad): the delivery fee row shows even when it is 0. */
  delivery: boolean;
}) {
  const { t } = useTranslation();
  const breakdown = pricing.breakdown;
  return (
    <Card as="section">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold text-ink">
          {t('checkout.summary', { count: items.reduce((n, item) => n + item.count, 0) })}
        </h2>
        {pricing.confirming ? <Spinner className="size-4 border-2" /> : null}
      </div>
      <ul className="mb-3 space-y-1 border-b border-line pb-3 text-sm">
        {items.map((item, index) => (
          <li key={item.lineId} className="flex justify-between gap-3">
            <span className="min-w-0 text-ink">
              <span className="tabular-nums">{item.count}×</span> {item.name}
              {item.price_label.label ? <span className="text-ink-muted"> · {item.price_label.label}</span> : null}
              {lineErrors.has(index) || pricing.lineProblems.has(index) ? (
                <span className="block text-red-700 dark:text-red-300">
                  {t('cart.lineProblem', {
                    message: t(lineErrors.get(index) ?? pricing.lineProblems.get(index) ?? 'cart.problems.other'),
                  })}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-ink-muted tabular-nums">
              {breakdown?.shown.lines[index] !== undefined ? money(breakdown.shown.lines[index]) : ''}
            </span>
          </li>
        ))}
      </ul>
      <CartBreakdown pricing={pricing} money={money} delivery={delivery} />
    </Card>
  );
}
