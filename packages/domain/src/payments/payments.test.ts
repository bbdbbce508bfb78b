import { describe, expect, it } from 'vitest';
import { availableOnlineMethods, canPayWith, onlineMethods } from './payment-methods.ts';
import type { GatewayReading, PaymentStatus } from './payment-status.ts';
import { canMovePayment, isPaymentExpired, outcomeOf, paymentMove, paymentStatuses } from './payment-status.ts';

const expected = { amount: 9750, currency: 'KWD' };
const reading = (overrides: Partial<GatewayReading> = {}): GatewayReading => ({
  status: 'captured',
  amount: 9750,
  currency: 'KWD',
  ...overrides,
});

describe('the payment state machine', () => {
  it('pays an awaiting payment when the gateway captured exactly the expected amount and currency', () => {
    expect(paymentMove('awaiting', reading(), expected)).toBe('paid');
  });

  it('flags a capture of another amount or currency instead of paying', () => {
    expect(paymentMove('awaiting', reading({ amount: 9749 }), expected)).toBe('flagged');
    expect(paymentMove('awaiting', reading({ currency: 'BHD' }), expected)).toBe('flagged');
  });

  it('lets a declined or cancelled payment still succeed later', () => {
    expect(paymentMove('awaiting', reading({ status: 'declined' }), expected)).toBe('declined');
    expect(paymentMove('declined', reading(), expected)).toBe('paid');
    expect(paymentMove('cancelled', reading(), expected)).toBe('paid');
  });

  it('ignores replayed and out-of-order news about a paid payment', () => {
    expect(paymentMove('paid', reading(), expected)).toBeNull();
    expect(paymentMove('paid', reading({ status: 'declined' }), expected)).toBeNull();
    expect(paymentMove('refunded', reading(), expected)).toBeNull();
  });

  it('changes nothing while the gateway still waits', () => {
    expect(outcomeOf(reading({ status: 'pending' }), expected)).toBe('pending');
    expect(paymentMove('awaiting', reading({ status: 'pending' }), expected)).toBeNull();
  });

  it('flags money captured after the payment expired', () => {
    expect(paymentMove('expired', reading(), expected)).toBe('flagged');
    expect(paymentMove('expired', reading({ status: 'declined' }), expected)).toBeNull();
  });

  it('refunds or voids only a paid payment and never leaves a final state', () => {
    const finals: PaymentStatus[] = ['refunded', 'voided'];
    for (const from of paymentStatuses) {
      expect(canMovePayment(from, 'refunded')).toBe(from === 'paid' || from === 'flagged');
      expect(canMovePayment(from, 'voided')).toBe(from === 'paid');
    }
    for (const final of finals) for (const to of paymentStatuses) expect(canMovePayment(final, to)).toBe(false);
  });

  it('expires a payment once its window has passed', () => {
    const createdAt = new Date('2026-11-24T10:00:00Z');
    expect(isPaymentExpired({ createdAt, now: new Date('2026-11-24T10:19:59Z'), expiryMinutes: 20 })).toBe(false);
    expect(isPaymentExpired({ createdAt, now: new Date('2026-11-24T10:20:00Z'), expiryMinutes: 20 })).toBe(true);
  });
});

describe('which online methods a guest may choose', () => {
  it('offers KNET only in KWD, Benefit only in BHD and Mada only in SAR', () => {
    const enabled = [...onlineMethods];
    expect(availableOnlineMethods({ enabled, currency: 'KWD', applePay: true })).toEqual([
      'card',
      'knet',
      'apple_pay',
      'apple_pay_knet',
    ]);
    expect(availableOnlineMethods({ enabled, currency: 'BHD', applePay: false })).toEqual(['card', 'benefit']);
    expect(availableOnlineMethods({ enabled, currency: 'SAR', applePay: false })).toEqual(['card', 'mada']);
  });

  it('offers Apple Pay only where the browser can pay with it', () => {
    expect(availableOnlineMethods({ enabled: ['apple_pay', 'card'], currency: 'USD', applePay: false })).toEqual([
      'card',
    ]);
  });

  it('refuses a method the business did not enable', () => {
    expect(canPayWith({ method: 'knet', enabled: ['card'], currency: 'KWD' })).toBe(false);
    expect(canPayWith({ method: 'knet', enabled: ['knet'], currency: 'KWD' })).toBe(true);
  });
});
