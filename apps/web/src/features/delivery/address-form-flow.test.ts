import { describe, expect, it } from 'vitest';
import { pathAfterAddressForm, recipientPrefill } from './address-form-flow.ts';

describe('recipientPrefill', () => {
  it("fills a signed-in guest's name and phone as the recipient", () => {
    expect(recipientPrefill({ contactName: '', contactPhone: '' }, { name: 'Sara', phone: '50001234' })).toEqual({
      contactName: 'Sara',
      contactPhone: '50001234',
    });
  });
  it('keeps a recipient already typed, and fills nothing for a guest', () => {
    expect(recipientPrefill({ contactName: 'Ali', contactPhone: '' }, { name: 'Sara', phone: '5' })).toEqual({
      contactPhone: '5',
    });
    expect(recipientPrefill({ contactName: '', contactPhone: '' }, null)).toEqual({});
  });
});

describe('pathAfterAddressForm', () => {
  it('returns to the saved address list it was opened from', () => {
    expect(
      pathAfterAddressForm({ referenceId: 'demo', type: 'delivery', back: '/demo/locations', cartHasItems: false }),
    ).toBe('/demo/locations');
  });
  it('ignores a back path outside the venue', () => {
    expect(pathAfterAddressForm({ referenceId: 'demo', type: 'delivery', back: '//evil', cartHasItems: true })).toBe(
      '/demo/delivery/checkout',
    );
    expect(pathAfterAddressForm({ referenceId: 'demo', type: 'delivery', back: null, cartHasItems: false })).toBe(
      '/demo/delivery',
    );
  });
});
