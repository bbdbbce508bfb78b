import { createHash, createHmac } from 'node:crypto';
import type { ReserveTableBody, ReserveTableResponse } from '@okmenu/contract';
import type { OnlineMethod } from '@okmenu/domain';
import { decideBooking, ReservationStatus, validatePhone } from '@okmenu/domain';
import type { BusinessRow } from '../../db/business-repository.ts';
import type { NewReservation, ReservationRow } from '../../db/reservation-repository.ts';
import { AppError } from '../shared/errors.ts';
import type { OrderActor } from '../orders/place-order-types.ts';
import { hashSecret } from '../shared/secrets.ts';
import { limitDeviceAndAddress } from '../shared/rate-limit.ts';
import { bookingContext, dayWindow, refusalError } from './reservation-context.ts';
import type { ReservationReader } from './reservation-reader.ts';
import type { StoredPreOrder } from './wire/reservation-view.ts';

/** The secret of a booking, derived from its Idempotency-Key like an order's (decision 0005), in its own namespace. */
export function reservationSecret(options: { pepper: string; businessId: number; idempotencyKey: string }): string {
  return createHmac('sha256', options.pepper)
    .update(`reservation:${options.businessId}:${options.idempotencyKey}`)
    .digest('base64url');
}

/** POST webapp/reserve-table: books a table once per Idempotency-Key, deciding under the branch's lock. */
export class ReservationBooking {
  constructor(private readonly reader: ReservationReader) {}

  async book(options: {
    body: ReserveTableBody;
    idempotencyKey: string;
    actor: OrderActor;
    clientAddress: string;
    locale: string | undefined;
    now: Date;
  }): Promise<ReserveTableResponse> {
    const { body, actor, now } = options;
    const { deps } = this.reader;
    const business = await deps.businesses.findByBranch(body.branch_id);
    if (!business) {
      throw new AppError(422, 'unknown_reference', 'Unknown branch', [
        { path: 'body.branch_id', message: 'Unknown branch' },
      ]);
    }
    if (actor.userId !== null && actor.userBusinessId !== business.id) {
      throw new AppError(401, 'unauthorized', 'Your session belongs to another venue; log in again');
    }
    const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const secret = reservationSecret({
      pepper: await deps.pepper(),
      businessId: business.id,
      idempotencyKey: options.idempotencyKey,
    });
    // A retry answers the first booking before anything is decided again (its own booking now holds the table).
    const earlier = await deps.reservations.findByIdempotencyKey(business.id, options.idempotencyKey);
    if (earlier)
      return this.answer({ row: earlier, replayed: true, requestHash, secret, now, business, locale: options.locale });
    // Only new bookings count; a device or address past its limit writes nothing (decision 0105).
    await limitDeviceAndAddress(deps.limits, {
      scope: 'reservation',
      policy: deps.bookingPolicy,
      deviceId: actor.deviceId,
      clientAddress: options.clientAddress,
      now,
      message: (seconds) => `Too many bookings from here; try again in ${seconds} s`,
    });
    const graph = await deps.graphs.get(business);
    const branch = graph.branches.find((candidate) => candidate.id === body.branch_id);
    if (!branch) throw refusalError('reservations_closed');
    const window = dayWindow(body.date);
    const request = { date: body.date, time: body.time, party: body.party_size, area: body.table_area ?? null };
    // A first decision without the lock refuses early and gives the slot's start for the pre-order's item hours.
    const seen = await deps.reservations.activeOverlapping({ businessId: business.id, branchId: branch.id, ...window });
    const first = decideBooking(bookingContext({ graph, branch, bookings: seen, now }), request);
    if (!first.ok) {
      // The table may be taken by this very checkout, booked by a concurrent request with the same key
      // since the lookup above: that booking is the answer, not a refusal.
      const racing = await deps.reservations.findByIdempotencyKey(business.id, options.idempotencyKey);
      if (racing) {
        return this.answer({ row: racing, replayed: true, requestHash, secret, now, business, locale: options.locale });
      }
      throw refusalError(first.refusal);
    }
    const context = bookingContext({ graph, branch, bookings: [], now });
    const phone = contactPhone(body);
    const { preOrder, online } = await this.preOrder({
      ...options,
      business,
      type: context.settings.type,
      start: first.start,
    });
    const at = now.toISOString();
    const { row, replayed } = await deps.reservations.book({
      businessId: business.id,
      branchId: branch.id,
      idempotencyKey: options.idempotencyKey,
      window,
      actor: actor.userId === null ? 'guest' : `user:${actor.userId}`,
      decide: (active: ReservationRow[]): NewReservation => {
        const decision = decideBooking(bookingContext({ graph, branch, bookings: active, now }), request);
        if (!decision.ok) throw refusalError(decision.refusal);
        return {
          business_id: business.id,
          branch_id: branch.id,
          secret_hash: hashSecret(secret),
          user_id: actor.userId,
          device_id: actor.deviceId,
          idempotency_key: options.idempotencyKey,
          request_hash: requestHash,
          // Paid online, the booking holds its table unseen by the venue until the gateway confirms (decision 0105).
          status: online ? ReservationStatus.awaiting_payment : ReservationStatus.pending,
          type: preOrder ? 2 : 1,
          start_ms: decision.start,
          end_ms: decision.end,
          local_date: body.date,
          local_time: body.time,
          party_size: body.party_size,
          table_ids: JSON.stringify(decision.table_ids),
          table_area: body.table_area ?? null,
          name: body.name,
          phone,
          notes: body.notes ?? null,
          reject_reason: null,
          pre_order: preOrder ? JSON.stringify(preOrder) : null,
          created_at: at,
          updated_at: at,
        };
      },
      alongside: async (trx, booked) => {
        if (!online || !preOrder) return;
        await deps.payments.insert(trx, {
          choice: online,
          row: booked,
          amount: preOrder.total,
          currency: preOrder.currency,
          idempotencyKey: options.idempotencyKey,
          requestHash,
          at,
        });
      },
    });
    return this.answer({ row, replayed, requestHash, secret, now, business, locale: options.locale });
  }

