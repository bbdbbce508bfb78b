/** What an order's payment line needs: the method chosen and what the wallet paid. */
export interface PaidOrder {
  use_wallet: boolean;
  totals: { wallet_discount: number; total: number };
}

/**
 * The translation keys an order's payment reads as, in order (issue 12): an order the wallet paid entirely
 * says "Paid from wallet" (not "Cash" with a total of zero); one it paid in part names the method and the
 * wallet; any other names its method. `methodKey` is the key of the chosen method.
 */
export function paymentLabelKeys(order: PaidOrder, methodKey: string, walletKey = 'cart.breakdown.wallet'): string[] {
  const walletPaid = order.use_wallet && order.totals.wallet_discount > 0;
  if (!walletPaid) return [methodKey];
  if (order.totals.total <= 0) return [walletKey];
  return [methodKey, walletKey];
}

/**
 * The translation key of a payment type's label for an order's type: paying by card (8) happens on pickup, on
 * delivery or at the table, so its label follows the selling type. `type` is the path type (`pickup`,
 * `delivery`, `dinein`) or the order's selling type (`car_pickup`, `dine_in`, `product_service`).
 */
export function paymentLabelKey(paymentType: number, type: string | null | undefined): string {
  if (paymentType === 8) {
    if (type === 'delivery') return 'checkout.payment.type8Delivery';
    if (type === 'dinein' || type === 'dine_in' || type === 'product_service') return 'checkout.payment.type8DineIn';
  }
  return `checkout.payment.type${paymentType}`;
}
