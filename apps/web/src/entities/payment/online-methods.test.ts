import { describe, expect, it } from 'vitest';
import { browserCanApplePay, usableOnlineMethods } from './online-methods.ts';

const all = ['card', 'knet', 'benefit', 'mada', 'apple_pay', 'apple_pay_knet'];

describe('the online methods a guest may pick', () => {
  it('offers KNET only in KWD, Benefit only in BHD, Mada only in SAR; cards everywhere', () => {
    expect(usableOnlineMethods({ gateway: 'tap', currency: 'KWD', methods: all }, false)).toEqual(['card', 'knet']);
    expect(usableOnlineMethods({ gateway: 'tap', currency: 'BHD', methods: all }, false)).toEqual(['card', 'benefit']);
    expect(usableOnlineMethods({ gateway: 'tap', currency: 'sar', methods: all }, false)).toEqual(['card', 'mada']);
    expect(usableOnlineMethods({ gateway: 'tap', currency: 'AED', methods: all }, false)).toEqual(['card']);
  });

  it('shows Apple Pay only where the browser can pay with it', () => {
    const offer = { gateway: 'sandbox' as const, currency: 'KWD', methods: ['knet', 'apple_pay', 'apple_pay_knet'] };
    expect(usableOnlineMethods(offer, false)).toEqual(['knet']);
    expect(usableOnlineMethods(offer, true)).toEqual(['knet', 'apple_pay', 'apple_pay_knet']);
  });

  it('offers nothing without a gateway, without an answer, or for methods it does not know', () => {
    expect(usableOnlineMethods({ gateway: null, currency: 'KWD', methods: ['knet'] }, true)).toEqual([]);
    expect(usableOnlineMethods(undefined, true)).toEqual([]);
    expect(usableOnlineMethods({ gateway: 'tap', currency: 'KWD', methods: ['bitcoin', 'knet'] }, true)).toEqual([
      'knet',
    ]);
  });

  it('asks ApplePaySession.canMakePayments, and says no when it is missing or throws', () => {
    expect(browserCanApplePay({})).toBe(false);
    expect(browserCanApplePay(undefined)).toBe(false);
    expect(browserCanApplePay({ ApplePaySession: { canMakePayments: () => true } })).toBe(true);
    expect(browserCanApplePay({ ApplePaySession: { canMakePayments: () => false } })).toBe(false);
    expect(
      browserCanApplePay({
        ApplePaySession: {
          canMakePayments: () => {
            throw new Error('insecure');
          },
        },
      }),
    ).toBe(false);
  });
});
