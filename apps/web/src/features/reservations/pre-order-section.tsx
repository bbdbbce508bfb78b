import type { RestaurantResponse } from '@okmenu/contract';
import { Link } from '../../shared/router/index.ts';
import type { CartItem } from '../../entities/cart/cart-types.ts';
import { MenuChangedNotice } from '../../entities/cart/menu-changed-notice.tsx';
import type { CartPricing } from '../../entities/cart/use-cart-pricing.ts';
import { useMenuRefresh } from '../../entities/cart/use-menu-refresh.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CardSection } from '../../shared/ui/card.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';
import { PreOrderPayment, type usePreOrderPayment } from './pre-order-payment.tsx';

/**
 * A type-2 booking's pre-order: the dishes with their total, a way to choose them, and how they are paid. When
 * the server says the menu changed under them (pricing them, or refusing the booking), the menu is read again
 * and the dishes brought up to date, saying what changed (decision 0110).
 */
export function PreOrderSection({
  id,
  referenceId,
  data,
  lines,
  pricing,
  payment,
  bookingProblems,
}: {
  id: string;
  referenceId: string;
  data: RestaurantResponse;
  lines: readonly CartItem[];
  pricing: CartPricing;
  payment: ReturnType<typeof usePreOrderPayment>;
  /** The line problems of a refused booking (`lineProblemsOf` of its fields). */
  bookingProblems: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const money = useMoney(data);
  const menuRefresh = useMenuRefresh({ referenceId, items: lines, problems: [pricing.lineProblems, bookingProblems] });
  return (
    <CardSection id={id} title={t('reservation.preOrder')}>
      <div className="mb-3 empty:hidden">
        <MenuChangedNotice
          refresh={menuRefresh}
          data={data}
          onRetry={() => {
            menuRefresh.retry();
            pricing.refetch();
          }}
        />
      </div>
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
          {pricing.breakdown ? (
            <li className="flex justify-between gap-3 border-t border-line pt-2 font-semibold">
              <span>{t('reservation.preOrderTotal')}</span>
              <span className="tabular-nums">{money(pricing.breakdown.shown.total)}</span>
            </li>
          ) : null}
        </ul>
      )}
      {pricing.error ? <p className={`mt-2 ${errorTextClass}`}>{t(pricing.error.key)}</p> : null}
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
