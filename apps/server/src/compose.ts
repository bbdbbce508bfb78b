import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import type { OrdersWiring } from './compose-orders.ts';
import { createOrders } from './compose-orders.ts';
import type { ReservationsWiring } from './compose-reservations.ts';
import { createReservations } from './compose-reservations.ts';
import type { DeviceAddressPolicy } from './services/shared/rate-limit.ts';
import type { PaymentsWiring } from './compose-payments.ts';
import { createPayments, defaultPaymentsConfig } from './compose-payments.ts';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { OrderEventBus } from './adapters/events/order-event-bus.ts';
import { MemoryOrderEventBus } from './adapters/events/order-event-bus.ts';
import { RedisOrderEventBus } from './adapters/events/redis-order-event-bus.ts';
import type { ConversionsWiring } from './compose-conversions.ts';
import { createConversions } from './compose-conversions.ts';
import type { ConversionsConfig } from './config-tracking.ts';
import { readConversionsConfig } from './config-tracking.ts';
import type { ErrorReporter } from './http/error-reporting.ts';
import type { AccountsWiring } from './compose-accounts.ts';
import { createAccounts } from './compose-accounts.ts';
import { createFeedback } from './compose-feedback.ts';
import type { Geocoder } from './adapters/geocoding/geocoder.ts';
import { NominatimGeocoder } from './adapters/geocoding/nominatim.ts';
import type { Config, PaymentsConfig, SmsConfig } from './config.ts';
import { readGeocoderConfig } from './config.ts';
import { BusinessRepository } from './db/business-repository.ts';
import type { StoredSettings } from './db/business-repository.ts';
import type { DatabaseHandle } from './db/database.ts';
import { migrate, openDatabase } from './db/database.ts';
import type { ImportResult } from './services/business/business-import.ts';
import { importBusinessFile } from './services/business/business-import.ts';
import { EngagementRepository } from './db/engagement-repository.ts';
import { DeliveryService } from './services/delivery/delivery.ts';
import { AddressRepository } from './db/address-repository.ts';
import { AddressService } from './services/delivery/addresses.ts';
import { EngagementService } from './services/engagement/engagement.ts';
import { GraphCache } from './services/shared/graph-cache.ts';
import { MenuService } from './services/menu/menu.ts';
import { PricingService } from './services/pricing/pricing.ts';
import { ResponseCache } from './services/shared/response-cache.ts';
import { RestaurantService } from './services/business/restaurant.ts';
import { ShiftService } from './services/staff/shifts.ts';
import { OperationsRepository } from './db/operations-repository.ts';
import { LiveState } from './services/operations/live-state.ts';
import { OperationsService } from './services/operations/operations.ts';
import { deadlinesOf, UnacceptedOrders } from './services/operations/unaccepted-orders.ts';
import { GuestNotifications } from './services/orders/guest-notifications.ts';
import { smsChannels } from './adapters/sms/create-sms-sender.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import { NotificationRepository } from './db/notification-repository.ts';
import { OrderStatus } from '@okmenu/domain';

/** How often each process looks for orders nobody accepted in time. */
const sweepEveryMs = 15_000;
/** How often each process sends the guests' status messages that are due. */
const notifyEveryMs = 5_000;

export interface Runtime {
  app: FastifyInstance;
  database: DatabaseHandle;
  businesses: BusinessRepository;
  /** Accounts, sessions and the wallet (its repository is what orders debit and refund). */
  accounts: AccountsWiring;
  /** Orders, the staff board and the live order events. */
  orders: OrdersWiring;
  /** Status messages to guests who opted in; `runOnce` also runs on its own every few seconds. */
  notifications: GuestNotifications;
  /** Rejects orders nobody accepted in time; it also runs on its own every few seconds. */
  unaccepted: UnacceptedOrders;
  /** Table bookings and their live status bus. */
  reservations: ReservationsWiring;
  /** Online payments: gateways, confirmation, refunds, wallet purchases, reconciliation. */
  payments: PaymentsWiring;
  /** The conversion outbox and its worker (decision 0098); `conversions.outbox.releasePaidPurchase` is the payments hook. */
  conversions: ConversionsWiring;
  /** Imports a business file and drops its cached answers. */
  importFile(filePath: string): Promise<ImportResult>;
  /** Sets a business's state (decision 0096) and drops its cached answers; false for an unknown reference. */
  setBusinessState(referenceId: string, state: StoredSettings['state']): Promise<boolean>;
  close(): Promise<void>;
}

