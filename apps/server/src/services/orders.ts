import { createHash } from 'node:crypto';
import type { OrderBody, OrderHistoryResponse, OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import type { UserKind } from '@okmenu/domain';
import { OrderStatus, canTransition, isOrderStatusCode, refundsWallet, validatePhone } from '@okmenu/domain';
import type { BusinessRepository } from '../db/business-repository.ts';
import type { WalletRepository } from '../db/wallet-repository.ts';
import type { NewOrderLine, OrderRepository, OrderRow } from '../db/order-repository.ts';
import { isUniqueViolation } from '../db/order-repository.ts';
import { AppError, notFound } from './errors.ts';
import type { OrderEventBus } from './order-events.ts';
import { orderSecret } from './order-secret.ts';
import { checkoutOptionsFor, orderTime } from './order-timing.ts';
import type { OrderDetails, OrderLineDetails } from './order-view.ts';
import { eventWire, orderWire } from './order-view.ts';
import type { PricedCart, PricingService } from './pricing.ts';
import { matchesHash, hashSecret } from './secrets.ts';

export interface OrderServiceDeps {
  businesses: BusinessRepository;
  orders: OrderRepository;
  pricing: PricingService;
  events: OrderEventBus;
  wallet: WalletRepository;
  /** The pepper that derives order secrets from checkout keys (shared by every process). */
  pepper(): Promise<string>;
}

/** Who places or reads an order: a signed-in user, or a guest on a device. */
export interface OrderActor {
  userId: number | null;
  /** The business the user's session belongs to (SPEC §4: it must be the order's business). */
  userBusinessId: number | null;
  deviceId: string | null;
}

const historyPageSize = 20;

/** Placing orders, reading them back, and moving them through their states. */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /**
   * Places an order exactly once per Idempotency-Key: the same key with the same body answers the first
   * order again; the same key with another body is refused. Everything is checked and priced on the server.
   */
  async place(options: {
    body: OrderBody;
    idempotencyKey: string;
    actor: OrderActor;
    locale: string | undefined;
    now: Date;
  }): Promise<PlaceOrderResponse> {
    const { body, idempotencyKey, actor, now } = options;
    const business = await this.deps.businesses.findByBranch(body.branch_id);
    if (!business) {
      throw new AppError(422, 'unknown_reference', 'Unknown branch', [
        { path: 'body.branch_id', message: 'Unknown branch' },
      ]);
    }
    if (actor.userId !== null && actor.userBusinessId !== business.id) {
      throw new AppError(401, 'unauthorized', 'Your session belongs to another venue; log in again');
    }
    const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const secret = orderSecret({ pepper: await this.deps.pepper(), businessId: business.id, idempotencyKey });
    const earlier = await this.deps.orders.findByIdempotencyKey(business.id, idempotencyKey);
    if (earlier) return this.replay(earlier, requestHash, secret, business.settings.locales);

    const userKind: UserKind = actor.userId === null ? 'guest' : 'user';
    const walletOn = body.use_wallet && actor.userId !== null && business.settings.enable_wallet;
    const walletBalance = walletOn && actor.userId !== null ? await this.deps.wallet.balance(actor.userId) : 0;
    const priced = await this.deps.pricing.price({
      walletBalance,
      // A scheduled order's items must be available at its slot (the slot itself is checked below).
      availableAt: body.schedule.type === 'later' ? new Date(body.schedule.slot_start) : undefined,
      businessId: business.id,
      body: {
        branch_id: body.branch_id,
        selling_type: body.selling_types,
        lines: body.order_lines,
        coupon_code: body.coupon_code,
        use_wallet: body.use_wallet,
        delivery: body.delivery,
        shipping: body.shipping,
      },
      userKind,
      now,
      locale: options.locale,
    });
    const phone = checkOrderDetails(body, priced);
    const scheduledFor = orderTime({
      graph: priced.graph,
      branch: priced.branch,
      sellingType: priced.sellingType,
      schedule: body.schedule,
      now,
    });
    const { breakdown } = priced;
    if (breakdown.missingForMinOrder > 0) {
      throw new AppError(422, 'below_min_order', 'The order is below the minimum for delivery here', [
        { path: 'body.order_lines', message: 'Add more to reach the minimum order' },
      ]);
    }
    const table =
      body.table_id === undefined ? null : (priced.graph.tables.find((t) => t.id === body.table_id) ?? null);
    const details: OrderDetails = {
      notes: body.notes ?? null,
      comment: body.comment ?? null,
      car: body.car ?? null,
      table: table && { id: table.id, name: table.name },
      delivery: body.delivery ?? null,
      address: body.address ?? null,
      gift: body.gift ?? null,
      breakdown,
    };
    const at = now.toISOString();
    const order = {
      business_id: business.id,
      branch_id: priced.branch.id,
      secret_hash: hashSecret(secret),
      user_id: actor.userId,
      device_id: actor.deviceId,
      idempotency_key: idempotencyKey,
      request_hash: requestHash,
      status: scheduledFor ? OrderStatus.scheduled : OrderStatus.pending,
      selling_type: priced.sellingType,
      scheduled_for: scheduledFor,
      name: body.name,
      phone,
      // SPEC §9: with the wallet on, whatever the wallet does not cover is paid in cash.
      payment_type: breakdown.walletDiscount > 0 ? 2 : body.payment_type,
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
    const lines = orderLines(priced, body);
    const actorName = actor.userId === null ? 'guest' : `user:${actor.userId}`;
    let inserted: { orderId: number; eventId: number };
    try {
      const userId = actor.userId;
      const walletAmount = breakdown.walletDiscount;
      inserted = await this.deps.orders.insert(order, lines, actorName, async (trx, id) => {
        if (walletAmount <= 0 || userId === null) return;
        // Debited in the order's own transaction: a short balance (a concurrent order spent it) stores nothing.
        const debited = await this.deps.wallet.debitForOrder(trx, {
          userId,
          businessId: business.id,
          orderId: id,
          amount: walletAmount,
          at,
        });
        if (!debited) {
          throw new AppError(409, 'wallet_insufficient', 'Your wallet balance changed; review the order again', [
            { path: 'body.use_wallet', message: 'Not enough balance' },
          ]);
        }
      });
    } catch (error) {
      // Two requests with one key raced; the loser answers what the winner stored.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.deps.orders.findByIdempotencyKey(business.id, idempotencyKey);
      if (!winner) throw error;
      return this.replay(winner, requestHash, secret, business.settings.locales);
    }
    // Answered from what was just written, without reading it back.
    const { orderId, eventId } = inserted;
    const row: OrderRow = { ...order, id: orderId };
    const event = { id: eventId, order_id: orderId, status: order.status, actor: actorName, reason: null, at };
    await this.deps.events.publish({
      eventId,
      orderId,
      businessId: business.id,
      status: order.status,
      reason: null,
      at,
    });
    return {
      order: orderWire(row, {
        locales: business.settings.locales,
        lines: lines.map((line) => ({ ...line, order_id: orderId })),
        events: [event],
      }),
      access: { id: orderId, secret },
      replayed: false,
    };
  }

  private async replay(
    earlier: OrderRow,
    requestHash: string,
    secret: string,
    locales: string[],
  ): Promise<PlaceOrderResponse> {
    if (earlier.request_hash !== requestHash) {
      throw new AppError(409, 'idempotency_key_reused', 'This checkout key was already used for a different order', [
        { path: 'headers.idempotency-key', message: 'Use a new key for a new order' },
      ]);
    }
    return { order: await this.full(earlier, locales), access: { id: earlier.id, secret }, replayed: true };
  }

  private async full(row: OrderRow, locales: string[]): Promise<OrderWire> {
    const [lines, events] = await Promise.all([this.deps.orders.lines(row.id), this.deps.orders.events(row.id)]);
    return orderWire(row, { locales, lines, events });
  }

  /** An order for the holder of its secret or its signed-in owner; 404 for anyone else, as if it did not exist. */
  async readable(options: { orderId: number; secret: string | null; userId: number | null }): Promise<OrderRow> {
    const row = await this.deps.orders.findById(options.orderId);
    const allowed =
      row !== undefined &&
      ((options.secret !== null && matchesHash(options.secret, row.secret_hash)) ||
        (options.userId !== null && row.user_id === options.userId));
    if (!row || !allowed) throw notFound(`Order ${options.orderId}`);
    return row;
  }

  /** An order's details (with lines and history when `full`) in a language. */
  async details(row: OrderRow, locale: string | undefined, full: boolean): Promise<OrderWire> {
    const business = await this.deps.businesses.findById(row.business_id);
    const locales = [...(locale ? [locale] : []), ...(business?.settings.locales ?? [])];
    if (full) return this.full(row, locales);
    return orderWire(row, { locales, events: await this.deps.orders.events(row.id) });
  }

  /** Events of an order after an event id, for a stream that reconnects with Last-Event-ID. */
  async eventsAfter(orderId: number, afterId: number) {
    return (await this.deps.orders.events(orderId, afterId)).map(eventWire);
  }

  /** A page of a business's orders placed by a user (any device) or a guest device. */
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
        ? { userId: options.actor.userId }
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
    const moved = await this.deps.orders.transition({
      orderId: row.id,
      from: row.status,
      to,
      actor: options.actor,
      reason: options.reason,
      at,
      // A rejected or cancelled order gives back what it took from the wallet, in the same transaction.
      alongside: refundsWallet(to)
        ? async (trx) => {
            await this.deps.wallet.refundForOrder(trx, {
              orderId: row.id,
              at,
              actor: options.actor,
              reason: options.reason,
            });
          }
        : undefined,
    });
    if (!moved) throw new AppError(409, 'order_changed', 'The order changed meanwhile; reload it');
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

/** Checks what only an order has (payment, contact, car, table) and answers the phone in E.164. */
function checkOrderDetails(body: OrderBody, priced: PricedCart): string {
  const problems: { path: string; message: string }[] = [];
  const methods = priced.graph.settings.payment_methods as number[];
  if (body.payment_type === 1 || !methods.includes(body.payment_type)) {
    problems.push({ path: 'body.payment_type', message: 'This payment method is not offered' });
  }
  const dial = body.dial_code.startsWith('+') ? body.dial_code : `+${body.dial_code}`;
  const number = body.phone.startsWith('+') ? body.phone : `${dial}${body.phone}`;
  const phone = validatePhone({ number });
  if (!phone.ok) problems.push({ path: 'body.phone', message: phone.error });
  const checkout = checkoutOptionsFor(priced.graph, priced.sellingType);
  if (priced.sellingType === 'car_pickup' && checkout?.showCarInfo && !body.car) {
    problems.push({ path: 'body.car', message: 'Tell us your car so we can bring the order out' });
  }
  if (priced.sellingType === 'delivery') problems.push(...deliveryProblems(body, checkout));
  if (body.table_id !== undefined) {
    const table = priced.graph.tables.find((t) => t.id === body.table_id && t.branch_id === priced.branch.id);
    if (!table) problems.push({ path: 'body.table_id', message: 'Not a table of this branch' });
  }
  if (problems.length > 0) throw new AppError(422, 'invalid_order', problems[0]?.message ?? 'Invalid order', problems);
  return phone.ok ? phone.e164 : '';
}

/** What a delivery order must say: where it goes, the address fields the venue requires, a pin if asked. */
function deliveryProblems(
  body: OrderBody,
  checkout: ReturnType<typeof checkoutOptionsFor>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (body.shipping) return problems;
  if (!body.delivery || (body.delivery.area_id === undefined && !body.delivery.location)) {
    problems.push({ path: 'body.delivery', message: 'Choose your area or drop a pin' });
  }
  if (checkout?.drop_pin && !body.delivery?.location) {
    problems.push({ path: 'body.delivery.location', message: 'Drop a pin on the map' });
  }
  for (const [name, field] of Object.entries(checkout?.fields ?? {})) {
    const value = (body.address as Record<string, unknown> | undefined)?.[name];
    if (field?.on && field.required && (typeof value !== 'string' || value.trim() === '')) {
      problems.push({ path: `body.address.${name}`, message: 'Required' });
    }
  }
  if (body.gift && !(checkout?.send_gift || checkout?.enable_gift)) {
    problems.push({ path: 'body.gift', message: 'This venue does not send gifts' });
  }
  return problems;
}

/** The order's lines as stored: the server's prices and the names as they were when ordered. */
function orderLines(priced: PricedCart, body: OrderBody): NewOrderLine[] {
  return priced.input.lines.map((line, index) => {
    const item = priced.items.get(line.itemId);
    const label = item?.price_labels.find((l) => l.id === line.priceLabelId);
    const modifiers = item?.modifier_groups.flatMap((g) => g.modifiers) ?? [];
    const priceLine = priced.breakdown.lines[index];
    const details: OrderLineDetails = {
      name: item?.name ?? {},
      price_label: label?.label ?? {},
      comment: body.order_lines[index]?.comment ?? null,
      modifiers: line.modifiers.map((m) => ({
        id: m.id,
        name: modifiers.find((candidate) => candidate.id === m.id)?.name ?? {},
        quantity: m.quantity,
        price: m.unitPrice,
      })),
    };
    return {
      line_no: index + 1,
      item_id: line.itemId,
      price_label_id: line.priceLabelId,
      quantity: line.count,
      unit_price: line.unitPrice,
      total_price: priceLine?.lineTotal ?? 0,
      details: JSON.stringify(details),
    };
  });
}
