import { deviceIdHeader } from '@okmenu/contract';
import type { FastifyRequest } from 'fastify';
import type { OrderActor } from '../services/orders/place-order-types.ts';
import { optionalUser } from './user-auth.ts';

/** The device a guest names with `X-Device-Id`, or null when none or not a device id. */
function deviceOf(request: FastifyRequest): string | null {
  const header = request.headers['x-device-id'];
  // No header is no device; a refused parse builds an error with a stack, on every order without one.
  if (header === undefined) return null;
  const parsed = deviceIdHeader.safeParse(header);
  return parsed.success ? parsed.data : null;
}

/**
 * Who places or reads an order or a booking: the signed-in customer (a stale token is a 401, so the web app
 * logs out) or a guest, and the guest's device.
 */
export async function requestActor(request: FastifyRequest): Promise<OrderActor> {
  const user = (await optionalUser(request)) ?? null;
  return { userId: user?.userId ?? null, userBusinessId: user?.businessId ?? null, deviceId: deviceOf(request) };
}
