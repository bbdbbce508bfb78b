import {
  numericIdParam,
  reservationHistoryBody,
  reservationPayBody,
  reservationRefParams,
  reservationSlotsQuery,
  reserveTableBody,
  reserveTableHeaders,
} from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import type { ReservationsWiring } from '../compose-reservations.ts';
import { lastEventId, openEventStream } from '../http/event-stream.ts';
import { requestLocale } from '../http/request-locale.ts';
import { requestActor } from '../http/request-actor.ts';
import { validate } from '../http/validate.ts';
import { notFound } from '../services/shared/errors.ts';
import { reservationEventWire } from '../services/reservations/wire/reservation-view.ts';

/**
 * The guest's reservation calls (SPEC §7 reserve-table, reservation/{id}, reservations/{id}; decision 0093): booking,
 * the slots of a date, reading and cancelling a booking by its reference, the guest's list, and the live status.
 */
export function reservationRoutes(
  app: FastifyInstance,
  deps: { reservations: ReservationsWiring; clock: () => Date },
): void {
  const { booking, reader, moves, events } = deps.reservations;

  app.post('/webapp/reserve-table', async (request, reply) => {
    const { 'idempotency-key': idempotencyKey } = validate(reserveTableHeaders, request.headers, 'headers');
    const body = validate(reserveTableBody, request.body, 'body');
    const result = await booking.book({
      body,
      idempotencyKey,
      actor: await requestActor(request),
      clientAddress: request.ip,
      locale: requestLocale(request.headers),
      now: deps.clock(),
    });
    return reply.code(result.replayed ? 200 : 201).send(result);
  });

  app.get('/webapp/reservation-slots/:id', async (request, reply) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    const query = validate(reservationSlotsQuery, request.query, 'query');
    reply.header('cache-control', 'no-store');
    return reader.slots({
      businessId: id,
      branchId: query.branch_id,
      date: query.date,
      partySize: query.party_size,
      locale: requestLocale(request.headers),
      now: deps.clock(),
    });
  });

  app.get('/webapp/reservation/:id', async (request, reply) => {
    const { id } = validate(reservationRefParams, request.params, 'params');
    const held = await reader.readable({ ...id, userId: (await requestActor(request)).userId });
    // While its pre-order's payment is open the gateway is read first (never the browser's word), once.
    const payment = await reader.deps.payments.current(held.id);
    const row = (await reader.deps.reservations.findById(held.id)) ?? held;
    reply.header('cache-control', 'no-store');
    return {
      reservation: await reader.wire(row, { now: deps.clock(), payment, locale: requestLocale(request.headers) }),
    };
  });

  app.post('/webapp/reservation/:id/pay', async (request, reply) => {
    const { id } = validate(reservationRefParams, request.params, 'params');
    const { 'idempotency-key': idempotencyKey } = validate(reserveTableHeaders, request.headers, 'headers');
    const { method } = validate(reservationPayBody, request.body, 'body');
    const row = await reader.readable({ ...id, userId: (await requestActor(request)).userId });
    const business = await reader.deps.businesses.findById(row.business_id);
    if (!business) throw notFound(`Business ${row.business_id}`);
    const payment = await reader.deps.payments.retry({
      row,
      business,
      method,
      idempotencyKey,
      back: {
        referenceId: business.reference_id,
        reference: (request.params as { id: string }).id,
        customer: { name: row.name, phone: row.phone },
      },
    });
    reply.header('cache-control', 'no-store');
    return {
      reservation: await reader.wire(row, { now: deps.clock(), payment, locale: requestLocale(request.headers) }),
    };
  });

  app.post('/webapp/reservation/:id/pay-at-venue', async (request) => {
    const { id } = validate(reservationRefParams, request.params, 'params');
    const userId = (await requestActor(request)).userId;
    return { reservation: await moves.payAtVenue({ ...id, userId, now: deps.clock() }) };
  });

  app.post('/webapp/reservation/:id/cancel', async (request) => {
    const { id } = validate(reservationRefParams, request.params, 'params');
    const userId = (await requestActor(request)).userId;
    return { reservation: await moves.guestCancel({ ...id, userId, now: deps.clock() }) };
  });

  app.post('/webapp/reservations/:id', async (request, reply) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    const { page } = validate(reservationHistoryBody, request.body ?? undefined, 'body');
    reply.header('cache-control', 'no-store');
    const locale = requestLocale(request.headers);
    return reader.history({ businessId: id, actor: await requestActor(request), page, now: deps.clock(), locale });
  });

  app.get('/webapp/update-reservation-events/:id', async (request, reply) => {
    const { id } = validate(reservationRefParams, request.params, 'params');
    const row = await reader.readable({ ...id, userId: (await requestActor(request)).userId });
    const stream = openEventStream(request, reply);
    let sentUpTo = lastEventId(request);
    const pending: Parameters<typeof reservationEventWire>[0][] = [];
    let replaying = true;
    const emit = (event: ReturnType<typeof reservationEventWire>) => {
      if (event.id <= sentUpTo) return;
      sentUpTo = event.id;
      stream.send({ id: event.id, event: 'status', data: event });
    };
    // Subscribe before reading the history so no change falls between the two.
    const unsubscribe = events.subscribe({ orderId: row.id }, (event) => {
      const wire = { id: event.eventId, status: event.status, reason: event.reason, at: event.at };
      if (replaying) pending.push(wire);
      else emit(reservationEventWire(wire));
    });
    stream.onClose(unsubscribe);
    for (const event of await reader.eventsAfter(row.id, sentUpTo)) emit(event);
    replaying = false;
    for (const event of pending) emit(reservationEventWire(event));
  });
}
