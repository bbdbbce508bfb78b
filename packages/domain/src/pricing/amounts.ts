import type { Minor } from '../money/money.ts';

/** Turns an untrusted money amount into a non-negative integer of minor units (NaN becomes 0). */
export function nonNegativeMinor(value: number): Minor {
  return Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;
}

/** Clamps a percentage to 0…100 (NaN becomes 0). */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** The count a line is priced at: a whole number, never below 1 (SPEC §5 count floor). */
export function pricedCount(count: number): number {
  return Number.isFinite(count) ? Math.max(1, Math.trunc(count)) : 1;
}

/** A quantity that must be a whole number not below 0 (modifier quantities). */
export function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.trunc(quantity)) : 0;
}
