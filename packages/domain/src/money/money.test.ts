import { describe, expect, it } from 'vitest';
import { currencyOf } from './currency.ts';
import { fitsCurrency, percentOf, toMajor, toMinor } from './money.ts';

describe('money', () => {
  it('converts Kuwaiti dinars to fils with three decimals', () => {
    expect(toMinor(1.25, currencyOf('KWD'))).toBe(1250);
    expect(toMajor(1250, currencyOf('KWD'))).toBe(1.25);
  });

  it('gives an unknown currency three decimals', () => {
    expect(currencyOf('XYZ').decimalDigits).toBe(3);
  });

  it('refuses more decimals than the currency has', () => {
    expect(fitsCurrency(1.005, currencyOf('USD'))).toBe(false);
    expect(fitsCurrency(1.005, currencyOf('KWD'))).toBe(true);
  });

  it('rounds a percentage half away from zero', () => {
    expect(percentOf(125, 10)).toBe(13);
    expect(percentOf(-125, 10)).toBe(-13);
  });
});
