import type { WalletTransactionWire } from '@okmenu/contract';

/** Newest first; equal times keep the newer id first. */
export function sortHistory(history: readonly WalletTransactionWire[]): WalletTransactionWire[] {
  return [...history].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The translation key of a history entry's kind. */
export function historyKindKey(entry: Pick<WalletTransactionWire, 'kind' | 'order_id'>): string {
  switch (entry.kind) {
    case 'credit':
      return 'wallet.kinds.credit';
    case 'order_debit':
      return entry.order_id ? 'wallet.kinds.orderDebit' : 'wallet.kinds.orderDebitNoId';
    case 'order_refund':
      return entry.order_id ? 'wallet.kinds.orderRefund' : 'wallet.kinds.orderRefundNoId';
  }
}

/** A date and time in the interface language (the Intl formatter, falling back to English). */
export function formatHistoryDate(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone };
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

/** What a package gives on top of its price (major units, never negative). */
export function packageBonus(pack: { price: number; credit: number }): number {
  return Math.max(0, pack.credit - pack.price);
}

/** A phone number as a wa.me link, or null when there is none. */
export function whatsappLink(phone: string | null | undefined, text?: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
