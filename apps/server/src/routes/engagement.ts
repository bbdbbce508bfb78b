import { bannersQuery, bannersReachBody, branchIdParam, visitBody } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../http/request-locale.ts';
import { validate } from '../http/validate.ts';
import type { EngagementService } from '../services/engagement/engagement.ts';

/** `DD-MM-YYYY` (SPEC §7) to `YYYY-MM-DD`. */
function isoDate(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const [day, month, year] = date.split('-');
  return `${year}-${month}-${day}`;
}

/** GET webapp/banners/{id}, POST webapp/banners/reach and POST webapp/visit/{id} (SPEC §7). */
export function engagementRoutes(app: FastifyInstance, engagement: EngagementService, clock: () => Date): void {
  app.get('/webapp/banners/:id', async (request) => {
    const { id } = validate(branchIdParam, request.params, 'params');
    const { date } = validate(bannersQuery, request.query, 'query');
    return engagement.banners({
      branchId: id,
      date: isoDate(date),
      locale: requestLocale(request.headers),
      now: clock(),
    });
  });

  app.post('/webapp/banners/reach', async (request, reply) => {
    const body = validate(bannersReachBody, request.body, 'body');
    await engagement.reach({ branchId: body.branch_id, bannerIds: body.banners, now: clock() });
    return reply.code(204).send();
  });

  app.post('/webapp/visit/:id', async (request, reply) => {
    const { id } = validate(branchIdParam, request.params, 'params');
    const body = validate(visitBody, request.body ?? {}, 'body');
    await engagement.visit({ branchId: id, source: body.source ?? 'direct', now: clock() });
    return reply.code(204).send();
  });
}
