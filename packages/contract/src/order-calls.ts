import { z } from 'zod';
import { contactLimits } from './contact-rules.ts';
import { deliveryTarget, orderLine } from './calc-order.ts';
import {
  addressLimits,
  addressTypes,
  deliveryFieldNames,
  type AddressTypeName,
  type DeliveryFieldName,
} from './address-fields.ts';
import { anySellingType } from './menu-calls.ts';
import { onlineMethods } from '@okmenu/domain';
import type { PaymentWire } from './payment-calls.ts';
import type { NotifyChannel } from './api-types.ts';

/**
 * POST webapp/order (SPEC §3 order payload). The body says what the guest chose; the server prices it
 * again from its own data (the same check and engine as calc-order) and ignores any price sent along.
 * Header `Idempotency-Key` (8–100 characters) is required: the web app makes one per checkout attempt.
 * Header `x-device-id` (optional) ties a guest's orders to their device for the history.
 */

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);

export const orderSchedule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('now') }).strict(),
  z.object({ type: z.literal('later'), slot_start: z.iso.datetime({ offset: true }) }).strict(),
]);

/** A delivery address: the SPEC §3 fields, the contact and the kind of place. */
export const deliveryAddress = z
  .object({
    ...Object.fromEntries(deliveryFieldNames.map((name) => [name, text(addressLimits.field).optional()])),
    type: z.enum(addressTypes).default('residency'),
    contact_name: text(addressLimits.contactName).optional(),
    contact_phone: text(addressLimits.contactPhone).optional(),
    saved_address_id: id.optional(),
  })
  .strict() as z.ZodType<DeliveryAddress, DeliveryAddressInput>;
export type DeliveryAddress = Partial<Record<DeliveryFieldName, string>> & {
  type: AddressTypeName;
  contact_name?: string;
  contact_phone?: string;
  saved_address_id?: number;
};
type DeliveryAddressInput = Omit<DeliveryAddress, 'type'> & { type?: DeliveryAddress['type'] };

const { car: carLimits } = contactLimits;
export const carDetails = z
  .object({
    model: text(carLimits.model).min(1),
    color: text(carLimits.color).min(1),
    plate: text(carLimits.plate).min(1),
  })
  .strict();

/** Payment types: online (1, with `online_method`; decision 0092), cash (2), pay later (3), card on delivery or pickup (8). */
export const paymentType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(8)]);

export const orderBody = z
  .object({
    branch_id: id,
    selling_types: anySellingType,
    order_lines: z.array(orderLine).min(1, 'The cart is empty').max(100, 'At most 100 lines'),
    name: text(contactLimits.name.max).min(contactLimits.name.min, 'Enter your name'),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9 ()+-]{2,25}$/, 'Enter a phone number'),
    dial_code: z.string().regex(/^\+?[0-9]{1,4}$/, 'Choose a country code'),
    coupon_code: text(60).nullable().optional(),
    notes: text(1000).optional(),
    comment: text(1000).optional(),
    priority: z.number().int().min(0).max(10).optional(),
    payment_type: paymentType.default(2),
    /** With payment_type 1: the method the guest chose (one of GET webapp/payment-methods). */
    online_method: z.enum(onlineMethods).optional(),
    use_wallet: z.boolean().default(false),
    reservation: z.boolean().default(false),
    schedule: orderSchedule.default({ type: 'now' }),
    car: carDetails.optional(),
    table_id: id.optional(),
    delivery: deliveryTarget.nullable().optional(),
    /** The delivery address (SPEC §3 fields); which fields are required is the business's choice. */
    address: deliveryAddress.optional(),
    /** Sending the order as a gift, when the business offers it. */
    gift: z
      .object({
        recipient: text(addressLimits.gift.recipient).min(1),
        phone: text(addressLimits.gift.phone).min(2),
        message: text(addressLimits.gift.message).optional(),
      })
      .strict()
      .optional(),
    shipping: z.object({ country_id: id }).strict().nullable().optional(),
    /** A client's idea of the fees; never read (SPEC §3 lists it, the server computes fees). */
    fees: z.union([z.number(), z.string().max(40), z.null()]).optional(),
    /** The guest agreed to tracking (issue 18): only then are server-side conversion events sent. */
    tracking_consent: z.boolean().default(false),
    /** Opt-in: status changes are sent to the order's phone by SMS or WhatsApp (issue 17). */
    notify: z.enum(['sms', 'whatsapp']).optional(),
  })
  .strict();
export type OrderBody = z.infer<typeof orderBody>;
export type OrderBodyInput = z.input<typeof orderBody>;

