import type { OrderBody } from '@okmenu/contract';
import type { OrderEventBus } from '../../adapters/events/order-event-bus.ts';
import type { BusinessRepository } from '../../db/business-repository.ts';
import type { OrderRepository } from '../../db/order-repository.ts';
import type { WalletRepository } from '../../db/wallet-repository.ts';
import type { PricingService } from '../pricing/pricing.ts';
import type { OrderPayments } from '../payments/order-payments.ts';
import type { ConversionOutbox } from '../conversions/conversion-outbox.ts';
import type { GuestNotifications } from './guest-notifications.ts';

/* The shapes of placing an order: what it depends on, who asks, and the checkout it answers. */

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
export interface CheckoutKey {
  idempotencyKey: string;
  requestHash: string;
  secret: string;
}
