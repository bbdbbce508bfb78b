import type { CurrencyWire } from '@okmenu/contract';
import { currencyOf, formatMoney, toMinor, type Currency } from '@okmenu/domain';

/** The business currency with its own decimals (SPEC §9) and the translated name written after amounts. */
export function walletCurrency(currency: CurrencyWire): { currency: Currency; label: string } {
  return {
    currency: { ...currencyOf(currency.code), decimalDigits: currency.decimal_digits },
    label: currency.name || currency.code,
  };
}

/**
 * Formats a wire amount (major units) in the business currency; `short` writes the currency's short form
 * (SPEC §3 symbol, "KD") for tight places such as the package cards.
 */
export function formatWalletAmount(
  major: number,
  options: { currency: CurrencyWire; locale: string; short?: boolean },
): string {
  const { currency, label } = walletCurrency(options.currency);
  const shown = options.short ? currency.symbol || label : label;
  return formatMoney(toMinor(major, currency), { currency, locale: options.locale, label: shown });
}

/** The balance: the sum of the balance entries, in minor units (summed as integers, so no float drift). */
export function balanceMinor(balance: readonly { amount: number }[], currency: CurrencyWire): number {
  const { currency: money } = walletCurrency(currency);
  return balance.reduce((sum, entry) => sum + toMinor(entry.amount, money), 0);
}

/** Formats minor units in the business currency. */
export function formatMinor(minor: number, options: { currency: CurrencyWire; locale: string }): string {
  const { currency, label } = walletCurrency(options.currency);
  return formatMoney(minor, { currency, locale: options.locale, label });
}
