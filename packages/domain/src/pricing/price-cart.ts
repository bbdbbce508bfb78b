import { percentOf, roundToStep } from '../money/money.ts';
import { nonNegativeMinor } from './amounts.ts';
import { allocateCoupon, couponAudienceRejection } from './coupon.ts';
import type { LineCouponShare } from './coupon.ts';
import { hasDeliveryFee, orderFees } from './fees.ts';
import { discountLine, finishLine } from './price-line.ts';
import type { DiscountedLine } from './price-line.ts';
import type { Breakdown, CouponRejection, ExclusiveTaxAmount, PricingInput } from './pricing-types.ts';
import { walletDiscountOf } from './wallet.ts';

interface CouponOutcome {
  shares: (LineCouponShare | undefined)[];
  rejection: CouponRejection | null;
  freeDelivery: boolean;
}

/** Decides whether the coupon applies and, if so, what it takes off each line (decision 0022). */
function applyCoupon(input: PricingInput, lines: DiscountedLine[]): CouponOutcome {
  const { coupon } = input;
  const none: CouponOutcome = { shares: [], rejection: null, freeDelivery: false };
  if (!coupon) return none;
  const audience = couponAudienceRejection({ coupon, userKind: input.userKind, sellingType: input.sellingType });
  if (audience) return { ...none, rejection: audience };
  const shares = allocateCoupon({ coupon, candidates: lines });
  const waivesFee = coupon.freeDelivery && hasDeliveryFee(input.fee, input.sellingType);
  if (!shares && !waivesFee) return { ...none, rejection: 'no_eligible_items' };
  return { shares: shares ?? [], rejection: null, freeDelivery: coupon.freeDelivery };
}

/** Prices a cart: lines, discounts, coupon, taxes, fees and wallet, all in minor units (SPEC §5, §9). */
export function priceCart(input: PricingInput): Breakdown {
  const discounted = input.lines.map((line) =>
    discountLine({ line, discounts: input.discounts, sellingType: input.sellingType }),
  );
  const coupon = applyCoupon(input, discounted);
  const lines = discounted.map((line, index) => finishLine(line, coupon.shares[index]));

  const subtotal = lines.reduce((sum, line) => sum + (line.unitPrice + line.modifiersPrice) * line.count, 0);
  const discountTotal = lines.reduce((sum, line) => sum + line.discount.total, 0);
  const couponDiscount = lines.reduce((sum, line) => sum + line.couponDiscount, 0);
  const itemsTotal = subtotal - discountTotal - couponDiscount;
  const inclusiveTaxTotal = lines.reduce((sum, line) => sum + line.inclusiveTax, 0);
  const exclusiveTaxes: ExclusiveTaxAmount[] = input.exclusiveTaxes.map((tax) => ({
    ...tax,
    amount: Number.isFinite(tax.rate) && tax.rate > 0 ? percentOf(itemsTotal, tax.rate) : 0,
  }));

  const fees = orderFees({
    fee: input.fee,
    sellingType: input.sellingType,
    lines: input.lines,
    freeDelivery: coupon.freeDelivery,
  });
  const serviceFee = nonNegativeMinor(input.serviceFee ?? 0);
  const totalBeforeWallet =
    itemsTotal +
    exclusiveTaxes.reduce((sum, tax) => sum + tax.amount, 0) +
    fees.deliveryFee +
    fees.shippingFee +
    serviceFee;
  const walletDiscount = walletDiscountOf({
    balance: input.wallet?.balance ?? 0,
    use: input.wallet?.use ?? false,
    total: totalBeforeWallet,
  });

  const due = totalBeforeWallet - walletDiscount;
  const total = roundToStep(due, input.roundingStep ?? 1);

  return {
    lines,
    subtotal,
    discountTotal,
    couponDiscount,
    itemsTotal,
    inclusiveTaxTotal,
    exclusiveTaxes,
    deliveryFee: fees.deliveryFee,
    shippingFee: fees.shippingFee,
    serviceFee,
    freeDelivery: coupon.freeDelivery && hasDeliveryFee(input.fee, input.sellingType),
    totalBeforeWallet,
    walletDiscount,
    roundingAdjustment: total - due,
    total,
    minOrder: fees.minOrder,
    missingForMinOrder: Math.max(0, fees.minOrder - itemsTotal),
    couponRejection: coupon.rejection,
  };
}
