import type { OrderHistoryResponse, OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import { canTransition, isOrderStatusCode, refundsWallet } from '@okmenu/domain';
import type { OrderRow } from '../../db/order-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { matchesHash } from '../shared/secrets.ts';
import type { OrderActor, PlaceOrderDeps, PlaceOrderRequest } from './place-order-types.ts';
import { fullOrder, placeOrder } from './place-order.ts';
import { orderWire, eventWire } from './wire/order-view.ts';

export type { OrderActor } from './place-order-types.ts';

/** What the order service reads and writes: the same as placing an order. */
export type OrderServiceDeps = PlaceOrderDeps;

const historyPageSize = 20;

/** Placing orders, reading them back, and moving them through their states. */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /** Places an order once per Idempotency-Key (place-order.ts reads as its steps). */
  place(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
    return placeOrder(this.deps, request);
  }

  private full(row: OrderRow, locales: string[]): Promise<OrderWire> {
    return fullOrder(this.deps, { row, locales });
  }

  /**
   * An order for the holder of its secret or its signed-in owner (a guest order placed with a phone the user
   * proved with a code is theirs too); 404 for anyone else, as if it did not exist.
   */
  async readable(options: { orderId: number; secret: string | null; userId: number | null }): Promise<OrderRow> {
    const row = await this.deps.orders.findById(options.orderId);
    const allowed =
      row !== undefined &&
      ((options.secret !== null && matchesHash(options.secret, row.secret_hash)) ||
        (options.userId !== null && row.user_id === options.userId) ||
        (options.userId !== null && row.user_id === null && (await this.phonesOf(options.userId)).includes(row.phone)));
    if (!row || !allowed) throw notFound(`Order ${options.orderId}`);
    return row;
  }

  private async phonesOf(userId: number): Promise<string[]> {
    return this.deps.verifiedPhones ? this.deps.verifiedPhones(userId) : [];
  }

  /** An order's details (with lines and history when `full`) in a language. */
  async details(request: { row: OrderRow; locale: string | undefined; full: boolean }): Promise<OrderWire> {
    const { row, locale } = request;
    const business = await this.deps.businesses.findById(row.business_id);
    const locales = [...(locale ? [locale] : []), ...(business?.settings.locales ?? [])];
    if (request.full) return this.full(row, locales);
    return orderWire(row, { locales, events: await this.deps.orders.events(row.id) });
  }

  /** Events of an order after an event id, for a stream that reconnects with Last-Event-ID. */
  async eventsAfter(orderId: number, afterId: number) {
    return (await this.deps.orders.events(orderId, afterId)).map(eventWire);
  }

  /**
   * A page of a business's orders placed by a user (any device, plus the guest orders placed with a phone the
   * user proved with a code) or a guest device.
   */
  async history(options: {
    businessId: number;
    actor: OrderActor;
    page: number;
    locale?: string;
  }): Promise<OrderHistoryResponse> {
    const business = await this.deps.businesses.findById(options.businessId);
    if (!business) throw notFound(`Business ${options.businessId}`);
    if (options.actor.userId !== null && options.actor.userBusinessId !== business.id) {
      throw new AppError(401, 'unauthorized', 'Your session belongs to another venue; log in again');
    }
    const owner =
      options.actor.userId !== null
        ? { userId: options.actor.userId, phones: await this.phonesOf(options.actor.userId) }
        : options.actor.deviceId !== null
          ? { deviceId: options.actor.deviceId }
          : null;
    if (!owner) return { orders: [], page: options.page, page_size: historyPageSize, total: 0 };
    const { rows, total } = await this.deps.orders.pageForOwner({
      businessId: business.id,
      owner,
      page: options.page,
      pageSize: historyPageSize,
    });
    const locales = [...(options.locale ? [options.locale] : []), ...business.settings.locales];
    const orders = await Promise.all(rows.map((row) => this.full(row, locales)));
    return { orders, page: options.page, page_size: historyPageSize, total };
  }

  /** Moves an order along the state machine on behalf of an actor; an illegal move is a 409. */
  async transition(options: {
    row: OrderRow;
    to: number;
    actor: string;
    reason: string | null;
    now: Date;
  }): Promise<void> {
    const { row, to } = options;
    if (!isOrderStatusCode(row.status) || !isOrderStatusCode(to))
      throw new AppError(422, 'invalid_status', 'Unknown status');
    if (!canTransition(row.status, to, { delivery: row.selling_type === 'delivery' })) {
      throw new AppError(409, 'illegal_transition', `An order in status ${row.status} cannot move to ${to}`);
    }
    const at = options.now.toISOString();
    // Composed before the move: the transaction below may read nothing outside itself.
    const notice = (await this.deps.notifications?.prepare({ row, to, reason: options.reason })) ?? null;
    const moved = await this.deps.orders.transition({
      orderId: row.id,
      from: row.status,
      to,
      actor: options.actor,
      reason: options.reason,
      at,
      alongside: async (trx) => {
        // A rejected or cancelled order gives back what it took from the wallet, in the same transaction.
        if (refundsWallet(to)) {
          await this.deps.wallet.refundForOrder(trx, {
            orderId: row.id,
            at,
            actor: options.actor,
            reason: options.reason,
          });
        }
        // The guest's status message is queued with the move, so it is sent exactly when the move happened.
        if (notice) await this.deps.notifications?.enqueue(trx, notice, at);
      },
    });
    if (!moved) throw new AppError(409, 'order_changed', 'The order changed meanwhile; reload it');
    // A paid online order the venue rejects or cancels is refunded; the outcome is recorded on the payment.
    if (row.payment_type === 1) {
      await this.deps.payments?.afterOrderMoved({ orderId: row.id, to, actor: options.actor, reason: options.reason });
    }
    const event = (await this.deps.orders.events(row.id)).at(-1);
    if (event) {
      await this.deps.events.publish({
        eventId: event.id,
        orderId: row.id,
        businessId: row.business_id,
        status: to,
        reason: options.reason,
        at,
      });
    }
  }
}
