import type { ShippingCountryWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { shippingCountriesOf } from './use-delivery-context.ts';

function country(overrides: Partial<ShippingCountryWire>): ShippingCountryWire {
  return {
    id: 1,
    branch_id: 1,
    country: 'Saudi Arabia',
    country_iso: 'SA',
    icon: null,
    fees_per_kg: 1.5,
    fixed_fees: 3,
    min_order: 10,
    home: false,
    ...overrides,
  };
}

const home = country({ id: null, branch_id: null, country: 'Kuwait', country_iso: 'KW', home: true });

describe('the countries a branch ships to', () => {
  it('lists the home country first, then the branch’s countries abroad', () => {
    const uae = country({ id: 2, country: 'UAE', country_iso: 'AE' });
    const other = country({ id: 3, branch_id: 2, country: 'Bahrain', country_iso: 'BH' });
    expect(shippingCountriesOf([uae, home, other], 1).map((c) => c.country_iso)).toEqual(['KW', 'AE']);
  });

  it('offers nothing when the branch ships nowhere abroad (only the home country, or another branch’s)', () => {
    expect(shippingCountriesOf([home], 1)).toEqual([]);
    expect(shippingCountriesOf([home, country({ branch_id: 2 })], 1)).toEqual([]);
    expect(shippingCountriesOf(undefined, 1)).toEqual([]);
  });
});
