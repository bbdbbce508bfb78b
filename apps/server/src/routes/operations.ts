import { requestLocale } from '../http/request-locale.ts';
import {
  busyBody,
  liveQuery,
  numericIdParam,
  soldOutBody,
  soldOutClearBody,
  staffOperationsQuery,
  zoneTesterBody,
} from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { validate } from '../http/validate.ts';
import type { OperationsService } from '../services/operations/operations.ts';
import type { StaffAuth } from '../services/staff/staff-auth.ts';

/** Sold out and busy mode: staff change them, guests read the live state of their branch. */
export function operationsRoutes(
  app: FastifyInstance,
  deps: { auth: StaffAuth; operations: OperationsService; clock: () => Date },
): void {
  app.get('/webapp/v5/live/:id', async (request, reply) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    const { type } = validate(liveQuery, request.query, 'query');
    // Read every few seconds by open menus: never cached on the way, cheap to answer (decision 0097).
    reply.header('cache-control', 'no-store');
    return deps.operations.live({ branchId: id, routeType: type, now: deps.clock() });
  });

  app.get('/staff/operations', async (request, reply) => {
    const staff = await deps.auth.authenticate(request.headers.authorization);
    const { branch_id } = validate(staffOperationsQuery, request.query, 'query');
    reply.header('cache-control', 'no-store');
    return deps.operations.staffView({ businessId: staff.businessId, branchId: branch_id, now: deps.clock() });
  });

  app.post('/staff/sold-out', async (request) => {
    const staff = await deps.auth.authenticate(request.headers.authorization);
    const body = validate(soldOutBody, request.body, 'body');
    const now = deps.clock();
    await deps.operations.markSoldOut({ businessId: staff.businessId, body, actor: `staff:${staff.label}`, now });
    return deps.operations.staffView({ businessId: staff.businessId, branchId: body.branch_id, now });
  });

  app.post('/staff/sold-out/clear', async (request) => {
    const staff = await deps.auth.authenticate(request.headers.authorization);
    const body = validate(soldOutClearBody, request.body, 'body');
    await deps.operations.clearSoldOut({ businessId: staff.businessId, branchId: body.branch_id, target: body.target });
    return deps.operations.staffView({ businessId: staff.businessId, branchId: body.branch_id, now: deps.clock() });
  });

  app.post('/staff/busy', async (request) => {
    const owner = await deps.auth.authenticateOwner(request.headers.authorization);
    const body = validate(busyBody, request.body, 'body');
    const busy = await deps.operations.setBusy({
      businessId: owner.businessId,
      body,
      actor: `owner:${owner.label}`,
      now: deps.clock(),
    });
    return { busy };
  });

  app.post('/staff/zone-tester', async (request) => {
    const owner = await deps.auth.authenticateOwner(request.headers.authorization);
    const body = validate(zoneTesterBody, request.body, 'body');
    const locale = requestLocale(request.headers);
    return deps.operations.testZone({ businessId: owner.businessId, body, now: deps.clock(), locale });
  });
}
