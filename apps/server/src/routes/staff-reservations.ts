import { staffReservationParams, staffReservationStatusBody, staffReservationsQuery } from '@okmenu/contract';
import { localInstant, zonedMoment, addDaysToDate } from '@okmenu/domain';
import type { FastifyInstance } from 'fastify';
import type { ReservationsWiring } from '../compose-reservations.ts';
import { openEventStream } from '../http/event-stream.ts';
import { validate } from '../http/validate.ts';
import type { StaffAuth } from '../services/staff/staff-auth.ts';

/**
 * The staff board's reservation calls, authenticated by staff tokens like its order calls: today's and upcoming
 * bookings, moving one (accept 1, reject 2 with a reason, completed 3, cancel 4, no-show 5), and a live stream.
 */
export function staffReservationRoutes(
  app: FastifyInstance,
  deps: { auth: StaffAuth; reservations: ReservationsWiring; clock: () => Date },
): void {
  const { reader, moves, events } = deps.reservations;

  app.get('/staff/reservations', async (request, reply) => {
    const staff = await deps.auth.authenticate(request.headers.authorization);
    const query = validate(staffReservationsQuery, request.query, 'query');
    const graph = await reader.graph(staff.businessId);
    const timeZone = graph.branches[0]?.time_zone ?? 'Asia/Kuwait';
    const now = deps.clock();
    const from = query.from ?? zonedMoment(now, timeZone).date;
    const start = localInstant({ date: from, minutes: 0, timeZone }).getTime();
    const end = localInstant({ date: addDaysToDate(from, query.days), minutes: 0, timeZone }).getTime();
    reply.header('cache-control', 'no-store');
    const reservations = await moves.board({ businessId: staff.businessId, from: start, to: end, now });
    return { from, days: query.days, time_zone: timeZone, reservations };
  });

  app.get('/staff/reservations/stream', async (request, reply) => {
    const staff = await deps.auth.authenticate(request.headers.authorization);
    const stream = openEventStream(request, reply);
    const unsubscribe = events.subscribe({ businessId: staff.businessId }, (event) => {
      void reader.deps.reservations.findById(event.orderId).then(async (row) => {
        if (row) stream.send({ event: 'reservation', data: await reader.wire(row, { now: deps.clock() }) });
      });
    });
    stream.onClose(unsubscribe);
    stream.send({ event: 'ready', data: { business_id: staff.businessId } });
  });

  app.post('/staff/reservations/:id/status', async (request) => {
    const staff = await deps.auth.authenticate(request.headers.authorization);
    const { id } = validate(staffReservationParams, request.params, 'params');
    const body = validate(staffReservationStatusBody, request.body, 'body');
    const reservation = await moves.staffMove({
      businessId: staff.businessId,
      id,
      to: body.status,
      reason: body.reason ?? null,
      actor: `staff:${staff.label}`,
      now: deps.clock(),
    });
    return { reservation };
  });
}
