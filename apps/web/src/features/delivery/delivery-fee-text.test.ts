import { describe, expect, it } from 'vitest';
import { deliveryFeeText } from './delivery-fee-text.ts';

const format = { money: (minor: number) => `KWD ${(minor / 1000).toFixed(3)}`, free: 'Free' };

describe('deliveryFeeText', () => {
  it('says Free like the summary when a free-delivery coupon brings the priced fee to 0', () => {
    expect(deliveryFeeText(0, 'KWD 0.750', format)).toBe('Free');
  });
  it('shows the priced fee, not the zone list fee', () => {
    expect(deliveryFeeText(500, 'KWD 0.750', format)).toBe('KWD 0.500');
  });
  it("shows the zone's fee until the cart is priced", () => {
    expect(deliveryFeeText(null, 'KWD 0.750', format)).toBe('KWD 0.750');
  });
});
