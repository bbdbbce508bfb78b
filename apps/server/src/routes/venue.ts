import { numericIdParam } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../http/request-locale.ts';
import { requestTime } from '../http/request-time.ts';
import { validate } from '../http/validate.ts';
import type { VenueService } from '../services/business/venue-service.ts';

/** GET webapp/branches/{businessId} (SPEC §7) and GET webapp/policies/{businessId}. */
export function venueRoutes(app: FastifyInstance, venue: VenueService, clock: () => Date): void {
  app.get('/webapp/branches/:id', async (request, reply) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    reply.header('cache-control', 'no-store');
    return venue.branches({
      businessId: id,
      locale: requestLocale(request.headers),
      now: requestTime(request, clock()),
    });
  });

  app.get('/webapp/policies/:id', async (request) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    return venue.policies({ businessId: id, locale: requestLocale(request.headers) });
  });
}
