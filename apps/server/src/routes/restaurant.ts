import { domainParam, referenceIdParam, restaurantQuery } from '@okmenu/contract';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { sendPrepared } from '../http/prepared-reply.ts';
import { requestLocale } from '../http/request-locale.ts';
import { validate } from '../http/validate.ts';
import type { RestaurantService } from '../services/business/restaurant.ts';

/** GET webapp/v5/restaurant and restaurant-domain (SPEC §7); the branches answer is routes/venue.ts. */
export function restaurantRoutes(app: FastifyInstance, restaurants: RestaurantService): void {
  app.get('/webapp/v5/restaurant/:referenceId', { compress: false, decompress: false }, async (request, reply) => {
    const { referenceId } = validate(referenceIdParam, request.params, 'params');
    const query = validate(restaurantQuery, request.query, 'query');
    const body = await restaurants.byReference({
      referenceId,
      // The header wins; `?locale=` is for the shell's preload, which cannot send one.
      locale: requestLocale(request.headers) ?? query.locale,
      branchId: query.branch,
      themeId: query.theme_id,
      webview: query.wv,
    });
    return sendPrepared(request, reply, body);
  });

  const byDomain: RouteHandlerMethod = async (request, reply) => {
    const { domain, activeBranchRef } = validate(domainParam, request.params, 'params');
    const body = await restaurants.byDomain({
      domain: domain.toLowerCase(),
      branchRef: activeBranchRef,
      locale: requestLocale(request.headers),
    });
    return sendPrepared(request, reply, body);
  };
  app.get('/webapp/v5/restaurant-domain/:domain', { compress: false, decompress: false }, byDomain);
  app.get('/webapp/v5/restaurant-domain/:domain/:activeBranchRef', { compress: false, decompress: false }, byDomain);
}
