import { describe, expect, it } from 'vitest';
import { allocateCoupon, couponAudienceRejection, couponWindowRejection } from './coupon.ts';
import { createCoupon } from './test-factories.ts';

describe('couponAudienceRejection', () => {
  it('a guests-only coupon does not apply to a logged-in user', () => {
    const coupon = createCoupon({ userType: 'guests' });
    expect(couponAudienceRejection({ coupon, userKind: 'user', sellingType: 'delivery' })).toBe(
      'not_for_logged_in_users',
    );
    expect(couponAudienceRejection({ coupon, userKind: 'guest', sellingType: 'delivery' })).toBeNull();
  });

  it('an auth-users coupon does not apply to a guest', () => {
    const coupon = createCoupon({ userType: 'auth_users' });
    expect(couponAudienceRejection({ coupon, userKind: 'guest', sellingType: 'delivery' })).toBe('not_for_guests');
    expect(couponAudienceRejection({ coupon, userKind: 'user', sellingType: 'delivery' })).toBeNull();
  });

  it('a coupon for everyone applies to guests and users alike', () => {
    const coupon = createCoupon({ userType: 'all' });
    expect(couponAudienceRejection({ coupon, userKind: 'guest', sellingType: 'dine_in' })).toBeNull();
    expect(couponAudienceRejection({ coupon, userKind: 'user', sellingType: 'dine_in' })).toBeNull();
  });

  it('a coupon limited to some selling types is refused for the others', () => {
    const coupon = createCoupon({ sellingTypes: ['delivery'] });
    expect(couponAudienceRejection({ coupon, userKind: 'guest', sellingType: 'dine_in' })).toBe('not_for_selling_type');
  });
});

describe('couponWindowRejection', () => {
  it('refuses a switched-off coupon, one not started yet and one that has ended', () => {
    expect(couponWindowRejection({ active: false, now: 5 })).toBe('inactive');
    expect(couponWindowRejection({ startsAt: 10, now: 5 })).toBe('not_started');
    expect(couponWindowRejection({ endsAt: 4, now: 5 })).toBe('expired');
    expect(couponWindowRejection({ active: true, startsAt: 5, endsAt: 5, now: 5 })).toBeNull();
  });
});

describe('allocateCoupon', () => {
  const candidates = [
    { key: 'a', itemId: 1, netUnitPrice: 1000, count: 2 },
    { key: 'b', itemId: 2, netUnitPrice: 3000, count: 1 },
    { key: 'c', itemId: 3, netUnitPrice: 2000, count: 2 },
  ];

  it('gives the coupon to the most expensive units first when max_allowed_items limits it', () => {
    const shares = allocateCoupon({ coupon: createCoupon({ maxAllowedItems: 2 }), candidates });
    expect(shares?.map((share) => share.couponUnits)).toEqual([0, 1, 1]);
    expect(shares?.map((share) => share.couponDiscount)).toEqual([0, 300, 200]);
  });

  it('covers only the coupon’s items when it is not for the whole menu', () => {
    const shares = allocateCoupon({ coupon: createCoupon({ allMenu: false, itemIds: [1] }), candidates });
    expect(shares?.map((share) => share.couponDiscount)).toEqual([200, 0, 0]);
  });

  it('returns null when no item of the cart is covered', () => {
    expect(allocateCoupon({ coupon: createCoupon({ allMenu: false, itemIds: [9] }), candidates })).toBeNull();
  });

  it('takes a fixed coupon once per order, capped at its value, most expensive units first', () => {
    const shares = allocateCoupon({ coupon: createCoupon({ discountType: 'fixed', discountValue: 4500 }), candidates });
    // 3000 frees b, the remaining 1500 goes to one unit of c.
    expect(shares?.map((share) => share.couponDiscount)).toEqual([0, 3000, 1500]);
    expect(shares?.map((share) => share.couponUnits)).toEqual([0, 1, 1]);
  });

  it('a fixed coupon larger than the covered units only brings them to zero', () => {
    const shares = allocateCoupon({
      coupon: createCoupon({ discountType: 'fixed', discountValue: 100_000, maxAllowedItems: 3 }),
      candidates,
    });
    expect(shares?.map((share) => share.couponDiscount)).toEqual([0, 3000, 4000]);
  });

  it('breaks ties between equally priced units by line key, whatever the line order', () => {
    const tied = [
      { key: 'z', itemId: 1, netUnitPrice: 1000, count: 1 },
      { key: 'm', itemId: 2, netUnitPrice: 1000, count: 1 },
    ];
    const shares = allocateCoupon({ coupon: createCoupon({ maxAllowedItems: 1 }), candidates: tied });
    expect(shares?.map((share) => share.couponUnits)).toEqual([0, 1]);
  });
});
