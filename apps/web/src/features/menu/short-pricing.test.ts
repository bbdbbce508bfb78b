import { describe, expect, it } from 'vitest';
import { formatPrice, menuPricing, shortPricing } from './menu-pricing.ts';

const pricing = menuPricing({
  currency: { code: 'KWD', name: 'Kuwaiti Dinar', decimal_digits: 3 } as never,
  discounts: {} as never,
  routeType: 'pickup',
  locale: 'en',
});

describe('shortPricing', () => {
  it("writes the currency's short form (SPEC §3 symbol) in tight places, joined by a no-break space", () => {
    expect(formatPrice(480, shortPricing(pricing))).toBe('0.480\u00a0KD');
    expect(formatPrice(480, pricing)).toBe('0.480\u00a0Kuwaiti Dinar');
  });
});