export const idempotencyKeyHeader = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'Send an Idempotency-Key of 8-100 characters');
/** Headers of POST webapp/order. */
export const orderHeaders = z.object({ 'idempotency-key': idempotencyKeyHeader });
export const deviceIdHeader = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** `{a}` is the order id, `{b}` its secret (decision 0005). */
export const orderAccessParams = z.object({
  a: z.coerce.number().int().positive().max(2_147_483_647),
  b: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Unknown order'),
});
/**
 * GET webapp/order/{id}: the signed-in owner's order without its secret (404 for anyone else, decision 0005).
 * SPEC §7's `webapp/order/{id}/{x}` is `webapp/order/{a}/{b}`: `{x}` is the order's secret.
 */
export const ownOrderParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const orderDetailsQuery = z.object({ full: z.enum(['true', 'false']).optional() });
export const orderHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export interface OrderLineWire {
  line_no: number;
  item_id: number;
  /** Lets a reorder put the same choice back in the cart. */
  price_label_id: number;
  name: string;
  price_label: string;
  quantity: number;
  modifiers: { id: number; name: string; quantity: number; price: number }[];
  comment: string | null;
  /** SPEC §3 provider fields: the item's when ordered (decision 0110). */
  provider: string | null;
  provider_id: string | null;
  /** The numbered business discount the server applied to the line, if any. */
  discount_id: number | null;
  unit_price: number;
  total_price: number;
}

export interface OrderEventWire {
  id: number;
  status: number;
  status_name: string;
  reason: string | null;
  at: string;
}

/** An order as its owner and the venue see it; money in the currency's major unit. */
export interface OrderWire {
  id: number;
  business_id: number;
  branch_id: number;
  status: number;
  status_name: string;
  selling_type: string;
  scheduled_for: string | null;
  name: string;
  phone: string;
  payment_type: number;
  use_wallet: boolean;
  coupon_code: string | null;
  notes: string | null;
  car: { model: string; color: string; plate: string } | null;
  table: { id: number; name: string } | null;
  delivery: { zone_id?: number; area_id?: number; location?: { lat: number; lng: number } } | null;
  /**
   * A delivery's area (issue 12): `name` in the request's language, else the business's first; `names` in
   * every language the business wrote it, for a reader whose language the request did not carry (the staff
   * board). Null for other order types, a pin outside every polygon area, and orders placed before it was kept.
   */
  area?: { id: number; name: string; names: Partial<Record<string, string>> } | null;
  address: Record<string, string | number | undefined> | null;
  gift: { recipient: string; phone: string; message?: string } | null;
  /** The channel the guest asked to hear status changes on at checkout (issue 17), or null. */
  notify: NotifyChannel | null;
  currency: string;
  totals: {
    subtotal: number;
    discount_total: number;
    coupon_discount: number;
    delivery_fee: number;
    shipping_fee: number;
    service_fee: number;
    exclusive_taxes: { id: number; name: string; rate: number; amount: number }[];
    wallet_discount: number;
    /** Cash rounding of the currency included in `total` (0 for most currencies and older orders). */
    rounding_adjustment: number;
    total: number;
  };
  lines?: OrderLineWire[];
  events?: OrderEventWire[];
  /** The online payment (payment_type 1) with its refunds; absent for other payment types. */
  payment?: PaymentWire | null;
  created_at: string;
  /** Staff board only: when an unaccepted order escalates and when it is rejected on its own (issue 17). */
  acceptance?: { escalate_at: string; reject_at: string };
  /** The id of this order's purchase event: the web pixel sends it too, so the platforms deduplicate. */
  purchase_event_id: string;
}

/** POST webapp/order answer: the order and what lets a guest read it later. */
export interface PlaceOrderResponse {
  order: OrderWire;
  access: { id: number; secret: string };
  /** True when this answer repeats an order already placed with the same Idempotency-Key. */
  replayed: boolean;
  /** With payment_type 1: the payment, with `redirect_url` to send the browser to (decision 0092). */
  payment?: PaymentWire | null;
}

export interface OrderHistoryResponse {
  orders: OrderWire[];
  page: number;
  page_size: number;
  total: number;
}

/** Staff: POST staff/orders/{id}/status */
export const staffStatusBody = z
  .object({
    status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(9), z.literal(0)]),
    reason: text(300).optional(),
  })
  .strict()
  .refine((body) => body.status !== 2 || (body.reason?.length ?? 0) > 0, {
    message: 'Say why the order is rejected',
    path: ['reason'],
  });
export const staffOrderParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
