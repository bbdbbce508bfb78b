/** The payment switches of a delivery config (SPEC §3 delivery config `cash`, `credit`). */
export interface DeliveryPaymentConfig {
  cash: boolean;
  credit: boolean;
}

/**
 * Whether a delivery takes a payment type (decision 0096): cash (2) only when `cash` is on; a card, online
 * (1) or at the door (8), only when `credit` is on; pay later (3) is the business's `payment_methods` call
 * alone. Without a delivery config nothing is narrowed.
 */
export function deliveryTakesPayment(config: DeliveryPaymentConfig | undefined, paymentType: number): boolean {
  if (!config) return true;
  if (paymentType === 2) return config.cash;
  if (paymentType === 1 || paymentType === 8) return config.credit;
  return true;
}
