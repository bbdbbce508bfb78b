import type { TranslateFunction } from '../../shared/i18n/translate.ts';

/**
 * The checkout's line under the minimum-order bar. An area's minimum is "for this area"; an order shipped
 * abroad has its country's minimum, which is no area's, so it says just "the minimum order".
 */
export function minimumOrderText(
  t: TranslateFunction,
  options: { shipping: boolean; reached: boolean; missing: string; minimum: string },
): string {
  if (options.reached) return t('delivery.checkout.minimumReached', { minimum: options.minimum });
  if (options.shipping) return t('cart.minOrder', { amount: options.missing, minimum: options.minimum });
  return t('delivery.checkout.minimumMissing', { amount: options.missing, minimum: options.minimum });
}
