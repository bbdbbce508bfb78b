import { isKnownCurrency } from '../money/currency.ts';
import type { Currency } from '../money/currency.ts';
import type { Minor } from '../money/money.ts';
import { formatWithSymbols, isNumberSymbols, type NumberSymbols } from './number-symbols.ts';

// Building an Intl.NumberFormat costs far more than using one, and a menu formats hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

/** A number formatter for the locale, falling back to English when the locale tag is invalid; reused. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      formatter = new Intl.NumberFormat('en', options);
    }
    if (formatters.size >= 200) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Languages whose number symbols the page brought (`knowNumberSymbols`). */
const knownSymbols = new Map<string, NumberSymbols>();

/**
 * Remembers how a language writes numbers (read by the server, number-symbols.ts): its prices with a label are
 * then written without `Intl`, to the same text (decision 0121).
 */
export function knowNumberSymbols(locale: string, symbols: unknown): void {
  if (isNumberSymbols(symbols)) knownSymbols.set(locale, symbols);
}

/** Forgets every remembered language (tests). */
export function forgetNumberSymbols(): void {
  knownSymbols.clear();
}

/** A number with exactly `digits` decimals in the locale: from its known symbols, else `Intl`. */
function formatDecimal(major: number, digits: number, locale: string): string {
  const symbols = knownSymbols.get(locale);
  if (symbols && major >= 0) return formatWithSymbols(major, digits, symbols);
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major);
}

/**
 * Formats minor units as money with exactly the currency's decimal digits (SPEC §9). A currency
 * outside the table, one Intl rejects, or an explicit `label` (a translated name) is written as
 * the number followed by the code or label.
 */
export function formatMoney(minor: Minor, options: { currency: Currency; locale: string; label?: string }): string {
  const { currency, locale, label } = options;
  const digits = Math.min(20, Math.max(0, Math.trunc(currency.decimalDigits)));
  const major = minor / 10 ** digits;
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (label === undefined && isKnownCurrency(currency.code)) {
    try {
      return numberFormat(locale, { style: 'currency', currency: currency.code, ...fraction }).format(major);
    } catch {
      // An invalid currency code: fall through to the suffix form.
    }
  }
  return `${formatDecimal(major, digits, locale)}\u00a0${label ?? currency.code}`;
}
