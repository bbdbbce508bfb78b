import type { BusinessRepository } from './db/business-repository.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { WalletRepository } from './db/wallet-repository.ts';
import { OrderRepository } from './db/order-repository.ts';
import { SecretsRepository } from './db/secrets-repository.ts';
import { OrderBoardService } from './services/order-board.ts';
import type { OrderEventBus } from './services/order-events.ts';
import { OrderService } from './services/orders.ts';
import type { PricingService } from './services/pricing.ts';
import { newSecret } from './services/secrets.ts';

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
}): OrdersWiring {
  const repository = new OrderRepository(options.database.db);
  const secrets = new SecretsRepository(options.database.db);
  let pepper: Promise<string> | undefined;
  const orders = new OrderService({
    businesses: options.businesses,
    orders: repository,
    pricing: options.pricing,
    events: options.events,
    wallet: options.wallet,
    pepper: () => (pepper ??= secrets.getOrCreate('order-secret-pepper', () => newSecret())),
  });
  const board = new OrderBoardService({
    businesses: options.businesses,
    orders: repository,
    orderService: orders,
    events: options.events,
  });
  return { orders, board, events: options.events, repository };
}
