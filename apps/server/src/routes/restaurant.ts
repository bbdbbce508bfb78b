import { domainParam, numericIdParam, referenceIdParam, restaurantQuery } from '@okmenu/contract';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { sendPrepared } from '../http/prepared-reply.ts';
import { requestLocale } from '../http/request-locale.ts';
import { validate } from '../http/validate.ts';
import type { RestaurantService } from '../services/restaurant.ts';

/** GET webapp/v5/restaurant, restaurant-domain and branches (SPEC §7). */
export function restaurantRoutes(app: FastifyInstance, restaurants: RestaurantService): void {
  app.get('/webapp/v5/restaurant/:referenceId', { config: { compress: false } }, async (request, reply) => {
    const { referenceId } = validate(referenceIdParam, request.params, 'params');
    const query = validate(restaurantQuery, request.query, 'query');
    const body = await restaurants.byReference(referenceId, requestLocale(request.headers), query.branch);
    return sendPrepared(request, reply, body);
  });

  const byDomain: RouteHandlerMethod = async (request, reply) => {
    const { domain, activeBranchRef } = validate(domainParam, request.params, 'params');
    const body = await restaurants.byDomain(domain.toLowerCase(), activeBranchRef, requestLocale(request.headers));
    return sendPrepared(request, reply, body);
  };
  app.get('/webapp/v5/restaurant-domain/:domain', { config: { compress: false } }, byDomain);
  app.get('/webapp/v5/restaurant-domain/:domain/:activeBranchRef', { config: { compress: false } }, byDomain);

  app.get('/webapp/branches/:id', { config: { compress: false } }, async (request, reply) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    return sendPrepared(request, reply, await restaurants.branches(id, requestLocale(request.headers)));
  });
}
