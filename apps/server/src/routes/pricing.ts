import { calcOrderBody, numericIdParam } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../http/request-locale.ts';
import { optionalUser } from '../http/user-auth.ts';
import { validate } from '../http/validate.ts';
import type { PricingService } from '../services/pricing/pricing.ts';

/** POST /service/pos/calc-order/{businessId} (SPEC §7): the breakdown of a cart intent (decision 0030). */
export function pricingRoutes(app: FastifyInstance, pricing: PricingService, clock: () => Date): void {
  app.post('/service/pos/calc-order/:id', async (request, reply) => {
    const { id } = validate(numericIdParam, request.params, 'params');
    const body = validate(calcOrderBody, request.body, 'body');
    reply.header('cache-control', 'no-store');
    const user = await optionalUser(request, { businessId: id });
    return pricing.calcOrder({
      businessId: id,
      body,
      // Coupons for guests or for signed-in customers apply by the caller's real login state.
      userKind: user ? 'user' : 'guest',
      userId: user?.userId,
      now: clock(),
      locale: requestLocale(request.headers),
    });
  });
}
