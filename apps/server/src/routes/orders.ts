import {
  orderHeaders,
  numericIdParam,
  orderAccessParams,
  orderBody,
  orderDetailsQuery,
  orderHistoryQuery,
  ownOrderParams,
} from '@okmenu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lastEventId, openEventStream } from '../http/event-stream.ts';
import { optionalUser } from '../http/user-auth.ts';
import { orderClient } from '../http/order-client.ts';
import { requestActor } from '../http/request-actor.ts';
import { requestLocale } from '../http/request-locale.ts';
import { validate } from '../http/validate.ts';
import type { OrderEventBus } from '../adapters/events/order-event-bus.ts';
import { eventWire } from '../services/orders/wire/order-view.ts';
import type { OrderService } from '../services/orders/orders.ts';

export interface OrderRouteDeps {
  orders: OrderService;
  events: OrderEventBus;
  clock: () => Date;
}

/** The signed-in customer's id, or null for a guest; a stale token is a 401 so the web app logs out. */
async function userOf(request: FastifyRequest): Promise<{ userId: number; businessId: number } | null> {
  return (await optionalUser(request)) ?? null;
}

/** POST webapp/order, GET webapp/order/{a}/{b} and webapp/order/{id}, the live status stream and the order history (SPEC §7). */
export function orderRoutes(app: FastifyInstance, deps: OrderRouteDeps): void {
  app.post('/webapp/order', async (request, reply) => {
    const { 'idempotency-key': idempotencyKey } = validate(orderHeaders, request.headers, 'headers');
    const body = validate(orderBody, request.body, 'body');
    const result = await deps.orders.place({
      body,
      idempotencyKey,
      actor: await requestActor(request),
      locale: requestLocale(request.headers),
      now: deps.clock(),
      client: orderClient(request),
    });
    return reply.code(result.replayed ? 200 : 201).send(result);
  });

  app.get('/webapp/order/:a/:b', async (request, reply) => {
    const { a, b } = validate(orderAccessParams, request.params, 'params');
    const { full } = validate(orderDetailsQuery, request.query, 'query');
    const row = await deps.orders.readable({ orderId: a, secret: b, userId: (await userOf(request))?.userId ?? null });
    reply.header('cache-control', 'no-store');
    return { order: await deps.orders.details({ row, locale: requestLocale(request.headers), full: full === 'true' }) };
  });

  // SPEC §7 webapp/order/{id}: the same answer for the signed-in owner, who needs no secret.
  app.get('/webapp/order/:id', async (request, reply) => {
    const { id } = validate(ownOrderParams, request.params, 'params');
    const { full } = validate(orderDetailsQuery, request.query, 'query');
    const row = await deps.orders.readable({
      orderId: id,
      secret: null,
      userId: (await userOf(request))?.userId ?? null,
    });
    reply.header('cache-control', 'no-store');
    return { order: await deps.orders.details({ row, locale: requestLocale(request.headers), full: full === 'true' }) };
  });

  app.get('/webapp/update-order-events/:a/:b', async (request, reply) => {
    const { a, b } = validate(orderAccessParams, request.params, 'params');
    const row = await deps.orders.readable({ orderId: a, secret: b, userId: (await userOf(request))?.userId ?? null });
    const stream = openEventStream(request, reply);
    let sentUpTo = lastEventId(request);
    const pending: { eventId: number; status: number; reason: string | null; at: string }[] = [];
    let replaying = true;
    const emit = (event: { id: number; status: number; status_name?: string; reason: string | null; at: string }) => {
      if (event.id <= sentUpTo) return;
      sentUpTo = event.id;
      stream.send({ id: event.id, event: 'status', data: event });
    };
    // Subscribe before reading the history so no change falls between the two.
    const unsubscribe = deps.events.subscribe({ orderId: row.id }, (event) => {
      if (replaying) pending.push(event);
      else emit(eventWire({ id: event.eventId, status: event.status, reason: event.reason, at: event.at }));
    });
    stream.onClose(unsubscribe);
    for (const event of await deps.orders.eventsAfter(row.id, sentUpTo)) emit(event);
    replaying = false;
    for (const event of pending)
      emit(eventWire({ id: event.eventId, status: event.status, reason: event.reason, at: event.at }));
  });

  app.get('/webapp/v5/orders/:id', async (request, reply) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    const { page } = validate(orderHistoryQuery, request.query, 'query');
    reply.header('cache-control', 'no-store');
    return deps.orders.history({
      businessId: id,
      actor: await requestActor(request),
      page,
      locale: requestLocale(request.headers),
    });
  });
}
