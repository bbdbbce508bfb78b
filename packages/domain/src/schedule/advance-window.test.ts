import { describe, expect, it } from 'vitest';
import { intervalToMinutes, leadMinutes, windowMinutes } from './advance-window.ts';

describe('advance intervals', () => {
  it('converts minutes, hours and days to minutes', () => {
    expect(intervalToMinutes({ value: 45, scale: 'min' })).toBe(45);
    expect(intervalToMinutes({ value: 2, scale: 'hour' })).toBe(120);
    expect(intervalToMinutes({ value: 3, scale: 'day' })).toBe(4320);
    expect(intervalToMinutes(90)).toBe(90);
  });

  it('reads a missing or negative interval as zero', () => {
    expect(intervalToMinutes(undefined)).toBe(0);
    expect(intervalToMinutes(null)).toBe(0);
    expect(intervalToMinutes({ value: -5, scale: 'hour' })).toBe(0);
  });

  it('makes the lead the minimum advance plus 15 minutes', () => {
    expect(leadMinutes(undefined)).toBe(15);
    expect(leadMinutes({ value: 1, scale: 'hour' })).toBe(75);
  });

  it('makes the window the maximum advance, 168 hours when unset or zero, and never longer', () => {
    expect(windowMinutes({ value: 2, scale: 'day' })).toBe(2880);
    expect(windowMinutes(undefined)).toBe(10080);
    expect(windowMinutes({ value: 0, scale: 'hour' })).toBe(10080);
    expect(windowMinutes({ value: 30, scale: 'day' })).toBe(10080);
  });
});
