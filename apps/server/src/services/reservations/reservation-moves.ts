import type { ReservationWire } from '@okmenu/contract';
import type { ReservationStatusCode } from '@okmenu/domain';
import {
  canGuestCancel,
  canMoveReservation,
  isReservationStatusCode,
  ReservationStatus,
  reservationSettingsOf,
  reservationStatusName,
} from '@okmenu/domain';
import { AppError, notFound } from '../shared/errors.ts';
import type { ReservationReader } from './reservation-reader.ts';
import type { StoredPreOrder } from './wire/reservation-view.ts';

/** Moving bookings through their states: the staff's accept, reject, completed, no-show and cancel, and the guest's cancel. */
export class ReservationMoves {
  constructor(private readonly reader: ReservationReader) {}

  /** The staff board's bookings starting from a day for some days, by start time (today's and upcoming). */
  async board(options: { businessId: number; from: number; to: number; now: Date }): Promise<ReservationWire[]> {
    const rows = await this.reader.deps.reservations.startingBetween({ ...options, limit: 500 });
    // A booking awaiting payment (or that expired unpaid) is not the venue's yet (decision 0105).
    const booked = rows.filter(
      (row) => row.status !== ReservationStatus.awaiting_payment && row.status !== ReservationStatus.expired,
    );
    return Promise.all(booked.map((row) => this.reader.wire(row, { now: options.now })));
  }

  /** A staff move of one of the business's bookings; an illegal move is refused with 409. */
  async staffMove(options: {
    businessId: number;
    id: number;
    to: ReservationStatusCode;
    reason: string | null;
    actor: string;
    now: Date;
  }): Promise<ReservationWire> {
    const row = await this.reader.deps.reservations.findById(options.id);
    if (!row || row.business_id !== options.businessId || row.status === ReservationStatus.awaiting_payment)
      throw notFound(`Reservation ${options.id}`);
    return this.move({ ...options, from: row.status });
  }

  /**
   * The guest pays a held booking's pre-order at the venue instead (after a declined or abandoned online payment):
   * it becomes pending, paid in cash, and reaches the venue. A later capture of the abandoned attempt is flagged
   * for a refund like money that came after an order expired.
   */
  async payAtVenue(options: { id: number; secret: string | null; userId: number | null; now: Date }) {
    const row = await this.reader.readable(options);
    const graph = await this.reader.graph(row.business_id);
    const cash = 2;
    if (!(graph.settings.payment_methods as number[]).includes(cash) || row.pre_order === null) {
      throw new AppError(422, 'invalid_reservation', 'This venue does not take payment at the venue', [
        { path: 'params.id', message: 'Pay online' },
      ]);
    }
    const preOrder = { ...(JSON.parse(row.pre_order) as StoredPreOrder), payment_type: cash };
    return this.move({
      id: row.id,
      from: row.status,
      to: ReservationStatus.pending,
      reason: null,
      actor: options.userId === null ? 'guest' : `user:${options.userId}`,
      now: options.now,
      preOrder: JSON.stringify(preOrder),
    });
  }

  /** The guest cancels their own booking, until the cancellation cutoff. */
  async guestCancel(options: { id: number; secret: string | null; userId: number | null; now: Date }) {
    const row = await this.reader.readable(options);
    const graph = await this.reader.graph(row.business_id);
    const settings = reservationSettingsOf(graph.settings.reservation);
    const open = row.status === ReservationStatus.pending || row.status === ReservationStatus.accepted;
    if (open && !canGuestCancel({ settings, start: row.start_ms, now: options.now.getTime() })) {
      throw new AppError(409, 'cancel_cutoff_passed', 'It is too late to cancel online; call the venue', [
        { path: 'params.id', message: 'The cancellation cutoff has passed' },
      ]);
    }
    return this.move({
      id: row.id,
      from: row.status,
      to: ReservationStatus.cancelled,
      reason: null,
      actor: options.userId === null ? 'guest' : `user:${options.userId}`,
      now: options.now,
    });
  }

  private async move(options: {
    id: number;
    from: number;
    to: ReservationStatusCode;
    reason: string | null;
    actor: string;
    now: Date;
    preOrder?: string;
  }): Promise<ReservationWire> {
    const { from, to } = options;
    if (!isReservationStatusCode(from) || !canMoveReservation(from, to)) {
      const fromName = isReservationStatusCode(from) ? reservationStatusName(from) : String(from);
      throw new AppError(
        409,
        'illegal_transition',
        `A ${fromName} booking cannot become ${reservationStatusName(to)}`,
        [{ path: 'body.status', message: 'Not a possible next status' }],
      );
    }
    const at = options.now.toISOString();
    const moved = await this.reader.deps.reservations.move({ ...options, at });
    if (!moved) {
      throw new AppError(409, 'status_changed', 'The booking changed meanwhile; reload it', [
        { path: 'body.status', message: 'The booking changed meanwhile' },
      ]);
    }
    await this.reader.deps.events.publish({
      eventId: moved.eventId,
      orderId: moved.row.id,
      businessId: moved.row.business_id,
      status: to,
      reason: options.reason,
      at,
    });
    // A paid pre-order is refunded when the venue rejects or anyone cancels the booking, as paid orders are.
    await this.reader.deps.payments.afterMoved({
      reservationId: moved.row.id,
      to,
      actor: options.actor,
      reason: options.reason,
    });
    return this.reader.wire(moved.row, { now: options.now });
  }
}
