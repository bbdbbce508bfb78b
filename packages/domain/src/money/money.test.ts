import { describe, expect, it } from 'vitest';
import { currencyOf } from './currency.ts';
import { fitsCurrency, percentOf, roundToStep, roundingStep, toMajor, toMinor } from './money.ts';

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

describe('currency rounding steps', () => {
  it('a currency with a 0.05 rounding rounds amounts to 5 minor units, halves up', () => {
    const step = roundingStep(currencyOf('CHF'));
    expect(step).toBe(5);
    expect([486, 487, 488, 490, 0].map((amount) => roundToStep(amount, step))).toEqual([485, 485, 490, 490, 0]);
  });

  it('currencies without a rounding, known or unknown, keep the minor unit', () => {
    expect(roundingStep(currencyOf('KWD'))).toBe(1);
    expect(roundingStep(currencyOf('XYZ'))).toBe(1);
    expect(roundToStep(1234, 1)).toBe(1234);
  });
});
