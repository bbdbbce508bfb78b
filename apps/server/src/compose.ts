import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import type { OrdersWiring } from './compose-orders.ts';
import { createOrders } from './compose-orders.ts';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { OrderEventBus } from './services/order-events.ts';
import { MemoryOrderEventBus } from './services/order-events.ts';
import { RedisOrderEventBus } from './services/order-events-redis.ts';
import type { AccountsWiring } from './compose-accounts.ts';
import { createAccounts } from './compose-accounts.ts';
import type { Geocoder } from './adapters/geocoding/geocoder.ts';
import { NominatimGeocoder } from './adapters/geocoding/nominatim.ts';
import type { Config, SmsConfig } from './config.ts';
import { readGeocoderConfig } from './config.ts';
import { BusinessRepository } from './db/business-repository.ts';
import type { DatabaseHandle } from './db/database.ts';
import { migrate, openDatabase } from './db/database.ts';
import type { ImportResult } from './services/business-import.ts';
import { importBusinessFile } from './services/business-import.ts';
import { EngagementRepository } from './db/engagement-repository.ts';
import { DeliveryService } from './services/delivery.ts';
import { AddressRepository } from './db/address-repository.ts';
import { AddressService } from './services/addresses.ts';
import { EngagementService } from './services/engagement.ts';
import { GraphCache } from './services/graph-cache.ts';
import { MenuService } from './services/menu.ts';
import { PricingService } from './services/pricing.ts';
import { ResponseCache } from './services/response-cache.ts';
import { RestaurantService } from './services/restaurant.ts';
import { ShiftService } from './services/shifts.ts';

export interface Runtime {
  app: FastifyInstance;
  database: DatabaseHandle;
  businesses: BusinessRepository;
  /** Accounts, sessions and the wallet (its repository is what orders debit and refund). */
  accounts: AccountsWiring;
  /** Orders, the staff board and the live order events. */
  orders: OrdersWiring;
  /** Imports a business file and drops its cached answers. */
  importFile(filePath: string): Promise<ImportResult>;
  close(): Promise<void>;
}

/** Wires the database, services and HTTP app together from a configuration. */
export async function createRuntime(
  config: Pick<Config, 'databaseUrl' | 'webDist' | 'mediaDir' | 'allowedOrigins'> &
    Partial<Pick<Config, 'trustProxy' | 'redisUrl' | 'redisPrefix'>> &
    Partial<Pick<Config, 'geocoder' | 'sms'>>,
  logger?: FastifyServerOptions['logger'],
  options: { clock?: () => Date; geocoder?: Geocoder; sms?: SmsConfig } = {},
): Promise<Runtime> {
  const database = openDatabase(config.databaseUrl);
  await migrate(database);
  const businesses = new BusinessRepository(database.db);
  const cache = new ResponseCache({
    currentVersion: (id) => businesses.version(id),
    revalidateMs: 1000,
    clock: () => Date.now(),
    maxEntries: 2000,
  });
  const restaurants = new RestaurantService({ businesses, cache });
  const shifts = new ShiftService(businesses);
  const graphs = new GraphCache(businesses);
  const clock = options.clock ?? (() => new Date());
  const accounts = createAccounts({
    database,
    businesses,
    graphs,
    clock,
    sms: options.sms ?? config.sms ?? { provider: 'outbox' },
  });
  const menus = new MenuService({ businesses, graphs, cache });
  const pricing = new PricingService({ businesses, graphs, wallet: accounts.walletRepository });
  const geocoder = options.geocoder ?? new NominatimGeocoder(config.geocoder ?? readGeocoderConfig({}));
  const delivery = new DeliveryService({ businesses, graphs, cache, geocoder });
  const addresses = new AddressService({ addresses: new AddressRepository(database.db), clock });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const events: OrderEventBus = redis
    ? await RedisOrderEventBus.connect({
        publisher: redis,
        subscriber: redis.duplicate(),
        prefix: config.redisPrefix ?? 'okmenu',
      })
    : new MemoryOrderEventBus();
  const readinessChecks = [
    { name: 'database', check: async () => void (await sql`select 1`.execute(database.db)) },
    ...(redis ? [{ name: 'redis', check: async () => void (await redis.ping()) }] : []),
  ];
  const orders = createOrders({
    database,
    businesses,
    pricing,
    events,
    wallet: accounts.walletRepository,
  });
  const engagement = new EngagementService({ businesses, graphs, engagement: new EngagementRepository(database.db) });
  const app = await buildApp({
    restaurants,
    shifts,
    menus,
    pricing,
    engagement,
    delivery,
    addresses,
    accounts,
    orders,
    clock,
    webDist: config.webDist,
    mediaDir: config.mediaDir,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    readinessChecks,
    logger,
  });
  accounts.attachLogger(app.log);
  const importFile = (filePath: string) =>
    importBusinessFile(
      { businesses, mediaDir: config.mediaDir, now: () => new Date(), onImported: (id) => cache.invalidate(id) },
      filePath,
    );
  return {
    app,
    database,
    businesses,
    accounts,
    orders,
    importFile,
    async close() {
      await app.close();
      await orders.events.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
    },
  };
}
