import { describe, expect, it } from 'vitest';
import { needsQuantityCheck } from './unusual-quantity.ts';

describe('needsQuantityCheck', () => {
  it('asks to confirm an unusual quantity such as 120 portions', () => {
    expect(needsQuantityCheck(120, null)).toBe(true);
    expect(needsQuantityCheck(20, undefined)).toBe(true);
  });
  it('does not ask for ordinary quantities or within a maximum the business set', () => {
    expect(needsQuantityCheck(3, null)).toBe(false);
    expect(needsQuantityCheck(19, null)).toBe(false);
    expect(needsQuantityCheck(50, 60)).toBe(false);
  });
});
