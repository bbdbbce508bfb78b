import { describe, expect, it } from 'vitest';
import { paymentLabelKey, paymentLabelKeys } from './payment-label.ts';

describe('an order’s payment line', () => {
  const order = (wallet: number, total: number) => ({
    use_wallet: wallet > 0,
    totals: { wallet_discount: wallet, total },
  });

  it('says the wallet paid when it paid everything, not the cash the order was sent with', () => {
    expect(paymentLabelKeys(order(4.5, 0), 'checkout.payment.type2')).toEqual(['cart.breakdown.wallet']);
  });

  it('names the method and the wallet when the wallet paid a part', () => {
    expect(paymentLabelKeys(order(2, 2.5), 'checkout.payment.type2')).toEqual([
      'checkout.payment.type2',
      'cart.breakdown.wallet',
    ]);
  });

  it('names only the method without the wallet', () => {
    expect(paymentLabelKeys(order(0, 4.5), 'staff.payment.cash')).toEqual(['staff.payment.cash']);
  });
});

describe('paymentLabelKey', () => {
  it('names the card payment after the order type', () => {
    expect(paymentLabelKey(8, 'pickup')).toBe('checkout.payment.type8');
    expect(paymentLabelKey(8, 'car_pickup')).toBe('checkout.payment.type8');
    expect(paymentLabelKey(8, 'delivery')).toBe('checkout.payment.type8Delivery');
    expect(paymentLabelKey(8, 'dinein')).toBe('checkout.payment.type8DineIn');
    expect(paymentLabelKey(8, 'dine_in')).toBe('checkout.payment.type8DineIn');
  });
  it('keeps the other payment types as they are', () => {
    expect(paymentLabelKey(2, 'delivery')).toBe('checkout.payment.type2');
    expect(paymentLabelKey(3, 'dinein')).toBe('checkout.payment.type3');
  });
});
