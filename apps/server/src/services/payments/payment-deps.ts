import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderEventBus } from '../../adapters/events/order-event-bus.ts';
import type { GatewayRegistry } from '../../adapters/payments/gateway-registry.ts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { OrderRepository } from '../../db/order-repository.ts';
import type { PaymentRepository } from '../../db/payment-repository.ts';
import type { ReservationRepository } from '../../db/reservation-repository.ts';
import type { WalletRepository } from '../../db/wallet-repository.ts';
import { AppError } from '../shared/errors.ts';

/** What the payment use cases share. */
export interface PaymentDeps {
  payments: PaymentRepository;
  orders: OrderRepository;
  wallet: WalletRepository;
  gateways: GatewayRegistry;
  events: OrderEventBus;
  clock: () => Date;
  /** PAYMENT_EXPIRY_MINUTES: how long an unpaid payment holds its order (20 by default). */
  expiryMinutes: number;
  /** PUBLIC_URL: where real gateways send the browser back and post their webhooks. */
  publicUrl: string;
  /** The bookings whose pre-orders are paid online (decision 0105). */
  reservations: ReservationRepository;
  /** After a payment moved a booking (paid → pending, unpaid → expired): the venue and the guest hear it live. */
  onBookingMoved?: (moved: BookingMoved) => Promise<unknown>;
  /** Runs in the transaction that confirms an order's payment (the conversion events become due, decision 0098). */
  onOrderPaid?: (paid: { orderId: number; at: Date; trx: Transaction<Database> }) => Promise<unknown>;
}

/** A booking a payment moved, for the reservations' live status bus. */
export interface BookingMoved {
  eventId: number;
  reservationId: number;
  businessId: number;
  status: number;
  reason: string | null;
  at: string;
}

/** The configured gateway of a name; a business choosing one this server lacks cannot take payments. */
export function gatewayOf(gateways: GatewayRegistry, name: string): PaymentGateway {
  const gateway = gateways[name as keyof GatewayRegistry];
  if (!gateway) throw new AppError(422, 'payment_unavailable', 'Online payment is not available here right now');
  return gateway;
}
