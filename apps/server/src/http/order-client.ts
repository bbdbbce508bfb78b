import type { FastifyRequest } from 'fastify';
import type { OrderClient } from '../services/orders/place-order-types.ts';

/**
 * The guest's browser as an order request shows it: address, user agent and the page (origin and path
 * of the referrer, never its query, which may hold an order secret). Used only with tracking consent.
 */
export function orderClient(request: FastifyRequest): OrderClient {
  const agent = request.headers['user-agent'];
  const page = pageOf(request.headers.referer ?? request.headers.origin);
  return {
    ip: request.ip,
    ...(typeof agent === 'string' && agent ? { userAgent: agent.slice(0, 500) } : {}),
    ...(page ? { pageUrl: page } : {}),
  };
}

function pageOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}${url.pathname}` : undefined;
  } catch {
    return undefined;
  }
}