/** Wires the database, services and HTTP app together from a configuration. */
export async function createRuntime(
  config: Pick<Config, 'databaseUrl' | 'webDist' | 'mediaDir' | 'allowedOrigins'> &
    Partial<Pick<Config, 'trustProxy' | 'redisUrl' | 'redisPrefix' | 'slowRequestMs'>> &
    Partial<Pick<Config, 'geocoder' | 'sms' | 'payments'>> & { conversions?: ConversionsConfig },
  logger?: FastifyServerOptions['logger'],
  options: {
    clock?: () => Date;
    geocoder?: Geocoder;
    sms?: SmsConfig;
    payments?: PaymentsConfig;
    conversions?: ConversionsConfig;
    errorReporter?: ErrorReporter;
    /** The web app's error-reporting DSN, given to it in the app shell (decision 0106). */
    browserErrorDsn?: string | undefined;
    /** Tests: the provider of guests' status messages (otherwise the SMS provider). */
    notificationSender?: SmsSender;
    /** Tests: other reserve-table limits than the defaults. */
    bookingPolicy?: DeviceAddressPolicy;
  } = {},
): Promise<Runtime> {
  const database = openDatabase(config.databaseUrl);
  await migrate(database);
  const businesses = new BusinessRepository(database.db);
  const cache = new ResponseCache({
    currentVersion: (id) => businesses.version(id),
    revalidateMs: 1000,
    clock: () => Date.now(),
    // The bytes are the bound that matters; the count only caps the bookkeeping of many tiny answers. At 2,000
    // a server of 10,000 businesses rebuilt every menu spread over them (decision 0115).
    maxEntries: 20_000,
    // Room for about four hundred 1,000-item answers (about 160 KB each, kept compressed only; decision 0112),
    // or ten thousand 100-item menus (6 KB of brotli each; decision 0115): a bound below the working set
    // turns every request into a rebuild (3 req/s at 48 MB, decision 0108).
    maxBytes: 64 * 1024 * 1024,
  });
  const graphs = new GraphCache(businesses);
  const sms = options.sms ?? config.sms ?? { provider: 'outbox' };
  const restaurants = new RestaurantService({ businesses, graphs, cache, notifyChannels: smsChannels(sms) });
  const shifts = new ShiftService({ businesses, graphs });
  const clock = options.clock ?? (() => new Date());
  const accounts = createAccounts({ database, businesses, graphs, clock, sms });
  const menus = new MenuService({ businesses, graphs, cache });
  const operationsRepository = new OperationsRepository(database.db);
  // Staff changes on any process reach carts and menus within a second (decision 0097).
  const live = new LiveState({ repository: operationsRepository, freshMs: 1000, clock: () => Date.now() });
  const operations = new OperationsService({ businesses, graphs, repository: operationsRepository, live });
  const pricing = new PricingService({ businesses, graphs, wallet: accounts.walletRepository, live });
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
  const payments = createPayments({
    config: options.payments ?? config.payments ?? defaultPaymentsConfig,
    database,
    businesses,
    users: accounts.users,
    wallet: accounts.walletRepository,
    graphs,
    events,
    clock,
    // A paid online order's purchase events become due with its confirmation (decision 0098).
    onOrderPaid: (paid) => conversions.outbox.releasePaidPurchase(paid),
    // A paid (or expired) booking reaches the staff board and the guest live (decision 0105).
    onBookingMoved: (moved) =>
      reservations.events.publish({
        eventId: moved.eventId,
        orderId: moved.reservationId,
        businessId: moved.businessId,
        status: moved.status,
        reason: moved.reason,
        at: moved.at,
      }),
  });
  const conversions = createConversions({
    database,
    config: options.conversions ?? config.conversions ?? readConversionsConfig({}),
    clock,
  });
  const notifications = new GuestNotifications({
    repository: new NotificationRepository(database.db),
    businesses,
    sender: options.notificationSender ?? accounts.sms,
    channels: smsChannels(sms),
    publicUrl: (options.payments ?? config.payments ?? defaultPaymentsConfig).publicUrl,
    clock,
  });
  // Status messages go out from a durable outbox every few seconds, never in a staff member's request.
  const notifyTimer = setInterval(() => void notifications.runOnce().catch(() => undefined), notifyEveryMs);
  notifyTimer.unref();
  const orders = createOrders({
    database,
    businesses,
    pricing,
    events,
    wallet: accounts.walletRepository,
    notifications,
    conversions: conversions.outbox,
    payments: payments.orderPayments,
    deadlines: async (row) => {
      const business = await businesses.findById(row.business_id);
      return business ? deadlinesOf(row, await graphs.get(business)) : null;
    },
  });
  const feedback = createFeedback({ database, businesses, graphs, orders: orders.orders });
  const unaccepted = new UnacceptedOrders({
    orders: orders.repository,
    businesses,
    graphs,
    reject: ({ businessId, orderId, reason, now }) =>
      orders.board.move({ businessId, orderId, to: OrderStatus.rejected, actor: 'system', reason, now }),
  });
  // Every process sweeps; the conditional status move makes concurrent sweeps harmless (decision 0097).
  const sweepTimer = setInterval(() => void unaccepted.sweep(clock()).catch(() => undefined), sweepEveryMs);
  sweepTimer.unref();
  const reservations = await createReservations({
    database,
    businesses,
    graphs,
    pricing,
    payments: payments.reservationPayments,
    ...(options.bookingPolicy ? { bookingPolicy: options.bookingPolicy } : {}),
    ...(redis ? { redis, redisPrefix: config.redisPrefix ?? 'okmenu' } : {}),
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
    feedback,
    operations,
    reservations,
    payments,
    clock,
    webDist: config.webDist,
    mediaDir: config.mediaDir,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    readinessChecks,
    logger,
    slowRequestMs: config.slowRequestMs,
    ...(options.errorReporter ? { errorReporter: options.errorReporter } : {}),
    ...(options.browserErrorDsn ? { browserErrorDsn: options.browserErrorDsn } : {}),
  });
  accounts.attachLogger(app.log);
  payments.attachApp(app);
  conversions.worker.attachLog(app.log);
  if (conversions.outbox.enabled) conversions.worker.start();
  const importFile = (filePath: string) =>
    importBusinessFile(
      { businesses, mediaDir: config.mediaDir, now: () => new Date(), onImported: (id) => cache.invalidate(id) },
      filePath,
    );
  const setBusinessState = async (referenceId: string, state: StoredSettings['state']) => {
    const id = await businesses.setState({ referenceId, state, now: new Date() });
    if (id !== undefined) cache.invalidate(id);
    return id !== undefined;
  };
  return {
    app,
    database,
    businesses,
    accounts,
    orders,
    reservations,
    payments,
    conversions,
    importFile,
    unaccepted,
    notifications,
    setBusinessState,
    async close() {
      clearInterval(sweepTimer);
      clearInterval(notifyTimer);
      await conversions.worker.stop();
      await app.close();
      await orders.events.close();
      await reservations.events.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
    },
  };
}
