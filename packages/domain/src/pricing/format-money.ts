import { isKnownCurrency } from '../money/currency.ts';
import type { Currency } from '../money/currency.ts';
import type { Minor } from '../money/money.ts';

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
  return `${numberFormat(locale, fraction).format(major)}\u00a0${label ?? currency.code}`;
}
