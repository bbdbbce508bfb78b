import { describe, expect, it } from 'vitest';
import { deliveryTakesPayment } from './delivery-payment.ts';

describe('payment types a delivery takes', () => {
  it('cash is taken only when the delivery config has cash on', () => {
    expect(deliveryTakesPayment({ cash: true, credit: false }, 2)).toBe(true);
    expect(deliveryTakesPayment({ cash: false, credit: true }, 2)).toBe(false);
  });

  it('a card, online or at the door, is taken only when credit is on', () => {
    expect(deliveryTakesPayment({ cash: true, credit: false }, 8)).toBe(false);
    expect(deliveryTakesPayment({ cash: true, credit: false }, 1)).toBe(false);
    expect(deliveryTakesPayment({ cash: false, credit: true }, 8)).toBe(true);
  });

  it('pay later and a business without a delivery config are not narrowed', () => {
    expect(deliveryTakesPayment({ cash: false, credit: false }, 3)).toBe(true);
    expect(deliveryTakesPayment(undefined, 2)).toBe(true);
  });
});
