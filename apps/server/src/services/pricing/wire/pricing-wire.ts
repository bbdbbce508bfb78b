import type { CalcOrderResponse, CouponRulesWire } from '@okmenu/contract';
import type { Breakdown, MenuCoupon, PricingLine, PricingSellingType } from '@okmenu/domain';

/** Everything of a calc-order answer that is not the breakdown itself. */
export interface CalcOrderContext {
  businessId: number;
  branchId: number;
  sellingType: PricingSellingType;
  currency: string;
  /** Minor units to the wire's major-unit decimal. */
  major(minor: number): number;
  /** The priced lines, in request order (the engine keeps the order). */
  lines: readonly PricingLine[];
  coupon: CalcOrderResponse['coupon'];
}

/** A coupon's rules on the wire, a fixed value back in the major unit. */
export function couponRulesWire(coupon: MenuCoupon, major: (minor: number) => number): CouponRulesWire {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_type === 'fixed' ? major(coupon.discount_value) : coupon.discount_value,
    all_menu: coupon.all_menu,
    item_ids: [...coupon.item_ids],
    user_type: coupon.user_type,
    max_allowed_items: coupon.max_allowed_items ?? null,
    free_delivery: coupon.free_delivery,
    selling_types: coupon.selling_types ? [...coupon.selling_types] : null,
  };
}

/** The engine's breakdown as calc-order answers it: snake_case, money in the major unit. */
export function calcOrderWire(breakdown: Breakdown, ctx: CalcOrderContext): CalcOrderResponse {
  const { major } = ctx;
  return {
    business_id: ctx.businessId,
    branch_id: ctx.branchId,
    selling_type: ctx.sellingType,
    currency: ctx.currency,
    lines: breakdown.lines.map((line, index) => {
      return {
        index,
        item_id: line.itemId,
        price_label_id: ctx.lines[index]?.priceLabelId ?? 0,
        count: line.count,
        unit_price: major(line.unitPrice),
        modifiers_price: major(line.modifiersPrice),
        discount: {
          per_unit: major(line.discount.perUnit),
          total: major(line.discount.total),
          source: line.discount.source,
        },
        net_unit_price: major(line.netUnitPrice),
        coupon_discount: major(line.couponDiscount),
        coupon_units: line.couponUnits,
        inclusive_tax: major(line.inclusiveTax),
        line_total: major(line.lineTotal),
      };
    }),
    subtotal: major(breakdown.subtotal),
    discount_total: major(breakdown.discountTotal),
    coupon_discount: major(breakdown.couponDiscount),
    items_total: major(breakdown.itemsTotal),
    inclusive_tax_total: major(breakdown.inclusiveTaxTotal),
    exclusive_taxes: breakdown.exclusiveTaxes.map((tax) => ({
      id: tax.id,
      name: tax.name,
      rate: tax.rate,
      amount: major(tax.amount),
    })),
    delivery_fee: major(breakdown.deliveryFee),
    shipping_fee: major(breakdown.shippingFee),
    service_fee: major(breakdown.serviceFee),
    free_delivery: breakdown.freeDelivery,
    total_before_wallet: major(breakdown.totalBeforeWallet),
    wallet_discount: major(breakdown.walletDiscount),
    rounding_adjustment: major(breakdown.roundingAdjustment),
    total: major(breakdown.total),
    min_order: major(breakdown.minOrder),
    missing_for_min_order: major(breakdown.missingForMinOrder),
    coupon: ctx.coupon,
  };
}
