import { describe, expect, it } from 'vitest';
import { formatReverseAddress } from './reverse-address.ts';

describe('formatReverseAddress', () => {
  it('joins building, road, neighbourhood, suburb, district, quarter and city in that order', () => {
    const address = {
      city: 'Kuwait City',
      quarter: 'Block 4',
      district: 'Capital',
      suburb: 'Sharq',
      neighbourhood: 'Souq Sharq',
      road: 'Arabian Gulf Street',
      building: 'Tower 1',
      country: 'Kuwait',
      postcode: '15300',
    };
    expect(formatReverseAddress(address)).toBe(
      'Tower 1, Arabian Gulf Street, Souq Sharq, Sharq, Capital, Block 4, Kuwait City',
    );
  });

  it('uses the state when there is no city', () => {
    expect(formatReverseAddress({ road: 'Salem Al Mubarak Street', state: 'Hawalli Governorate' })).toBe(
      'Salem Al Mubarak Street, Hawalli Governorate',
    );
    expect(formatReverseAddress({ road: 'Road 30', city: ' ', state: 'Ahmadi Governorate' })).toBe(
      'Road 30, Ahmadi Governorate',
    );
  });

  it('skips empty parts and writes a repeated part once', () => {
    expect(formatReverseAddress({ road: '', suburb: 'Salmiya', district: 'salmiya ', city: 'Salmiya' })).toBe(
      'Salmiya',
    );
    expect(formatReverseAddress(undefined)).toBe('');
  });
});
