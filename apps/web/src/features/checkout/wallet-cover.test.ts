import { describe, expect, it } from 'vitest';
import { contactPrefillOf } from './contact-prefill.ts';
import { walletBlockOf, walletCoverOf, walletOffered } from './wallet-cover.ts';

describe('what the wallet covers', () => {
  it('covers the whole balance when the order costs more, the rest in cash', () => {
    // Wallet off: the total is the whole order.
    expect(walletCoverOf({ balanceMinor: 2000, breakdown: { total: 5500, walletDiscount: 0 } })).toEqual({
      covers: 2000,
      rest: 3500,
    });
  });

  it('never covers more than the total (SPEC §5)', () => {
    expect(walletCoverOf({ balanceMinor: 50_000, breakdown: { total: 5500, walletDiscount: 0 } })).toEqual({
      covers: 5500,
      rest: 0,
    });
  });

  it('reads the total before the wallet from a breakdown that already has it on', () => {
    // Server: 5.500 before the wallet, 2.000 paid by it, 3.500 left.
    expect(walletCoverOf({ balanceMinor: 2000, breakdown: { total: 3500, walletDiscount: 2000 } })).toEqual({
      covers: 2000,
      rest: 3500,
    });
    expect(walletCoverOf({ balanceMinor: 9000, breakdown: { total: 0, walletDiscount: 5500 } })).toEqual({
      covers: 5500,
      rest: 0,
    });
  });

  it('shows nothing before the cart is priced, and never a negative amount', () => {
    expect(walletCoverOf({ balanceMinor: 2000, breakdown: null })).toBeNull();
    expect(walletCoverOf({ balanceMinor: -5, breakdown: { total: 1000, walletDiscount: 0 } })).toEqual({
      covers: 0,
      rest: 1000,
    });
  });

  it('is offered only to a signed-in customer with a wallet balance above zero', () => {
    expect(walletOffered(null)).toBe(false);
    expect(walletOffered({ walletBalanceMinor: null })).toBe(false);
    expect(walletOffered({ walletBalanceMinor: 0 })).toBe(false);
    expect(walletOffered({ walletBalanceMinor: 1 })).toBe(true);
  });
});

describe('the signed-in checkout’s name and phone', () => {
  const customer = { name: 'Sara', phone: '50012345', phoneE164: '+96550012345' };

  it('fills an empty form from the profile, the phone split into country and national number', () => {
    expect(contactPrefillOf({ contact: { name: '', phone: '' }, customer })).toEqual({
      name: 'Sara',
      phone: '50012345',
      phoneCountry: 'KW',
    });
  });

  it('keeps what the customer typed, and splits their own number set in E.164', () => {
    expect(contactPrefillOf({ contact: { name: 'Sara A.', phone: '99998888' }, customer })).toEqual({});
    expect(contactPrefillOf({ contact: { name: 'Sara A.', phone: '+96550012345' }, customer })).toEqual({
      phone: '50012345',
      phoneCountry: 'KW',
    });
  });
});

describe('why the wallet cannot pay at checkout', () => {
  it('asks a guest to log in, tells an empty or switched-off wallet apart, and says nothing when it can pay', () => {
    expect(walletBlockOf({ walletEnabled: true, customer: null })).toBe('sign_in');
    expect(walletBlockOf({ walletEnabled: true, customer: { walletBalanceMinor: 0 } })).toBe('empty');
    expect(walletBlockOf({ walletEnabled: true, customer: { walletBalanceMinor: null } })).toBe('off');
    expect(walletBlockOf({ walletEnabled: true, customer: { walletBalanceMinor: 500 } })).toBeNull();
    expect(walletBlockOf({ walletEnabled: false, customer: null })).toBeNull();
  });
});
