import type { Currency } from './currency.ts';

/** An amount of money as an integer count of the currency's minor units (fils, cents). */
export type Minor = number;

/** Converts a major-unit decimal from the wire (1.25) to minor units (1250 fils). */
export function toMinor(major: number, currency: Pick<Currency, 'decimalDigits'>): Minor {
  return Math.round(major * 10 ** currency.decimalDigits);
}

/** Whether a major-unit decimal has no more decimals than the currency allows. */
export function fitsCurrency(major: number, currency: Pick<Currency, 'decimalDigits'>): boolean {
  const scaled = major * 10 ** currency.decimalDigits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Converts minor units to the major-unit decimal sent on the wire. */
export function toMajor(minor: Minor, currency: Pick<Currency, 'decimalDigits'>): number {
  return Number((minor / 10 ** currency.decimalDigits).toFixed(currency.decimalDigits));
}

/** Rounds a fractional minor amount half away from zero, the rule used for every derived amount. */
export function roundMinor(value: number): Minor {
  return value < 0 ? -Math.round(-value) : Math.round(value);
}

/** Takes a percentage of an amount, rounded to the minor unit. */
export function percentOf(amount: Minor, percent: number): Minor {
  return roundMinor((amount * percent) / 100);
}

/** The currency's rounding step in minor units (SPEC §3 `rounding`, e.g. 0.05 CHF = 5 rappen); 1 when none. */
export function roundingStep(currency: Pick<Currency, 'decimalDigits' | 'rounding'>): Minor {
  const step = Math.round(currency.rounding * 10 ** currency.decimalDigits);
  return step > 1 ? step : 1;
}

/** Rounds a non-negative amount to the nearest multiple of a step, halves up (cash rounding of a total). */
export function roundToStep(amount: Minor, step: Minor): Minor {
  if (step <= 1) return amount;
  return Math.floor((amount + step / 2) / step) * step;
}
