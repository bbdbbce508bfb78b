import { percentOf } from '../money/money.ts';
import type { Minor } from '../money/money.ts';
import { clampPercent, nonNegativeMinor, wholeQuantity } from './amounts.ts';
import type { CouponRejection, PricingCoupon, PricingSellingType, UserKind } from './pricing-types.ts';

/** Units of one line that share the same coupon discount per unit. */
export interface CouponUnitGroup {
  units: number;
  perUnit: Minor;
}

/** What the coupon takes off one line. */
export interface LineCouponShare {
  couponUnits: number;
  couponDiscount: Minor;
  groups: CouponUnitGroup[];
}

/** A line as the coupon sees it: its key, item and price per unit after the business discount. */
export interface CouponCandidate {
  key: string;
  itemId: number;
  netUnitPrice: Minor;
  count: number;
}

/** Rejects a coupon by its user type and selling types, before looking at the cart (SPEC §5). */
export function couponAudienceRejection(options: {
  coupon: PricingCoupon;
  userKind: UserKind;
  sellingType: PricingSellingType;
}): CouponRejection | null {
  const { coupon, userKind, sellingType } = options;
  if (coupon.userType === 'guests' && userKind === 'user') return 'not_for_logged_in_users';
  if (coupon.userType === 'auth_users' && userKind === 'guest') return 'not_for_guests';
  if (coupon.sellingTypes && !coupon.sellingTypes.includes(sellingType)) return 'not_for_selling_type';
  return null;
}

/** Rejects a coupon that is switched off or outside its validity window; times are epoch milliseconds. */
export function couponWindowRejection(options: {
  active?: boolean;
  startsAt?: number;
  endsAt?: number;
  now: number;
}): CouponRejection | null {
  if (options.active === false) return 'inactive';
  if (options.startsAt !== undefined && options.now < options.startsAt) return 'not_started';
  if (options.endsAt !== undefined && options.now > options.endsAt) return 'expired';
  return null;
}

/** Whether the coupon covers an item: all_menu covers every item, otherwise only its item_ids. */
export function isCouponItem(coupon: PricingCoupon, itemId: number): boolean {
  return coupon.allMenu || coupon.itemIds.includes(itemId);
}

/** The order in which units receive the coupon: most expensive first, ties by key (decision 0022). */
function byCouponPriority(a: CouponCandidate & { index: number }, b: CouponCandidate & { index: number }): number {
  if (a.netUnitPrice !== b.netUnitPrice) return b.netUnitPrice - a.netUnitPrice;
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return a.index - b.index;
}

/**
 * Spreads a coupon over the cart's units, most expensive first, at most `maxAllowedItems` units.
 * Returns one share per candidate (same order), or null when no candidate can take the coupon.
 */
export function allocateCoupon(options: {
  coupon: PricingCoupon;
  candidates: CouponCandidate[];
}): LineCouponShare[] | null {
  const { coupon, candidates } = options;
  const shares: LineCouponShare[] = candidates.map(() => ({ couponUnits: 0, couponDiscount: 0, groups: [] }));
  const eligible = candidates
    .map((candidate, index) => ({ ...candidate, index }))
    .filter((candidate) => candidate.netUnitPrice > 0 && isCouponItem(coupon, candidate.itemId))
    .sort(byCouponPriority);
  if (eligible.length === 0) return null;

  let unitsLeft = coupon.maxAllowedItems === undefined ? Infinity : wholeQuantity(coupon.maxAllowedItems);
  let valueLeft = coupon.discountType === 'fixed' ? nonNegativeMinor(coupon.discountValue) : Infinity;
  const percent = clampPercent(coupon.discountValue);

  for (const candidate of eligible) {
    const share = shares[candidate.index];
    if (!share || unitsLeft <= 0 || valueLeft <= 0) break;
    const units = Math.min(candidate.count, unitsLeft);
    const price = candidate.netUnitPrice;
    if (coupon.discountType === 'percent') {
      share.groups.push({ units, perUnit: Math.min(price, percentOf(price, percent)) });
    } else {
      const whole = Math.min(units, Math.floor(valueLeft / price));
      if (whole > 0) share.groups.push({ units: whole, perUnit: price });
      valueLeft -= whole * price;
      if (whole < units && valueLeft > 0) {
        share.groups.push({ units: 1, perUnit: valueLeft });
        valueLeft = 0;
      }
    }
    share.couponUnits = share.groups.reduce((sum, group) => sum + group.units, 0);
    share.couponDiscount = share.groups.reduce((sum, group) => sum + group.units * group.perUnit, 0);
    unitsLeft -= share.couponUnits;
  }
  return shares;
}
