import type { WalletTransactionWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { formatHistoryDate, historyKindKey, packageBonus, sortHistory, whatsappLink } from './wallet-history.ts';
import { balanceMinor, formatWalletAmount } from '../../entities/money/wallet-money.ts';

const entry = (overrides: Partial<WalletTransactionWire>): WalletTransactionWire => ({
  id: 1,
  amount: 5,
  kind: 'credit',
  order_id: null,
  package_id: null,
  reason: null,
  created_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const kwd = { code: 'KWD', symbol: 'KD', name: 'KWD', decimal_digits: 3 };

describe('wallet', () => {
  it('sums the balance entries in minor units without float drift', () => {
    expect(balanceMinor([{ amount: 0.1 }, { amount: 0.2 }], kwd)).toBe(300);
  });

  it('formats amounts with the currency decimals', () => {
    expect(formatWalletAmount(10, { currency: kwd, locale: 'en' })).toBe('10.000\u00a0KWD');
  });

  it('lists the history newest first', () => {
    const list = sortHistory([
      entry({ id: 1, created_at: '2026-01-01T10:00:00.000Z' }),
      entry({ id: 2, created_at: '2026-01-02T10:00:00.000Z' }),
    ]);
    expect(list.map((item) => item.id)).toEqual([2, 1]);
  });

  it('names each kind', () => {
    expect(historyKindKey(entry({ kind: 'credit' }))).toBe('wallet.kinds.credit');
    expect(historyKindKey(entry({ kind: 'order_debit', order_id: 4 }))).toBe('wallet.kinds.orderDebit');
    expect(historyKindKey(entry({ kind: 'order_refund', order_id: 4 }))).toBe('wallet.kinds.orderRefund');
  });

  it('writes dates in the interface language', () => {
    expect(formatHistoryDate('2026-01-02T10:00:00.000Z', 'en', 'UTC')).toMatch(/Jan 2, 2026/);
    expect(formatHistoryDate('not a date', 'en')).toBe('not a date');
  });

  it('shows what a package gives on top of its price', () => {
    expect(packageBonus({ price: 10, credit: 12 })).toBe(2);
    expect(packageBonus({ price: 10, credit: 10 })).toBe(0);
  });

  it('links a WhatsApp number, or nothing without one', () => {
    expect(whatsappLink('+965 5000 1234', 'hi there')).toBe('https://wa.me/96550001234?text=hi%20there');
    expect(whatsappLink(null)).toBeNull();
  });
});
