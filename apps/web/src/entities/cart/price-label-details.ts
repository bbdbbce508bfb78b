import type { CartPriceLabel } from './cart-types.ts';

/** The price label's name, its unit ("per kg") and the kitchen's preparation time, as one muted line. */
export function priceLabelDetails(
  label: CartPriceLabel,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const parts = [
    label.label,
    label.unit ? t('cart.perUnit', { unit: label.unit }) : '',
    label.preparation_time ? t('cart.preparationTime', { minutes: label.preparation_time }) : '',
  ];
  return parts.filter(Boolean).join(' · ');
}
