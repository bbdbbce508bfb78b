import type { ShownBreakdown } from '@okmenu/domain';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

interface BreakdownRowsProps {
  breakdown: ShownBreakdown;
  money: (minor: number) => string;
  /** Shows the delivery fee row even when it is 0 (delivery orders). */
  delivery?: boolean;
  couponCode?: string | null;
}

/** Subtotal, discounts, coupon, exclusive taxes, fees, wallet and total, as a description list. */
export function BreakdownRows({ breakdown, money, delivery, couponCode }: BreakdownRowsProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 3 });
  const rows: { key: string; label: string; value: string; testId: string }[] = [
    { key: 'subtotal', label: t('cart.breakdown.subtotal'), value: money(breakdown.subtotal), testId: 'subtotal' },
  ];
  if (breakdown.discountTotal > 0) {
    rows.push({
      key: 'discount',
      label: t('cart.breakdown.discount'),
      value: money(-breakdown.discountTotal),
      testId: 'discount',
    });
  }
  if (breakdown.couponDiscount > 0) {
    rows.push({
      key: 'coupon',
      label: couponCode ? t('cart.breakdown.couponCode', { code: couponCode }) : t('cart.breakdown.coupon'),
      value: money(-breakdown.couponDiscount),
      testId: 'coupon',
    });
  }
  for (const tax of breakdown.exclusiveTaxes) {
    rows.push({
      key: `tax-${tax.id}`,
      label: t('cart.breakdown.tax', { name: tax.name, rate: percent.format(tax.rate / 100) }),
      value: money(tax.amount),
      testId: `tax-${tax.id}`,
    });
  }
  if (delivery || breakdown.deliveryFee > 0) {
    rows.push({
      key: 'delivery',
      label: t('cart.breakdown.deliveryFee'),
      value: breakdown.deliveryFee > 0 ? money(breakdown.deliveryFee) : t('cart.breakdown.free'),
      testId: 'delivery-fee',
    });
  }
  if (breakdown.shippingFee > 0) {
    rows.push({
      key: 'shipping',
      label: t('cart.breakdown.shippingFee'),
      value: money(breakdown.shippingFee),
      testId: 'shipping-fee',
    });
  }
  if (breakdown.serviceFee > 0) {
    rows.push({
      key: 'service',
      label: t('cart.breakdown.serviceFee'),
      value: money(breakdown.serviceFee),
      testId: 'service-fee',
    });
  }
  if (breakdown.walletDiscount > 0) {
    rows.push({
      key: 'wallet',
      label: t('cart.breakdown.wallet'),
      value: money(-breakdown.walletDiscount),
      testId: 'wallet',
    });
  }
  return (
    <dl className="space-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <dt className="text-ink-muted">{row.label}</dt>
          <dd className="ms-auto text-end font-medium text-ink tabular-nums" data-testid={`breakdown-${row.testId}`}>
            {row.value}
          </dd>
        </div>
      ))}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-line pt-3 text-base">
        <dt className="font-semibold text-ink">{t('cart.breakdown.total')}</dt>
        <dd className="ms-auto text-end font-bold text-ink tabular-nums" data-testid="breakdown-total">
          {money(breakdown.total)}
        </dd>
      </div>
    </dl>
  );
}
