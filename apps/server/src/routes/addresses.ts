import { addressesParams, addressIdParams, saveAddressBody } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/user-auth.ts';
import { validate } from '../http/validate.ts';
import type { AddressService } from '../services/delivery/addresses.ts';

/**
 * A signed-in customer's saved addresses (the locations screen): GET webapp/addresses/{businessId},
 * POST webapp/addresses, POST webapp/addresses/{id}/default, DELETE webapp/addresses/{id}. A session of
 * another business is a 401; another customer's address is a 404. Nothing here is cacheable.
 */
export function addressRoutes(app: FastifyInstance, addresses: AddressService): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.get('/webapp/addresses/:businessId', async (request) => {
      const { businessId } = validate(addressesParams, request.params, 'params');
      const user = await requireUser(request, { businessId });
      return addresses.list(user);
    });

    scope.post('/webapp/addresses', async (request) => {
      const body = validate(saveAddressBody, request.body, 'body');
      const user = await requireUser(request, { businessId: body.business_id });
      return addresses.save(user, body);
    });

    scope.post('/webapp/addresses/:id/default', async (request) => {
      const { id } = validate(addressIdParams, request.params, 'params');
      const user = await requireUser(request);
      return addresses.makeDefault(user, id);
    });

    scope.delete('/webapp/addresses/:id', async (request) => {
      const { id } = validate(addressIdParams, request.params, 'params');
      const user = await requireUser(request);
      return addresses.remove(user, id);
    });
  });
}
