import { getAddressBody, setAddressBody, zonesParams, zonesQuery } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { sendPrepared } from '../http/prepared-reply.ts';
import { requestLocale } from '../http/request-locale.ts';
import { validate } from '../http/validate.ts';
import type { DeliveryService } from '../services/delivery/delivery.ts';

/** GET webapp/zones/{id}, POST webapp/getAddress and webapp/setAddress (SPEC §7). */
export function deliveryRoutes(app: FastifyInstance, delivery: DeliveryService): void {
  app.get('/webapp/zones/:id', { compress: false, decompress: false }, async (request, reply) => {
    const { id } = validate(zonesParams, request.params, 'params');
    const { shipping } = validate(zonesQuery, request.query, 'query');
    const body = await delivery.zones({ branchId: id, locale: requestLocale(request.headers), shipping });
    return sendPrepared(request, reply, body);
  });

  app.post('/webapp/getAddress', async (request, reply) => {
    const body = validate(getAddressBody, request.body, 'body');
    const locale = requestLocale(request.headers);
    reply.header('cache-control', 'no-store');
    if (body.mode === 'reverse') {
      return delivery.addressAt({ branchId: body.branch_id, point: { lat: body.lat, lng: body.lng }, locale });
    }
    return delivery.findAddresses({ branchId: body.branch_id, text: body.address, country: body.flag, locale });
  });

  app.post('/webapp/setAddress', async (request, reply) => {
    const body = validate(setAddressBody, request.body, 'body');
    reply.header('cache-control', 'no-store');
    return delivery.chooseAddress({
      branchId: body.branch_id,
      placeId: body.placeId,
      title: body.title,
      address: body.address,
      point: body.lat !== undefined && body.lng !== undefined ? { lat: body.lat, lng: body.lng } : undefined,
      locale: requestLocale(request.headers),
    });
  });
}
