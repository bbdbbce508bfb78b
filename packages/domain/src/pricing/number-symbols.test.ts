import { afterEach, describe, expect, it } from 'vitest';
import { interfaceLocales } from '../index.ts';
import { currencyOf } from '../money/currency.ts';
import { forgetNumberSymbols, formatMoney, knowNumberSymbols } from './format-money.ts';
import { formatWithSymbols, isNumberSymbols, numberSymbolsOf } from './number-symbols.ts';

afterEach(() => forgetNumberSymbols());

const amounts = [
  0, 0.5, 1.05, 7, 12.3, 999.999, 1234.5, 12_345.678, 123_456.1, 1_234_567.891, 100_000_000, 98_765_432.1,
];

describe('number symbols', () => {
  it('write every interface language’s numbers as Intl does, for 0 to 3 decimals', () => {
    let covered = 0;
    for (const locale of interfaceLocales) {
      const symbols = numberSymbolsOf(locale);
      if (!symbols) continue;
      covered += 1;
      for (const digits of [0, 2, 3]) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
        for (const amount of amounts)
          expect([locale, formatWithSymbols(amount, digits, symbols)]).toEqual([locale, intl.format(amount)]);
      }
    }
    // Every language the product speaks is covered (none falls back to Intl at start-up).
    expect(covered).toBe(interfaceLocales.length);
  });

  it('read the grouping of Spanish (from five digits), Hindi (2 then 3) and Arabic digits', () => {
    expect(numberSymbolsOf('es')).toMatchObject({ groupingFrom: 5, group: '.', decimal: ',' });
    expect(formatWithSymbols(1_234_567.5, 1, numberSymbolsOf('en-IN')!)).toBe('12,34,567.5');
    expect(formatWithSymbols(1250.5, 3, numberSymbolsOf('ar-EG')!)).toBe(
      new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 3 }).format(1250.5),
    );
  });

  it('refuse what is not a set of symbols', () => {
    const good = numberSymbolsOf('en')!;
    expect(isNumberSymbols(good)).toBe(true);
    for (const bad of [
      null,
      { ...good, digits: good.digits.slice(1) },
      { ...good, decimal: '' },
      { ...good, group: 'xxxx' },
      { ...good, primaryGroup: 0 },
      { ...good, groupingFrom: 2.5 },
    ])
      expect(isNumberSymbols(bad)).toBe(false);
    expect(numberSymbolsOf('not a locale!')).toBeUndefined();
  });
});

describe('formatMoney with known symbols', () => {
  const kwd = currencyOf('KWD');
  it('writes a labelled price from the symbols, without Intl', () => {
    // Symbols no real language has, so the text can only come from them.
    knowNumberSymbols('en', { ...numberSymbolsOf('en')!, decimal: '·', group: '_' });
    expect(formatMoney(1_234_050, { currency: kwd, locale: 'en', label: 'KD' })).toBe('1_234·050\u00a0KD');
    // Another language, a negative amount and the currency style still go through Intl.
    expect(formatMoney(1050, { currency: kwd, locale: 'fr', label: 'KD' })).toBe('1,050\u00a0KD');
    expect(formatMoney(-1050, { currency: kwd, locale: 'en', label: 'KD' })).toBe('-1.050\u00a0KD');
    expect(formatMoney(1250, { currency: kwd, locale: 'en' })).toBe('KWD\u00a01.250');
  });

  it('ignores symbols that are not well formed', () => {
    knowNumberSymbols('en', { digits: [] });
    expect(formatMoney(1_234_050, { currency: kwd, locale: 'en', label: 'KD' })).toBe('1,234.050\u00a0KD');
  });
});
