import type { OrderEventWire, OrderLineWire, OrderWire, PaymentWire } from '@okmenu/contract';
import { pickText } from '@okmenu/contract';
import type { Breakdown } from '@okmenu/domain';
import { currencyOf, isOrderStatusCode, orderStatusName, purchaseEventId, toMajor } from '@okmenu/domain';
import type { OrderEventRow, OrderLineRow, OrderRow } from '../../../db/order-repository.ts';

type Text = Partial<Record<string, string>>;

/** What an order keeps beside its columns (money in minor units). */
export interface OrderDetails {
  notes: string | null;
  comment: string | null;
  car: { model: string; color: string; plate: string } | null;
  table: { id: number; name: Text } | null;
  delivery?: { zone_id?: number; area_id?: number; location?: { lat: number; lng: number } } | null;
  /** The delivery's area and its names as the business wrote them; absent on orders placed before issue 12. */
  area?: { id: number; zone_id: number; name: Text } | null;
  address?: Record<string, string | number | undefined> | null;
  gift?: { recipient: string; phone: string; message?: string } | null;
  /** The guest asked to hear status changes on this channel, in this language (issue 17). */
  notify?: { channel: 'sms' | 'whatsapp'; locale: string } | null;
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
  > & { roundingAdjustment?: Breakdown['roundingAdjustment'] };
}

/** What an order line keeps beside its columns. */
export interface OrderLineDetails {
  name: Text;
  price_label: Text;
  comment: string | null;
  modifiers: { id: number; name: Text; quantity: number; price: number }[];
  /** Where the line came from (SPEC §3 provider, provider_id): the item's when ordered; absent on older orders. */
  provider?: string | null;
  provider_id?: string | null;
  /** The business discount applied to the line, when the business numbered it. */
  discount_id?: number | null;
}

/** A name in every language it has, for a reader whose language the request did not say (the staff board). */
function localizedNames(text: Text): Record<string, string> {
  return Object.fromEntries(Object.entries(text).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

const statusName = (status: number) => (isOrderStatusCode(status) ? orderStatusName(status) : 'unknown');

/** An order on the wire in a language, with its lines and history when given. */
export function orderWire(
  row: OrderRow,
  options: {
    locales: string[];
    lines?: OrderLineRow[];
    events?: OrderEventRow[];
    payment?: PaymentWire | null;
    /**
     * The objects the row's and the lines' `details` texts were just written from (placing an order): read
     * instead of parsing the texts back (decision 0122). Only what JSON keeps is read from them.
     */
    written?: { details: OrderDetails; lines: readonly OrderLineDetails[] };
  },
): OrderWire {
  const currency = currencyOf(row.currency);
  const major = (minor: number) => toMajor(minor, currency);
  const t = (text: Text | undefined) => pickText(text, options.locales);
  const details = options.written?.details ?? (JSON.parse(row.details) as OrderDetails);
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
    area: details.area
      ? { id: details.area.id, name: t(details.area.name), names: localizedNames(details.area.name) }
      : null,
    address: details.address ?? null,
    gift: details.gift ?? null,
    notify: details.notify?.channel ?? null,
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
      rounding_adjustment: major(b.roundingAdjustment ?? 0),
      total: major(b.total),
    },
    ...(options.lines && {
      lines: options.lines.map((line, index): OrderLineWire => {
        const d = options.written?.lines[index] ?? (JSON.parse(line.details) as OrderLineDetails);
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
          provider: d.provider ?? null,
          provider_id: d.provider_id ?? null,
          discount_id: d.discount_id ?? null,
          unit_price: major(line.unit_price),
          total_price: major(line.total_price),
        };
      }),
    }),
    ...(options.events && { events: options.events.map(eventWire) }),
    ...(options.payment !== undefined && { payment: options.payment }),
    created_at: row.created_at,
    purchase_event_id: purchaseEventId(row.id),
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
