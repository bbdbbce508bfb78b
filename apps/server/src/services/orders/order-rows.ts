import type { OrderBody } from '@okmenu/contract';
import { OrderStatus, deliveryAreaOf } from '@okmenu/domain';
import type { BusinessRow } from '../../db/business-repository.ts';
import type { NewOrder, NewOrderLine } from '../../db/order-repository.ts';
import { appliedDiscountId } from '../pricing/line-claims.ts';
import type { PricedCart } from '../pricing/pricing.ts';
import { hashSecret } from '../shared/secrets.ts';
import type { OnlineChoice } from '../payments/order-payments.ts';
import type { CheckoutKey, PlaceOrderRequest } from './place-order-types.ts';
import type { OrderDetails, OrderLineDetails } from './wire/order-view.ts';

/** The order row as stored: the server's prices, the customer's details, its state and when. */
export function newOrder(parts: {
  business: BusinessRow;
  priced: PricedCart;
  request: PlaceOrderRequest;
  key: CheckoutKey;
  phone: string;
  scheduledFor: string | null;
  online: OnlineChoice | null;
}): { row: NewOrder; details: OrderDetails } {
  const { business, priced, request, key } = parts;
  const { body, actor } = request;
  const { breakdown } = priced;
  const table = body.table_id === undefined ? null : (priced.graph.tables.find((t) => t.id === body.table_id) ?? null);
  const details: OrderDetails = {
    notes: body.notes ?? null,
    comment: body.comment ?? null,
    car: body.car ?? null,
    table: table && { id: table.id, name: table.name },
    delivery: body.delivery ?? null,
    area: body.delivery ? orderArea(priced, body.delivery) : null,
    address: body.address ?? null,
    gift: body.gift ?? null,
    notify: body.notify
      ? { channel: body.notify, locale: request.locale ?? business.settings.locales[0] ?? 'en' }
      : null,
    breakdown,
  };
  const at = request.now.toISOString();
  const row: NewOrder = {
    business_id: business.id,
    branch_id: priced.branch.id,
    secret_hash: hashSecret(key.secret),
    user_id: actor.userId,
    device_id: actor.deviceId,
    idempotency_key: key.idempotencyKey,
    request_hash: key.requestHash,
    status: parts.online
      ? OrderStatus.awaiting_payment
      : parts.scheduledFor
        ? OrderStatus.scheduled
        : OrderStatus.pending,
    selling_type: priced.sellingType,
    scheduled_for: parts.scheduledFor,
    name: body.name,
    phone: parts.phone,
    // SPEC §9: with the wallet on, whatever the wallet does not cover is paid in cash, or online when chosen.
    payment_type: breakdown.walletDiscount > 0 && !parts.online ? 2 : body.payment_type,
    coupon_code:
      priced.coupon && breakdown.couponRejection === null && priced.coupon.usable ? priced.coupon.code : null,
    use_wallet: body.use_wallet ? 1 : 0,
    currency: priced.ctx.currency.code,
    total: breakdown.total,
    wallet_amount: breakdown.walletDiscount,
    details: JSON.stringify(details),
    created_at: at,
    updated_at: at,
  };
  return { row, details };
}

/** The area a delivery goes to, with its names in every language the business wrote (issue 12). */
function orderArea(
  priced: PricedCart,
  target: NonNullable<OrderBody['delivery']>,
): NonNullable<OrderDetails['area']> | null {
  const zones = priced.graph.zones.filter((zone) => zone.branch_id === priced.branch.id);
  type Zone = (typeof zones)[number];
  const found = deliveryAreaOf<Zone['areas'][number], Zone>(zones, target);
  if (!found) return null;
  const { zone, area } = found;
  return { id: area.id, zone_id: zone.id, name: area.name ?? zone.name };
}

/** The order's lines as stored: the server's prices and the names as they were when ordered. */
export function orderLines(priced: PricedCart, body: OrderBody): { rows: NewOrderLine[]; details: OrderLineDetails[] } {
  const details: OrderLineDetails[] = [];
  const rows = priced.input.lines.map((line, index) => {
    const item = priced.items.get(line.itemId);
    const label = item?.price_labels.find((l) => l.id === line.priceLabelId);
    const modifiers = item?.modifier_groups.flatMap((g) => g.modifiers) ?? [];
    const priceLine = priced.breakdown.lines[index];
    const sent = body.order_lines[index];
    const lineDetails: OrderLineDetails = {
      name: item?.name ?? {},
      price_label: label?.label ?? {},
      comment: sent?.comment ?? null,
      // The item's, not the client's: a line claiming other values was refused as menu_changed (decision 0110).
      provider: item?.provider ?? null,
      provider_id: item?.provider_id ?? null,
      discount_id: appliedDiscountId(priced, item) ?? null,
      modifiers: line.modifiers.map((m) => ({
        id: m.id,
        name: modifiers.find((candidate) => candidate.id === m.id)?.name ?? {},
        quantity: m.quantity,
        price: m.unitPrice,
      })),
    };
    details.push(lineDetails);
    return {
      line_no: index + 1,
      item_id: line.itemId,
      price_label_id: line.priceLabelId,
      quantity: line.count,
      unit_price: line.unitPrice,
      total_price: priceLine?.lineTotal ?? 0,
      details: JSON.stringify(lineDetails),
    };
  });
  return { rows, details };
}
