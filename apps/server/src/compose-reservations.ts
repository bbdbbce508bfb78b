import type { Redis } from 'ioredis';
import type { BusinessRepository } from './db/business-repository.ts';
import type { DatabaseHandle } from './db/database.ts';
import { ReservationRepository } from './db/reservation-repository.ts';
import { SecretsRepository } from './db/secrets-repository.ts';
import { SqlRateLimitStore } from './db/sql-otp-store.ts';
import type { DeviceAddressPolicy } from './services/shared/rate-limit.ts';
import type { GraphCache } from './services/shared/graph-cache.ts';
import type { OrderEventBus } from './adapters/events/order-event-bus.ts';
import { MemoryOrderEventBus } from './adapters/events/order-event-bus.ts';
import { RedisOrderEventBus } from './adapters/events/redis-order-event-bus.ts';
import type { PricingService } from './services/pricing/pricing.ts';
import type { ReservationPayments } from './services/payments/reservation-payments.ts';
import { ReservationBooking } from './services/reservations/reservation-booking.ts';
import { ReservationMoves } from './services/reservations/reservation-moves.ts';
import { ReservationReader } from './services/reservations/reservation-reader.ts';
import { newSecret } from './services/shared/secrets.ts';

const hour = 60 * 60 * 1000;

/**
 * How often one device and one client address may book (decision 0105): a family books a few tables an
 * hour; a venue's shared Wi-Fi address many more.
 */
export const defaultBookingPolicy: DeviceAddressPolicy = {
  perDevice: { limit: 10, windowMs: hour },
  perAddress: { limit: 120, windowMs: hour },
};

/** Reservations: booking, reading, moving, and their live status bus. */
export interface ReservationsWiring {
  booking: ReservationBooking;
  reader: ReservationReader;
  moves: ReservationMoves;
  events: OrderEventBus;
}

/**
 * Wires reservations over the database and pricing. Live status uses the orders' bus mechanism in its own instance
 * (memory, or Redis under `{prefix}:reservations`), so a booking's id never meets an order's id on one topic.
 */
export async function createReservations(options: {
  database: DatabaseHandle;
  businesses: BusinessRepository;
  graphs: GraphCache;
  pricing: PricingService;
  /** Type-2 pre-orders paid online. */
  payments: ReservationPayments;
  redis?: Redis;
  redisPrefix?: string;
  /** Tests: other limits for reserve-table than the defaults. */
  bookingPolicy?: DeviceAddressPolicy;
}): Promise<ReservationsWiring> {
  const events: OrderEventBus = options.redis
    ? await RedisOrderEventBus.connect({
        publisher: options.redis,
        subscriber: options.redis.duplicate(),
        prefix: `${options.redisPrefix ?? 'okmenu'}:reservations`,
      })
    : new MemoryOrderEventBus();
  const secrets = new SecretsRepository(options.database.db);
  let pepper: Promise<string> | undefined;
  const reader = new ReservationReader({
    businesses: options.businesses,
    graphs: options.graphs,
    reservations: new ReservationRepository(options.database.db),
    pricing: options.pricing,
    payments: options.payments,
    events,
    pepper: () => (pepper ??= secrets.getOrCreate('order-secret-pepper', () => newSecret())),
    limits: new SqlRateLimitStore(options.database.db),
    bookingPolicy: options.bookingPolicy ?? defaultBookingPolicy,
  });
  return { booking: new ReservationBooking(reader), reader, moves: new ReservationMoves(reader), events };
}
