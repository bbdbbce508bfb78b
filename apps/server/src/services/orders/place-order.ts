import { hash } from 'node:crypto';
import type { OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import type { Breakdown, UserKind } from '@okmenu/domain';
import type { BusinessRow } from '../../db/business-repository.ts';
import type { NewOrder, NewOrderLine, OrderRow } from '../../db/order-repository.ts';
import { isUniqueViolation } from '../../db/order-repository.ts';
import type { PricedCart } from '../pricing/pricing.ts';
import { AppError } from '../shared/errors.ts';
import { checkOrderDetails } from './order-details-check.ts';
import { orderSecret } from './order-secret.ts';
import { orderTime } from './order-timing.ts';
import { orderWire } from './wire/order-view.ts';
import type { OnlineChoice } from '../payments/order-payments.ts';
import { onlineChoice } from '../payments/order-payments.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newOrder, orderLines } from './order-rows.ts';
import type { CheckoutKey, OrderActor, PlaceOrderDeps, PlaceOrderRequest } from './place-order-types.ts';

/**
 * Places an order exactly once per Idempotency-Key: the same key with the same body answers the first
 * order again; the same key with another body is refused. Everything is checked and priced on the server.
 */
export async function placeOrder(deps: PlaceOrderDeps, request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  const { body, actor, now } = request;
  const business = await orderingBusiness(deps, { branchId: body.branch_id, actor, notify: body.notify });
  const locales = business.settings.locales;
  const key: CheckoutKey = {
    idempotencyKey: request.idempotencyKey,
    requestHash: hash('sha256', JSON.stringify(body), 'hex'),
    secret: orderSecret({
      pepper: await deps.pepper(),
      businessId: business.id,
      idempotencyKey: request.idempotencyKey,
    }),
  };
  const earlier = await deps.orders.findByIdempotencyKey(business.id, key.idempotencyKey);
  if (earlier) return replayOrder(deps, { earlier, key, business });

  // 1. Validate and price the cart from the server's own data, exactly as calc-order showed it.
  const priced = await priceOrder(deps, { business, request });
  // 2. What only an order has: payment, contact, car, table, delivery address.
  const phone = checkOrderDetails(body, priced);
  // 3. When it is for: now (the shop open) or one of the offered slots; then the minimum for delivery.
  const scheduledFor = orderTime({
    graph: priced.graph,
    branch: priced.branch,
    sellingType: priced.sellingType,
    schedule: body.schedule,
    now,
  });
  checkMinimumOrder(priced.breakdown);
  // Online only for what the wallet leaves to pay; a wallet covering everything makes an ordinary order.
  const online = onlineChoice(deps.payments, { business, body, total: priced.breakdown.total });
  // 4. One transaction: the order, its lines, its first event and the wallet debit, or nothing.
  const { row: order, details } = newOrder({ business, priced, request, key, phone, scheduledFor, online });
  const { rows: lines, details: lineDetails } = orderLines(priced, body);
  const actorName = actor.userId === null ? 'guest' : `user:${actor.userId}`;
  const track = purchaseEvents(deps, { business, request, order, lines, phone });
  const stored = await storeOnce(deps, { order, lines, actorName, key, online, track });
  if ('winner' in stored) return replayOrder(deps, { earlier: stored.winner, key, business });
  // 5. Tell the streams (the guest's and the staff board), and answer from what was written.
  const { orderId, eventId } = stored;
  const at = order.created_at;
  // An order awaiting payment is no news for the venue until it is paid (decision 0092).
  if (!online) {
    await deps.events.publish({ eventId, orderId, businessId: business.id, status: order.status, reason: null, at });
  }
  const payment = online
    ? await online.payments.afterPlaced({ orderId, referenceId: business.reference_id, customer: order })
    : undefined;
  return {
    order: orderWire(
      { ...order, id: orderId },
      {
        locales,
        lines: lines.map((line) => ({ ...line, order_id: orderId })),
        events: [{ id: eventId, order_id: orderId, status: order.status, actor: actorName, reason: null, at }],
        written: { details, lines: lineDetails },
      },
    ),
    access: { id: orderId, secret: key.secret },
    replayed: false,
    ...(payment !== undefined && { payment }),
  };
}

/** An order with its lines and history, read back. */
export async function fullOrder(
  deps: Pick<PlaceOrderDeps, 'orders' | 'payments'>,
  target: { row: OrderRow; locales: string[] },
): Promise<OrderWire> {
  const { row, locales } = target;
  const [lines, events, payment] = await Promise.all([
    deps.orders.lines(row.id),
    deps.orders.events(row.id),
    row.payment_type === 1 ? deps.payments?.stored(row.id) : undefined,
  ]);
  return orderWire(row, { locales, lines, events, payment });
}

/** The business of the branch ordered from; a signed-in customer must belong to it. */
async function orderingBusiness(
  deps: PlaceOrderDeps,
  target: { branchId: number; actor: OrderActor; notify?: 'sms' | 'whatsapp' | undefined },
): Promise<BusinessRow> {
  const business = await deps.businesses.findByBranch(target.branchId);
  if (!business) {
    throw new AppError(422, 'unknown_reference', 'Unknown branch', [
      { path: 'body.branch_id', message: 'Unknown branch', code: 'unknown_branch' },
    ]);
  }
  if (target.actor.userId !== null && target.actor.userBusinessId !== business.id) {
    throw new AppError(401, 'unauthorized', 'Your session belongs to another venue; log in again');
  }
  if (target.notify && !deps.notifications?.carries(target.notify)) {
    throw new AppError(422, 'notify_unavailable', 'Status messages cannot be sent on this channel', [
      { path: 'body.notify', message: 'Choose another channel or none', code: 'notify_unavailable' },
    ]);
  }
  return business;
}

/** The first answer of a checkout key again, unless the key now comes with another body. */
async function replayOrder(
  deps: PlaceOrderDeps,
  replay: { earlier: OrderRow; key: CheckoutKey; business: BusinessRow },
): Promise<PlaceOrderResponse> {
  const { earlier, key } = replay;
  if (earlier.request_hash !== key.requestHash) {
    throw new AppError(409, 'idempotency_key_reused', 'This checkout key was already used for a different order', [
      { path: 'headers.idempotency-key', message: 'Use a new key for a new order', code: 'key_reused' },
    ]);
  }
  // A refresh or a second tab continues the same payment (its charge is created at most once).
  const payment =
    earlier.payment_type === 1 && deps.payments
      ? await deps.payments.afterPlaced({
          orderId: earlier.id,
          referenceId: replay.business.reference_id,
          customer: earlier,
        })
      : undefined;
  return {
    order: await fullOrder(deps, { row: earlier, locales: replay.business.settings.locales }),
    access: { id: earlier.id, secret: key.secret },
    replayed: true,
    ...(payment !== undefined && { payment }),
  };
}

/** The cart priced for the customer (with their wallet when asked and offered), at the order's slot. */
async function priceOrder(
  deps: PlaceOrderDeps,
  target: { business: BusinessRow; request: PlaceOrderRequest },
): Promise<PricedCart> {
  const { business, request } = target;
  const { body, actor } = request;
  const userKind: UserKind = actor.userId === null ? 'guest' : 'user';
  const walletOn = body.use_wallet && actor.userId !== null && business.settings.enable_wallet;
  const walletBalance = walletOn && actor.userId !== null ? await deps.wallet.balance(actor.userId) : 0;
  return deps.pricing.price({
    walletBalance,
    // A scheduled order's items must be available at its slot (the slot itself is checked after pricing).
    availableAt: body.schedule.type === 'later' ? new Date(body.schedule.slot_start) : undefined,
    businessId: business.id,
    business,
    body: {
      branch_id: body.branch_id,
      selling_type: body.selling_types,
      lines: body.order_lines,
      coupon_code: body.coupon_code,
      use_wallet: body.use_wallet,
      reservation: body.reservation,
      delivery: body.delivery,
      shipping: body.shipping,
    },
    userKind,
    now: request.now,
    locale: request.locale,
  });
}

function checkMinimumOrder(breakdown: Breakdown): void {
  if (breakdown.missingForMinOrder > 0) {
    throw new AppError(422, 'below_min_order', 'The order is below the minimum for delivery here', [
      { path: 'body.order_lines', message: 'Add more to reach the minimum order', code: 'below_min_order' },
    ]);
  }
}

/**
 * Stores the order with its lines and first event, debiting the wallet in the same transaction. When two
 * requests with one key race, the loser gets the winner's row instead.
 */
async function storeOnce(
  deps: PlaceOrderDeps,
  record: {
    order: NewOrder;
    lines: NewOrderLine[];
    actorName: string;
    key: CheckoutKey;
    online: OnlineChoice | null;
    track: ((trx: Transaction<Database>, orderId: number) => Promise<void>) | null;
  },
): Promise<{ orderId: number; eventId: number } | { winner: OrderRow }> {
  const { order, lines, actorName } = record;
  const { user_id: userId, wallet_amount: walletAmount, business_id: businessId, created_at: at } = order;
  try {
    return await deps.orders.insert(order, lines, actorName, async (trx, orderId) => {
      // The online payment is stored with its order, so neither exists without the other.
      await record.online?.payments.insert(trx, { choice: record.online, order, orderId });
      // Conversion events are written with the order, so the outbox never misses nor invents a purchase.
      await record.track?.(trx, orderId);
      if (walletAmount <= 0 || userId === null) return;
      // Debited in the order's own transaction: a short balance (a concurrent order spent it) stores nothing.
      const debited = await deps.wallet.debitForOrder(trx, { userId, businessId, orderId, amount: walletAmount, at });
      if (!debited) {
        throw new AppError(409, 'wallet_insufficient', 'Your wallet balance changed; review the order again', [
          { path: 'body.use_wallet', message: 'Not enough balance', code: 'wallet_insufficient' },
        ]);
      }
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await deps.orders.findByIdempotencyKey(businessId, record.key.idempotencyKey);
    if (!winner) throw error;
    return { winner };
  }
}

/** The purchase events of a consenting guest's order, written in the order's transaction (decision 0098). */
function purchaseEvents(
  deps: PlaceOrderDeps,
  facts: { business: BusinessRow; request: PlaceOrderRequest; order: NewOrder; lines: NewOrderLine[]; phone: string },
): ((trx: Transaction<Database>, orderId: number) => Promise<void>) | null {
  const { business, request, order, lines, phone } = facts;
  const conversions = deps.conversions;
  if (!conversions?.enabled || !request.body.tracking_consent) return null;
  const { actor, client } = request;
  return (trx, orderId) =>
    conversions.addPurchase(trx, {
      orderId,
      businessId: business.id,
      pixels: business.settings.pixels,
      consent: true,
      paymentType: order.payment_type,
      currency: order.currency,
      total: order.total,
      lines,
      user: {
        phone,
        externalId: actor.userId === null ? (actor.deviceId ?? undefined) : `user:${actor.userId}`,
        ip: client?.ip,
        userAgent: client?.userAgent,
      },
      sourceUrl: client?.pageUrl,
      at: order.created_at,
    });
}
