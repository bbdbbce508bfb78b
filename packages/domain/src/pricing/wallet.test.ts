import { describe, expect, it } from 'vitest';
import { walletDiscountOf } from './wallet.ts';

describe('walletDiscountOf', () => {
  it('pays nothing when the wallet is not used', () => {
    expect(walletDiscountOf({ balance: 5000, use: false, total: 3000 })).toBe(0);
  });

  it('pays the whole balance when it is below the total', () => {
    expect(walletDiscountOf({ balance: 1000, use: true, total: 3000 })).toBe(1000);
  });

  it('never pays more than the total', () => {
    expect(walletDiscountOf({ balance: 5000, use: true, total: 3000 })).toBe(3000);
  });

  it('treats a negative balance as empty', () => {
    expect(walletDiscountOf({ balance: -50, use: true, total: 3000 })).toBe(0);
  });
});
