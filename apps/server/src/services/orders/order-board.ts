import type { OrderWire } from '@okmenu/contract';
import { OrderStatus } from '@okmenu/domain';
import type { BusinessRepository } from '../../db/business-repository.ts';
import type { OrderRepository, OrderRow } from '../../db/order-repository.ts';
import type { OrderPayments } from '../payments/order-payments.ts';
import { notFound } from '../shared/errors.ts';
import type { OrderEventBus } from '../../adapters/events/order-event-bus.ts';
import { orderWire } from './wire/order-view.ts';
import type { OrderService } from './orders.ts';

/** Statuses the board shows: orders the venue still has to act on. */
const activeStatuses = [
  OrderStatus.scheduled,
  OrderStatus.pending,
  OrderStatus.accepted,
  OrderStatus.ready,
  OrderStatus.out,
];

/** The venue's side of orders: the live list and moving orders along. */
export class OrderBoardService {
  constructor(
    private readonly deps: {
      businesses: BusinessRepository;
      orders: OrderRepository;
      orderService: OrderService;
      events: OrderEventBus;
      /** When a waiting order escalates and is rejected on its own (issue 17); absent in tests that need none. */
      deadlines?: (row: OrderRow) => Promise<{ escalateAt: Date; rejectAt: Date } | null>;
      /** Shows staff an online order's payment and refund. */
      payments?: OrderPayments;
    },
  ) {}

  private async rowWire(row: OrderRow, locales: string[]): Promise<OrderWire> {
    const [lines, events, payment] = await Promise.all([
      this.deps.orders.lines(row.id),
      this.deps.orders.events(row.id),
      row.payment_type === 1 ? this.deps.payments?.stored(row.id) : undefined,
    ]);
    return this.boardWire(row, orderWire(row, { locales, lines, events, payment }));
  }

  /** The order's wire with its acceptance deadlines while it waits to be accepted. */
  private async boardWire(row: OrderRow, wire: OrderWire): Promise<OrderWire> {
    if (!this.deps.deadlines || (row.status !== OrderStatus.pending && row.status !== OrderStatus.scheduled)) {
      return wire;
    }
    const deadlines = await this.deps.deadlines(row);
    return deadlines
      ? {
          ...wire,
          acceptance: { escalate_at: deadlines.escalateAt.toISOString(), reject_at: deadlines.rejectAt.toISOString() },
        }
      : wire;
  }

  private async locales(businessId: number): Promise<string[]> {
    return (await this.deps.businesses.findById(businessId))?.settings.locales ?? ['en'];
  }

  private async wire(orderId: number, locales: string[]): Promise<OrderWire | null> {
    const row = await this.deps.orders.findById(orderId);
    if (!row) return null;
    return this.rowWire(row, locales);
  }

  /** Who the token belongs to. */
  async whoAmI(staff: { businessId: number; label: string; role?: string }) {
    const business = await this.deps.businesses.findById(staff.businessId);
    if (!business) throw notFound('Business');
    return {
      business_id: business.id,
      reference_id: business.reference_id,
      business_name: business.settings.business_name,
      locales: business.settings.locales,
      label: staff.label,
      /** Owners may also credit wallets (issue 12), change busy mode and use the zone tester (issue 17). */
      role: staff.role === 'owner' ? 'owner' : 'staff',
      auto_print_on_accept: business.settings.operations.auto_print_on_accept,
    };
  }

  /** The orders the venue still has to act on, newest first. */
  async activeOrders(businessId: number): Promise<OrderWire[]> {
    const locales = await this.locales(businessId);
    const rows = await this.deps.orders.forBoard(businessId, activeStatuses, 200);
    return Promise.all(rows.map((row) => this.rowWire(row, locales)));
  }

  /** Calls back with the whole order each time one of the business's orders is placed or changes. */
  subscribe(businessId: number, listener: (order: OrderWire) => void): () => void {
    return this.deps.events.subscribe({ businessId }, (event) => {
      void this.locales(businessId)
        .then((locales) => this.wire(event.orderId, locales))
        .then((order) => order && listener(order));
    });
  }

  /** Moves one of the business's orders to a new status; another business's order is not found. */
  async move(options: {
    businessId: number;
    orderId: number;
    to: number;
    actor: string;
    reason: string | null;
    now: Date;
  }): Promise<OrderWire | null> {
    const row = await this.deps.orders.findById(options.orderId);
    if (!row || row.business_id !== options.businessId) throw notFound(`Order ${options.orderId}`);
    await this.deps.orderService.transition({
      row,
      to: options.to,
      actor: options.actor,
      reason: options.reason,
      now: options.now,
    });
    return this.wire(row.id, await this.locales(options.businessId));
  }
}
