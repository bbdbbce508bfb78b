import { staffOrderParams, staffStatusBody } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { openEventStream } from '../http/event-stream.ts';
import { validate } from '../http/validate.ts';
import type { OrderBoardService } from '../services/orders/order-board.ts';
import type { StaffAuth } from '../services/staff/staff-auth.ts';

/** The staff order board's calls, authenticated by staff tokens (`npm run staff-token`). */
export function staffRoutes(
  app: FastifyInstance,
  deps: { auth: StaffAuth; board: OrderBoardService; clock: () => Date },
): void {
  const staffOf = (authorization: string | undefined) => deps.auth.authenticate(authorization);

  app.get('/staff/me', async (request) => {
    const staff = await staffOf(request.headers.authorization);
    return deps.board.whoAmI(staff);
  });

  app.get('/staff/orders', async (request, reply) => {
    const staff = await staffOf(request.headers.authorization);
    reply.header('cache-control', 'no-store');
    return { orders: await deps.board.activeOrders(staff.businessId) };
  });

  app.get('/staff/orders/stream', async (request, reply) => {
    const staff = await staffOf(request.headers.authorization);
    const stream = openEventStream(request, reply);
    const unsubscribe = deps.board.subscribe(staff.businessId, (order) => stream.send({ event: 'order', data: order }));
    stream.onClose(unsubscribe);
    stream.send({ event: 'ready', data: { business_id: staff.businessId } });
  });

  app.post('/staff/orders/:id/status', async (request) => {
    const staff = await staffOf(request.headers.authorization);
    const { id } = validate(staffOrderParams, request.params, 'params');
    const body = validate(staffStatusBody, request.body, 'body');
    const order = await deps.board.move({
      businessId: staff.businessId,
      orderId: id,
      to: body.status,
      actor: `staff:${staff.label}`,
      reason: body.reason ?? null,
      now: deps.clock(),
    });
    return { order };
  });
}
