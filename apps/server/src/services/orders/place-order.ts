import { createHash } from 'node:crypto';
import type { OrderBody, OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import type { Breakdown, UserKind } from '@okmenu/domain';
import { OrderStatus, deliveryAreaOf } from '@okmenu/domain';
import type { OrderEventBus } from '../../adapters/events/order-event-bus.ts';
import type { BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import type { NewOrder, NewOrderLine, OrderRepository, OrderRow } from '../../db/order-repository.ts';
import { isUniqueViolation } from '../../db/order-repository.ts';
import type { WalletRepository } from '../../db/wallet-repository.ts';
import { appliedDiscountId } from '../pricing/line-claims.ts';
import type { PricedCart, PricingService } from '../pricing/pricing.ts';
import { AppError } from '../shared/errors.ts';
import { hashSecret } from '../shared/secrets.ts';
import { checkOrderDetails } from './order-details-check.ts';
import { orderSecret } from './order-secret.ts';
import { orderTime } from './order-timing.ts';
import type { OrderDetails, OrderLineDetails } from './wire/order-view.ts';
import { orderWire } from './wire/order-view.ts';
import type { OnlineChoice, OrderPayments } from '../payments/order-payments.ts';
import { onlineChoice } from '../payments/order-payments.ts';
import type { ConversionOutbox } from '../conversions/conversion-outbox.ts';
import type { GuestNotifications } from './guest-notifications.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What placing an order reads and writes. */
export interface PlaceOrderDeps {
  businesses: BusinessRepository;
  orders: OrderRepository;
  pricing: PricingService;
  events: OrderEventBus;
  wallet: WalletRepository;
  /** The pepper that derives order secrets from checkout keys (shared by every process). */
  pepper(): Promise<string>;
  /** Online payment (payment type 1, decision 0092); without it online orders are refused. */
  payments?: OrderPayments;
  /** Server-side conversion events, written with the order (decision 0098); absent in some tests. */
  conversions?: ConversionOutbox;
  /** Status messages to guests who opted in (issue 17). */
  notifications?: GuestNotifications;
  /** The phones a user proved with a code (their guest orders with those phones are theirs too); absent in some tests. */
  verifiedPhones?: (userId: number) => Promise<string[]>;
}

/** The guest's browser as the order request shows it (for the platforms' matching, only with consent). */
export interface OrderClient {
  ip?: string;
  userAgent?: string;
  pageUrl?: string;
}

/** Who places or reads an order: a signed-in user, or a guest on a device. */
export interface OrderActor {
  userId: number | null;
  /** The business the user's session belongs to (SPEC §4: it must be the order's business). */
  userBusinessId: number | null;
  deviceId: string | null;
}

/** One checkout: the validated body, its Idempotency-Key, who places it and the server's time. */
export interface PlaceOrderRequest {
  body: OrderBody;
  idempotencyKey: string;
  actor: OrderActor;
  locale: string | undefined;
  now: Date;
  client?: OrderClient;
}

/** What identifies one checkout: the hash of its body and the secret its key derives. */
interface CheckoutKey {
  idempotencyKey: string;
  requestHash: string;
  secret: string;
}

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
    requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
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
  const order = newOrder({ business, priced, request, key, phone, scheduledFor, online });
  const lines = orderLines(priced, body);
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

/** The order row as stored: the server's prices, the customer's details, its state and when. */
function newOrder(parts: {
  business: BusinessRow;
  priced: PricedCart;
  request: PlaceOrderRequest;
  key: CheckoutKey;
  phone: string;
  scheduledFor: string | null;
  online: OnlineChoice | null;
}): NewOrder {
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
  return {
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
function orderLines(priced: PricedCart, body: OrderBody): NewOrderLine[] {
  return priced.input.lines.map((line, index) => {
    const item = priced.items.get(line.itemId);
    const label = item?.price_labels.find((l) => l.id === line.priceLabelId);
    const modifiers = item?.modifier_groups.flatMap((g) => g.modifiers) ?? [];
    const priceLine = priced.breakdown.lines[index];
    const sent = body.order_lines[index];
    const details: OrderLineDetails = {
      name: item?.name ?? {},
      price_label: label?.label ?? {},
      comment: sent?.comment ?? null,
      provider: sent?.provider ?? null,
      provider_id: sent?.provider_id == null ? null : String(sent.provider_id),
      discount_id: appliedDiscountId(priced, item) ?? null,
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
