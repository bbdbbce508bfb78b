import { z } from 'zod';
import { contactLimits } from './contact-rules.ts';
import { onlineMethods } from '@okmenu/domain';
import { orderLine } from './calc-order.ts';
import { idempotencyKeyHeader, paymentType } from './order-calls.ts';
import type { PaymentWire } from './payment-calls.ts';

/**
 * Reservation calls (issue 14, decision 0093). POST webapp/reserve-table books a table (with a pre-order when the
 * business's reservation type is 2); `Idempotency-Key` is required and `x-device-id` ties a guest's bookings to the
 * device. A booking is read with its reference `{id}-{secret}` (or by its id for the signed-in guest who made it).
 */

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
/** A local calendar date of the branch, `YYYY-MM-DD`. */
export const localDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Choose a date');
/** A local time of day, `HH:mm`. */
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time');

/** The body of POST webapp/reserve-table. */
export const reserveTableBody = z
  .object({
    branch_id: id,
    date: localDate,
    time: localTime,
    party_size: z.number().int().min(1, 'At least one guest').max(100, 'At most 100 guests'),
    /** A table area the guest prefers (when the business books with_table); another area is given when it is full. */
    table_area: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .nullable()
      .optional(),
    name: text(contactLimits.name.max).min(contactLimits.name.min, 'Enter your name'),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9 ()+-]{2,25}$/, 'Enter a phone number'),
    dial_code: z.string().regex(/^\+?[0-9]{1,4}$/, 'Choose a country code'),
    notes: text(1000).optional(),
    /** Type 2 (with an order): the pre-order, priced and checked as a reservation by the order engine. */
    order_lines: z.array(orderLine).max(100, 'At most 100 lines').optional(),
    coupon_code: text(60).nullable().optional(),
    payment_type: paymentType.default(2),
    /** With `payment_type: 1`: the online method of the pre-order (decision 0105). */
    online_method: z.enum(onlineMethods).optional(),
  })
  .strict();
export type ReserveTableBody = z.infer<typeof reserveTableBody>;
export type ReserveTableBodyInput = z.input<typeof reserveTableBody>;
export const reserveTableHeaders = z.object({ 'idempotency-key': idempotencyKeyHeader });

/** `{id}`: a reservation id, optionally followed by `-` and its secret (the link a guest keeps). */
export const reservationRefParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}(-[A-Za-z0-9_-]{20,100})?$/, 'Unknown reservation')
    // Ids are 32-bit in the database: a larger one is refused here rather than by PostgreSQL with a 500.
    .refine((value) => Number(value.split('-')[0]) <= 2_147_483_647, 'Unknown reservation')
    .transform((value) => {
      const dash = value.indexOf('-');
      return dash < 0
        ? { id: Number(value), secret: null }
        : { id: Number(value.slice(0, dash)), secret: value.slice(dash + 1) };
    }),
});

/**
 * POST webapp/reservation/{id}/pay (Idempotency-Key): a new online attempt for a booking still awaiting payment
 * (after a declined or abandoned one); answers the booking with its new `payment` to redirect to. POST
 * webapp/reservation/{id}/pay-at-venue: the guest pays the pre-order in cash instead; the booking becomes pending.
 */
export const reservationPayBody = z.object({ method: z.enum(onlineMethods) }).strict();

/** POST webapp/reservations/{businessId}: a page of this guest's (or device's) bookings at a business. */
export const reservationHistoryBody = z
  .object({ page: z.number().int().min(1).max(10_000).default(1) })
  .strict()
  .default({ page: 1 });

/** GET webapp/reservation-slots/{businessId}?branch_id&date&party_size */
export const reservationSlotsQuery = z.object({
  branch_id: positiveId,
  date: localDate,
  party_size: z.coerce.number().int().min(1).max(100),
});

/** POST staff/reservations/{id}/status: accept 1, reject 2 (with a reason), completed 3, cancel 4, no-show 5. */
export const staffReservationStatusBody = z
  .object({
    status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    reason: text(300).optional(),
  })
  .strict()
  .refine((body) => body.status !== 2 || (body.reason?.length ?? 0) > 0, {
    message: 'Say why the booking is rejected',
    path: ['reason'],
  });
export const staffReservationParams = z.object({ id: positiveId });
/** GET staff/reservations?from=YYYY-MM-DD&days=1..31 (default today, 7 days). */
export const staffReservationsQuery = z.object({
  from: localDate.optional(),
  days: z.coerce.number().int().min(1).max(31).default(7),
});

/** One status change of a booking. */
export interface ReservationEventWire {
  id: number;
  status: number;
  status_name: string;
  reason: string | null;
  at: string;
}

/** A booking as the guest and the staff board see it; money in the major unit. */
export interface ReservationWire {
  id: number;
  /** `{id}-{secret}`, for the success page link; only in the answer of reserve-table. */
  reference?: string;
  business_id: number;
  branch_id: number;
  status: number;
  status_name: string;
  /** 1: a table only; 2: with a pre-order. */
  type: 1 | 2;
  date: string;
  time: string;
  start: string;
  end: string;
  party_size: number;
  table_ids: number[];
  table_names: string[];
  table_area: string | null;
  /**
   * The area's name as the business gave it (issue 14): `table_area_name` in the request's language (else the
   * business's first), `table_area_names` in every language it has, for a client showing another one (the staff
   * board). Null and empty when the booking has no area or the business named none.
   */
  table_area_name: string | null;
  table_area_names: Partial<Record<string, string>>;
  name: string;
  phone: string;
  notes: string | null;
  reject_reason: string | null;
  /** Until when the guest may cancel (ISO), and whether that is still possible now. */
  cancel_until: string;
  can_cancel: boolean;
  order: {
    lines: { item_id: number; price_label_id: number; name: string; quantity: number; total_price: number }[];
    total: number;
    currency: string;
    payment_type: number;
  } | null;
  created_at: string;
  events: ReservationEventWire[];
  /** The pre-order's online payment (the latest attempt), or null when it is paid at the venue. */
  payment: PaymentWire | null;
}

export interface ReserveTableResponse {
  reservation: ReservationWire;
  replayed: boolean;
}

export interface ReservationSlotsResponse {
  branch_id: number;
  date: string;
  party_size: number;
  time_zone: string;
  with_table: boolean;
  type: 1 | 2;
  party_min: number;
  party_max: number;
  /** Table areas of the branch a guest may prefer (codes, the `table_area` of reserve-table). */
  areas: string[];
  /** Each area's name in the request's language (else the business's first); a code the business did not name is absent. */
  area_names: Partial<Record<string, string>>;
  /** Every slot of the date past the lead time and inside the window; `available` is what reserve-table decides. */
  slots: { time: string; start: string; available: boolean; refusal: string | null }[];
}

export interface ReservationHistoryResponse {
  reservations: ReservationWire[];
  page: number;
  page_size: number;
  total: number;
}