  /** The answer of a booking just made or replayed; a replay with another body is refused. */
  private async answer(options: {
    row: ReservationRow;
    replayed: boolean;
    requestHash: string;
    secret: string;
    now: Date;
    business: BusinessRow;
    locale: string | undefined;
  }): Promise<ReserveTableResponse> {
    const { row, replayed } = options;
    if (replayed && row.request_hash !== options.requestHash) {
      throw new AppError(409, 'idempotency_key_reused', 'This key was already used for a different booking', [
        { path: 'headers.idempotency-key', message: 'Use a new key for a new booking' },
      ]);
    }
    const events = await this.reader.deps.reservations.events(row.id);
    const created = events[0];
    // A booking awaiting payment reaches the venue when the payment confirms it.
    if (!replayed && created && row.status !== ReservationStatus.awaiting_payment) {
      await this.reader.deps.events.publish({
        eventId: created.id,
        orderId: row.id,
        businessId: row.business_id,
        status: row.status,
        reason: null,
        at: created.at,
      });
    }
    const reference = `${row.id}-${options.secret}`;
    // Creates the charge once (a replay finds it), so the guest is sent to the gateway.
    const payment = await this.reader.deps.payments.start(row.id, {
      referenceId: options.business.reference_id,
      reference,
      customer: { name: row.name, phone: row.phone },
    });
    return {
      reservation: await this.reader.wire(row, {
        now: options.now,
        events,
        reference,
        payment,
        locale: options.locale,
      }),
      replayed,
    };
  }

  /**
   * A type-2 booking's pre-order, checked and priced as a reservation by the order engine (null without one), and
   * the gateway and method when it is paid online.
   */
  private async preOrder(options: {
    body: ReserveTableBody;
    business: BusinessRow;
    type: 1 | 2;
    start: number;
    actor: OrderActor;
    locale: string | undefined;
    now: Date;
  }): Promise<{ preOrder: StoredPreOrder | null; online: { gateway: string; method: OnlineMethod } | null }> {
    const { body } = options;
    const lines = body.order_lines ?? [];
    if (lines.length === 0) return { preOrder: null, online: null };
    if (options.type !== 2) {
      throw new AppError(422, 'pre_order_not_offered', 'This venue books tables without a pre-order', [
        { path: 'body.order_lines', message: 'Book the table without dishes' },
      ]);
    }
    const methods = options.business.settings.payment_methods as number[];
    if (!methods.includes(body.payment_type)) {
      throw new AppError(422, 'invalid_reservation', 'This payment method is not offered', [
        { path: 'body.payment_type', message: 'This payment method is not offered' },
      ]);
    }
    const priced = await this.reader.deps.pricing.price({
      businessId: options.business.id,
      body: {
        branch_id: body.branch_id,
        selling_type: 'dine_in',
        reservation: true,
        lines,
        coupon_code: body.coupon_code,
        use_wallet: false,
      },
      userKind: options.actor.userId === null ? 'guest' : 'user',
      now: options.now,
      availableAt: new Date(options.start),
      locale: options.locale,
    });
    const total = priced.breakdown.total;
    // Online as the business allows it; a 422 naming online_method when it does not (the order flow's check).
    const online =
      body.payment_type === 1 && total > 0
        ? this.reader.deps.payments.check(options.business, body.online_method)
        : null;
    const preOrder: StoredPreOrder = {
      lines: priced.input.lines.map((line, index) => ({
        item_id: line.itemId,
        price_label_id: line.priceLabelId,
        name: priced.ctx.t(priced.items.get(line.itemId)?.name ?? {}),
        quantity: line.count,
        total_price: priced.breakdown.lines[index]?.lineTotal ?? 0,
      })),
      total,
      currency: priced.ctx.currency.code,
      payment_type: body.payment_type,
    };
    return { preOrder, online };
  }
}

/** The guest's phone in E.164, validated like an order's (SPEC §5). */
function contactPhone(body: ReserveTableBody): string {
  const dial = body.dial_code.startsWith('+') ? body.dial_code : `+${body.dial_code}`;
  const phone = validatePhone({ number: body.phone.startsWith('+') ? body.phone : `${dial}${body.phone}` });
  if (!phone.ok) {
    throw new AppError(422, 'invalid_reservation', phone.error, [{ path: 'body.phone', message: phone.error }]);
  }
  return phone.e164;
}
