import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('formatPhone', () => {
  it('groups Kuwaiti numbers four by four, whatever their range', () => {
    expect(formatPhone('+96550001234')).toBe('+965 5000 1234');
    expect(formatPhone('+96590012345')).toBe('+965 9001 2345');
    expect(formatPhone('+96522345678')).toBe('+965 2234 5678');
  });

  it("keeps the library's international format elsewhere, and leaves text that is no number alone", () => {
    expect(formatPhone('+966501234567')).toBe('+966 50 123 4567');
    expect(formatPhone('+442071838750')).toBe('+44 20 7183 8750');
    expect(formatPhone('call me')).toBe('call me');
  });
});
