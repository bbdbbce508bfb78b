import type { OrderEventWire, OrderLineWire, OrderWire } from '@okmenu/contract';
import { pickText } from '@okmenu/contract';
import type { Breakdown } from '@okmenu/domain';
import { currencyOf, isOrderStatusCode, orderStatusName, toMajor } from '@okmenu/domain';
import type { OrderEventRow, OrderLineRow, OrderRow } from '../db/order-repository.ts';

type Text = Partial<Record<string, string>>;

/** What an order keeps beside its columns (money in minor units). */
export interface OrderDetails {
  notes: string | null;
  comment: string | null;
  car: { model: string; color: string; plate: string } | null;
  table: { id: number; name: Text } | null;
  delivery?: { zone_id?: number; area_id?: number; location?: { lat: number; lng: number } } | null;
  address?: Record<string, string | number | undefined> | null;
  gift?: { recipient: string; phone: string; message?: string } | null;
  breakdown: Pick<
    Breakdown,
    | 'subtotal'
    | 'discountTotal'
    | 'couponDiscount'
    | 'deliveryFee'
    | 'shippingFee'
    | 'serviceFee'
    | 'exclusiveTaxes'
    | 'walletDiscount'
    | 'total'
  >;
}

/** What an order line keeps beside its columns. */
export interface OrderLineDetails {
  name: Text;
  price_label: Text;
  comment: string | null;
  modifiers: { id: number; name: Text; quantity: number; price: number }[];
}

const statusName = (status: number) => (isOrderStatusCode(status) ? orderStatusName(status) : 'unknown');

/** An order on the wire in a language, with its lines and history when given. */
export function orderWire(
  row: OrderRow,
  options: { locales: string[]; lines?: OrderLineRow[]; events?: OrderEventRow[] },
): OrderWire {
  const currency = currencyOf(row.currency);
  const major = (minor: number) => toMajor(minor, currency);
  const t = (text: Text | undefined) => pickText(text, options.locales);
  const details = JSON.parse(row.details) as OrderDetails;
  const b = details.breakdown;
  return {
    id: row.id,
    business_id: row.business_id,
    branch_id: row.branch_id,
    status: row.status,
    status_name: statusName(row.status),
    selling_type: row.selling_type,
    scheduled_for: row.scheduled_for,
    name: row.name,
    phone: row.phone,
    payment_type: row.payment_type,
    use_wallet: row.use_wallet === 1,
    coupon_code: row.coupon_code,
    notes: details.notes,
    car: details.car,
    table: details.table && { id: details.table.id, name: t(details.table.name) },
    delivery: details.delivery ?? null,
    address: details.address ?? null,
    gift: details.gift ?? null,
    currency: row.currency,
    totals: {
      subtotal: major(b.subtotal),
      discount_total: major(b.discountTotal),
      coupon_discount: major(b.couponDiscount),
      delivery_fee: major(b.deliveryFee),
      shipping_fee: major(b.shippingFee),
      service_fee: major(b.serviceFee),
      exclusive_taxes: b.exclusiveTaxes.map((tax) => ({ ...tax, amount: major(tax.amount) })),
      wallet_discount: major(b.walletDiscount),
      total: major(b.total),
    },
    ...(options.lines && {
      lines: options.lines.map((line): OrderLineWire => {
        const d = JSON.parse(line.details) as OrderLineDetails;
        return {
          line_no: line.line_no,
          item_id: line.item_id,
          price_label_id: line.price_label_id,
          name: t(d.name),
          price_label: t(d.price_label),
          quantity: line.quantity,
          modifiers: d.modifiers.map((m) => ({
            id: m.id,
            name: t(m.name),
            quantity: m.quantity,
            price: major(m.price),
          })),
          comment: d.comment,
          unit_price: major(line.unit_price),
          total_price: major(line.total_price),
        };
      }),
    }),
    ...(options.events && { events: options.events.map(eventWire) }),
    created_at: row.created_at,
  };
}

/** One status change on the wire. */
export function eventWire(event: Pick<OrderEventRow, 'id' | 'status' | 'reason' | 'at'>): OrderEventWire {
  return {
    id: event.id,
    status: event.status,
    status_name: statusName(event.status),
    reason: event.reason,
    at: event.at,
  };
}
