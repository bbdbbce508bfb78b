import type { ConversionOutbox } from './services/conversions/conversion-outbox.ts';
import type { GuestNotifications } from './services/orders/guest-notifications.ts';
import type { BusinessRepository } from './db/business-repository.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { WalletRepository } from './db/wallet-repository.ts';
import type { OrderRow } from './db/order-repository.ts';
import { OrderRepository } from './db/order-repository.ts';
import { SecretsRepository } from './db/secrets-repository.ts';
import { UserRepository } from './db/user-repository.ts';
import { OrderBoardService } from './services/orders/order-board.ts';
import type { OrderEventBus } from './adapters/events/order-event-bus.ts';
import { OrderService } from './services/orders/orders.ts';
import type { PricingService } from './services/pricing/pricing.ts';
import { newSecret } from './services/shared/secrets.ts';
import type { OrderPayments } from './services/payments/order-payments.ts';

/** Orders, the staff board and the live events between them. */
export interface OrdersWiring {
  orders: OrderService;
  board: OrderBoardService;
  events: OrderEventBus;
  repository: OrderRepository;
}

/** Wires orders over the database, pricing and an event bus. */
export function createOrders(options: {
  database: DatabaseHandle;
  businesses: BusinessRepository;
  pricing: PricingService;
  events: OrderEventBus;
  wallet: WalletRepository;
  /** When waiting orders escalate and are rejected (issue 17). */
  deadlines?: (row: OrderRow) => Promise<{ escalateAt: Date; rejectAt: Date } | null>;
  /** Online payments (issue 13); without them payment type 1 is refused. */
  payments?: OrderPayments;
  conversions?: ConversionOutbox;
  /** Status messages to guests who opted in (issue 17). */
  notifications?: GuestNotifications;
}): OrdersWiring {
  // SQLite commits orders placed at the same moment together (one fsync); PostgreSQL groups commits itself.
  const sqlite = options.database.dialect === 'sqlite';
  const repository = new OrderRepository(options.database.db, { groupCommit: sqlite, idFromInsert: sqlite });
  const secrets = new SecretsRepository(options.database.db);
  const users = new UserRepository(options.database.db);
  let pepper: Promise<string> | undefined;
  const orders = new OrderService({
    businesses: options.businesses,
    orders: repository,
    pricing: options.pricing,
    events: options.events,
    wallet: options.wallet,
    pepper: () => (pepper ??= secrets.getOrCreate('order-secret-pepper', () => newSecret())),
    payments: options.payments,
    ...(options.conversions ? { conversions: options.conversions } : {}),
    ...(options.notifications ? { notifications: options.notifications } : {}),
    verifiedPhones: async (userId) => (await users.findById(userId))?.verifiedPhones ?? [],
  });
  const board = new OrderBoardService({
    businesses: options.businesses,
    orders: repository,
    orderService: orders,
    events: options.events,
    deadlines: options.deadlines,
    payments: options.payments,
  });
  return { orders, board, events: options.events, repository };
}
