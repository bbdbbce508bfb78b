/**
 * The delivery fee the checkout's delivery card shows. Once the cart is priced it is the breakdown's fee (the one
 * the summary shows, after a free-delivery coupon or threshold), never the zone's list fee; before that, the zone's.
 */
export function deliveryFeeText(
  pricedFee: number | null | undefined,
  zoneFeeText: string,
  format: { money: (minor: number) => string; free: string },
): string {
  if (pricedFee === null || pricedFee === undefined) return zoneFeeText;
  return pricedFee > 0 ? format.money(pricedFee) : format.free;
}
