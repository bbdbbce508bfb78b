import { describe, expect, it } from 'vitest';
import { currencyOf } from '../money/currency.ts';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('shows Kuwaiti dinars with three decimals', () => {
    expect(formatMoney(1250, { currency: currencyOf('KWD'), locale: 'en' })).toBe('KWD\u00a01.250');
  });

  it('shows US dollars with two decimals', () => {
    expect(formatMoney(1299, { currency: currencyOf('USD'), locale: 'en-US' })).toBe('$12.99');
  });

  it('shows a currency without minor units with no decimals', () => {
    expect(formatMoney(1500, { currency: currencyOf('JPY'), locale: 'en' })).toBe('¥1,500');
  });

  it('uses the separators of the locale', () => {
    expect(formatMoney(123_456_789, { currency: currencyOf('EUR'), locale: 'de-DE' })).toContain('1.234.567,89');
  });

  it('shows an unknown currency with three decimals and its code after the number', () => {
    expect(formatMoney(1250, { currency: currencyOf('XYZ'), locale: 'en' })).toBe('1.250\u00a0XYZ');
  });

  it('does not throw on a code Intl rejects', () => {
    const currency = { code: 'K$', symbol: 'K$', name: 'K$', decimalDigits: 3, rounding: 0 };
    expect(formatMoney(1250, { currency, locale: 'en' })).toBe('1.250\u00a0K$');
  });

  it('falls back to English when the locale tag is invalid', () => {
    expect(formatMoney(1299, { currency: currencyOf('USD'), locale: 'en_US' })).toBe('$12.99');
  });

  it('writes a translated currency label after the number when one is given', () => {
    expect(formatMoney(1250, { currency: currencyOf('KWD'), locale: 'en', label: 'KD' })).toBe('1.250\u00a0KD');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-1299, { currency: currencyOf('USD'), locale: 'en-US' })).toBe('-$12.99');
  });
});
