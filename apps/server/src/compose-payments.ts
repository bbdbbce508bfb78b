import type { FastifyInstance } from 'fastify';
import type { OrderEventBus } from './adapters/events/order-event-bus.ts';
import type { GatewayRegistry } from './adapters/payments/gateway-registry.ts';
import { MyFatoorahGateway } from './adapters/payments/myfatoorah-gateway.ts';
import { SandboxGateway } from './adapters/payments/sandbox-gateway.ts';
import { TapGateway } from './adapters/payments/tap-gateway.ts';
import type { PaymentsConfig } from './config.ts';
import type { BusinessRepository } from './db/business-repository.ts';
import type { DatabaseHandle } from './db/database.ts';
import { OrderRepository } from './db/order-repository.ts';
import { PaymentRepository } from './db/payment-repository.ts';
import { ReservationRepository } from './db/reservation-repository.ts';
import { SecretsRepository } from './db/secrets-repository.ts';
import type { UserRepository } from './db/user-repository.ts';
import type { WalletRepository } from './db/wallet-repository.ts';
import { OnlineCheckout } from './services/payments/online-checkout.ts';
import { OrderPayments } from './services/payments/order-payments.ts';
import { PaymentConfirmation } from './services/payments/payment-confirmation.ts';
import type { PaymentDeps } from './services/payments/payment-deps.ts';
import { PaymentEvents } from './services/payments/payment-events.ts';
import { PaymentRefunds } from './services/payments/payment-refunds.ts';
import { ReservationPayments } from './services/payments/reservation-payments.ts';
import { StaffPayments } from './services/payments/staff-payments.ts';
import { WalletPurchase } from './services/payments/wallet-purchase.ts';
import type { GraphCache } from './services/shared/graph-cache.ts';
import { newSecret } from './services/shared/secrets.ts';

/** Online payments, wired: what the order flow, the routes and the reconciliation task use. */
export interface PaymentsWiring {
  orderPayments: OrderPayments;
  /** Type-2 bookings' pre-orders paid online (decision 0105). */
  reservationPayments: ReservationPayments;
  events: PaymentEvents;
  walletPurchase: WalletPurchase;
  /** Flagged payments for the venue, and their refunds. */
  staffPayments: StaffPayments;
  /** Set only when the sandbox gateway is on (never under NODE_ENV=production). */
  sandbox?: SandboxGateway;
  /** Lets the sandbox post its webhooks to this app in-process once the app exists. */
  attachApp(app: FastifyInstance): void;
  /** Starts the reconciliation task (main.ts); answers a stop function. */
  startReconciliation(log: { warn(obj: unknown, msg: string): void }): () => void;
}

/** The default settings: the sandbox alone (development and tests). */
export const defaultPaymentsConfig: PaymentsConfig = {
  expiryMinutes: 20,
  reconcileSeconds: 60,
  publicUrl: 'http://localhost:3000',
  sandbox: true,
};

/** Wires the gateways the configuration names and the payment use cases over them. */
export function createPayments(options: {
  config: PaymentsConfig;
  database: DatabaseHandle;
  businesses: BusinessRepository;
  users: UserRepository;
  wallet: WalletRepository;
  graphs: GraphCache;
  events: OrderEventBus;
  clock: () => Date;
  /** Runs in the transaction that confirms an order's payment. */
  onOrderPaid?: PaymentDeps['onOrderPaid'];
  /** After a payment moved a booking (the reservations' live status bus). */
  onBookingMoved?: PaymentDeps['onBookingMoved'];
}): PaymentsWiring {
  const { config, database } = options;
  let app: FastifyInstance | undefined;
  const secrets = new SecretsRepository(database.db);
  let sandboxSecret: Promise<string> | undefined;
  const sandbox = config.sandbox
    ? new SandboxGateway({
        db: database.db,
        clock: options.clock,
        secret: () => (sandboxSecret ??= secrets.getOrCreate('sandbox-gateway-secret', () => newSecret())),
        async deliver(url, body, headers) {
          if (!app) return;
          // The sandbox is this server: its webhook goes through the real route and signature check.
          await app.inject({ method: 'POST', url, payload: body as object, headers });
        },
      })
    : undefined;
  const gateways: GatewayRegistry = {
    ...(sandbox ? { sandbox } : {}),
    ...(config.tap ? { tap: new TapGateway(config.tap) } : {}),
    ...(config.myfatoorah ? { myfatoorah: new MyFatoorahGateway(config.myfatoorah) } : {}),
  };
  const deps: PaymentDeps = {
    payments: new PaymentRepository(database.db),
    orders: new OrderRepository(database.db),
    reservations: new ReservationRepository(database.db),
    wallet: options.wallet,
    gateways,
    events: options.events,
    clock: options.clock,
    expiryMinutes: config.expiryMinutes,
    onOrderPaid: options.onOrderPaid,
    onBookingMoved: options.onBookingMoved,
    publicUrl: config.publicUrl,
  };
  const checkout = new OnlineCheckout(deps);
  const confirmation = new PaymentConfirmation(deps);
  const refunds = new PaymentRefunds(deps);
  const orderPayments = new OrderPayments({ ...deps, checkout, confirmation, refunds });
  const events = new PaymentEvents({ ...deps, businesses: options.businesses, confirmation, refunds });
  const walletPurchase = new WalletPurchase({
    ...deps,
    businesses: options.businesses,
    users: options.users,
    graphs: options.graphs,
    checkout,
    confirmation,
    orderPayments,
  });
  return {
    orderPayments,
    reservationPayments: new ReservationPayments({ ...deps, checkout, confirmation, refunds, orderPayments }),
    events,
    walletPurchase,
    staffPayments: new StaffPayments({ payments: deps.payments, refunds, orderPayments }),
    ...(sandbox ? { sandbox } : {}),
    attachApp(built) {
      app = built;
    },
    startReconciliation(log) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        events
          .reconcile()
          .catch((error: unknown) => log.warn({ err: error }, 'payment reconciliation failed'))
          .finally(() => {
            running = false;
          });
      }, config.reconcileSeconds * 1000);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
