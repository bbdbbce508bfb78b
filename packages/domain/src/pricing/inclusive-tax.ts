import { roundMinor } from '../money/money.ts';
import type { Minor } from '../money/money.ts';
import type { TaxRate } from './pricing-types.ts';

/** A part of a unit's price (the price label, or one modifier) with the inclusive taxes it carries. */
export interface TaxedPart {
  amount: Minor;
  rates: TaxRate[];
}

/** Sum of several inclusive rates; they are added, not compounded (decision 0021). */
export function combinedRate(rates: TaxRate[]): number {
  return rates.reduce((sum, tax) => sum + (Number.isFinite(tax.rate) && tax.rate > 0 ? tax.rate : 0), 0);
}

/** Tax contained in a tax-inclusive price, unrounded: price × rate / (100 + rate). */
export function inclusiveTaxPart(price: number, rate: number): number {
  return rate > 0 ? (price * rate) / (100 + rate) : 0;
}

/** Tax contained in a tax-inclusive price, rounded once to the minor unit. */
export function inclusiveTaxOf(price: Minor, rates: TaxRate[]): Minor {
  return roundMinor(inclusiveTaxPart(price, combinedRate(rates)));
}

/**
 * Tax contained in one unit that was actually sold for `paid` (after a coupon): a coupon lowers every
 * part of the unit in proportion, so the tax shrinks by the same factor; rounded once per unit.
 */
export function unitInclusiveTax(parts: TaxedPart[], paid: Minor): Minor {
  const full = parts.reduce((sum, part) => sum + part.amount, 0);
  if (full <= 0 || paid <= 0) return 0;
  const tax = parts.reduce((sum, part) => sum + inclusiveTaxPart(part.amount, combinedRate(part.rates)), 0);
  return roundMinor((tax * Math.min(paid, full)) / full);
}
