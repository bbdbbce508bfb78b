import type {
  PaymentWire,
  ReservationHistoryResponse,
  ReservationSlotsResponse,
  ReservationWire,
} from '@okmenu/contract';
import { currencyOf, reservationSettingsOf, reservationSlots, toZonedIso } from '@okmenu/domain';
import type { BusinessGraph, BusinessRepository } from '../../db/business-repository.ts';
import type { ReservationEventRow, ReservationRepository, ReservationRow } from '../../db/reservation-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import type { OrderEventBus } from '../../adapters/events/order-event-bus.ts';
import type { OrderActor } from '../orders/place-order-types.ts';
import type { PricingService } from '../pricing/pricing.ts';
import type { ReservationPayments } from '../payments/reservation-payments.ts';
import { matchesHash } from '../shared/secrets.ts';
import type { RateLimitStore } from '../accounts/otp-stores.ts';
import type { DeviceAddressPolicy } from '../shared/rate-limit.ts';
import { bookingContext, branchTables, dayWindow } from './reservation-context.ts';
import { tableAreaName } from './wire/table-area-name.ts';
import { reservationEventWire, reservationWire } from './wire/reservation-view.ts';

/** What the reservation use cases read and write. */
export interface ReservationDeps {
  businesses: BusinessRepository;
  graphs: GraphCache;
  reservations: ReservationRepository;
  pricing: PricingService;
  /** Type-2 pre-orders paid online (decision 0105). */
  payments: ReservationPayments;
  /** The live status bus: the orders' event bus mechanism, its own instance (topic `orderId` is the booking id). */
  events: OrderEventBus;
  pepper(): Promise<string>;
  /** Counts reserve-table requests per device and client address. */
  limits: RateLimitStore;
  bookingPolicy: DeviceAddressPolicy;
}

const historyPageSize = 20;

/** Reading bookings: the slots of a date, one booking for its holder, a guest's list, and the wire shape. */
export class ReservationReader {
  constructor(readonly deps: ReservationDeps) {}

  /** The slots of a date for a party at a branch, each available exactly when reserve-table would book it. */
  async slots(options: {
    businessId: number;
    branchId: number;
    date: string;
    partySize: number;
    locale?: string | undefined;
    now: Date;
  }): Promise<ReservationSlotsResponse> {
    const graph = await this.graph(options.businessId);
    const branch = graph.branches.find((candidate) => candidate.id === options.branchId);
    if (!branch) throw notFound(`Branch ${options.branchId}`);
    const bookings = await this.deps.reservations.activeOverlapping({
      businessId: graph.id,
      branchId: branch.id,
      ...dayWindow(options.date),
    });
    const context = bookingContext({ graph, branch, bookings, now: options.now });
    const slots = context.settings.enabled
      ? reservationSlots(context, { date: options.date, party: options.partySize })
      : [];
    const areas = [...new Set(branchTables(graph, branch.id).flatMap((table) => (table.area ? [table.area] : [])))];
    return {
      branch_id: branch.id,
      date: options.date,
      party_size: options.partySize,
      time_zone: branch.time_zone,
      with_table: context.settings.with_table,
      type: context.settings.type,
      party_min: context.settings.party_min,
      party_max: context.settings.party_max,
      areas: areas.sort(),
      area_names: Object.fromEntries(
        areas.flatMap((code) => {
          const named = tableAreaName({ graph, branchId: branch.id, code, locale: options.locale });
          return named ? [[code, named.name]] : [];
        }),
      ),
      slots: slots.map((slot) => ({
        time: slot.label,
        start: toZonedIso(new Date(slot.start), branch.time_zone),
        available: slot.available,
        refusal: slot.refusal,
      })),
    };
  }

  /** A booking for the holder of its secret or its signed-in owner; 404 for anyone else, as if it did not exist. */
  async readable(options: { id: number; secret: string | null; userId: number | null }): Promise<ReservationRow> {
    const row = await this.deps.reservations.findById(options.id);
    const allowed =
      row !== undefined &&
      ((options.secret !== null && matchesHash(options.secret, row.secret_hash)) ||
        (options.userId !== null && row.user_id === options.userId));
    if (!row || !allowed) throw notFound(`Reservation ${options.id}`);
    return row;
  }

  /** A page of a business's bookings made by the signed-in guest (any device) or by this device. */
  async history(options: { businessId: number; actor: OrderActor; page: number; now: Date; locale?: string }) {
    const graph = await this.graph(options.businessId);
    if (options.actor.userId !== null && options.actor.userBusinessId !== graph.id) {
      throw new AppError(401, 'unauthorized', 'Your session belongs to another venue; log in again');
    }
    const owner =
      options.actor.userId !== null
        ? { userId: options.actor.userId }
        : options.actor.deviceId !== null
          ? { deviceId: options.actor.deviceId }
          : null;
    const empty: ReservationHistoryResponse = {
      reservations: [],
      page: options.page,
      page_size: historyPageSize,
      total: 0,
    };
    if (!owner) return empty;
    const { rows, total } = await this.deps.reservations.pageForOwner({
      businessId: graph.id,
      owner,
      page: options.page,
      pageSize: historyPageSize,
    });
    const reservations = await Promise.all(
      rows.map((row) => this.wire(row, { now: options.now, locale: options.locale })),
    );
    return { ...empty, reservations, total };
  }

  /** Events of a booking after an event id, for a stream that reconnects with Last-Event-ID. */
  async eventsAfter(reservationId: number, afterId: number) {
    return (await this.deps.reservations.events(reservationId, afterId)).map(reservationEventWire);
  }

  /** A stored booking on the wire. */
  async wire(
    row: ReservationRow,
    options: {
      now: Date;
      events?: ReservationEventRow[];
      reference?: string;
      payment?: PaymentWire | null;
      /** The request's language for the area's name; the business's first otherwise. */
      locale?: string | undefined;
    },
  ): Promise<ReservationWire> {
    const graph = await this.graph(row.business_id);
    return reservationWire({
      payment: options.payment !== undefined ? options.payment : await this.deps.payments.stored(row.id),
      row,
      graph,
      settings: reservationSettingsOf(graph.settings.reservation),
      currency: currencyOf(graph.settings.currency),
      events: options.events ?? (await this.deps.reservations.events(row.id)),
      now: options.now,
      locale: options.locale,
      ...(options.reference ? { reference: options.reference } : {}),
    });
  }

  async graph(businessId: number): Promise<BusinessGraph> {
    const business = await this.deps.businesses.findById(businessId);
    if (!business) throw notFound(`Business ${businessId}`);
    return this.deps.graphs.get(business);
  }
}
