import { Link } from 'react-router';
import type { CartItem } from '../../entities/cart/cart-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CardSection } from '../../shared/ui/card.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';
import { PreOrderPayment, type usePreOrderPayment } from './pre-order-payment.tsx';

/** A type-2 booking's pre-order: the dishes from the reservation menu, their total and how they are paid. */
export function BookingPreOrder({
  id,
  referenceId,
  lines,
  total,
  pricingError,
  payment,
}: {
  id: string;
  referenceId: string;
  lines: readonly CartItem[];
  /** The priced total, formatted; null until priced. */
  total: string | null;
  /** Why the pre-order cannot be priced, translated. */
  pricingError: string | null;
  payment: ReturnType<typeof usePreOrderPayment>;
}) {
  const { t } = useTranslation();
  return (
    <CardSection id={id} title={t('reservation.preOrder')}>
      {lines.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('reservation.preOrderEmpty')}</p>
      ) : (
        <ul className="space-y-1 text-sm text-ink" data-testid="pre-order">
          {lines.map((line) => (
            <li key={line.lineId} className="flex justify-between gap-3">
              <span>
                {line.count}× {line.name}
              </span>
            </li>
          ))}
          {total !== null ? (
            <li className="flex justify-between gap-3 border-t border-line pt-2 font-semibold">
              <span>{t('reservation.preOrderTotal')}</span>
              <span className="tabular-nums">{total}</span>
            </li>
          ) : null}
        </ul>
      )}
      {pricingError ? <p className={`mt-2 ${errorTextClass}`}>{pricingError}</p> : null}
      <Link
        to={`/${referenceId}/reservation`}
        className="mt-3 inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-primary-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10"
      >
        {lines.length === 0 ? t('reservation.chooseDishes') : t('reservation.editDishes')}
      </Link>
      {lines.length > 0 ? <PreOrderPayment payment={payment} /> : null}
    </CardSection>
  );
}
