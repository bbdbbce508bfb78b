import { describe, expect, it } from 'vitest';
import { labelledValue } from './form-line.ts';

describe('labelledValue', () => {
  it('puts the label before a bare value', () => {
    expect(labelledValue('Street', '41')).toBe('Street 41');
    expect(labelledValue('Block', ' 3 ')).toBe('Block 3');
  });
  it('does not repeat a label the guest already typed', () => {
    expect(labelledValue('Street', 'Street 41')).toBe('Street 41');
    expect(labelledValue('Street', 'street 41')).toBe('street 41');
    expect(labelledValue('شارع', 'شارع 41')).toBe('شارع 41');
  });
  it('keeps the label before a value that only starts with the same letters', () => {
    expect(labelledValue('Street', 'Streetview Road')).toBe('Street Streetview Road');
  });
});
