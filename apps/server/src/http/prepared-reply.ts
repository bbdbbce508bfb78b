import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedBody } from '../services/shared/response-cache.ts';

/** Sends a prepared JSON body in the best encoding the client accepts, or 304 when its ETag matches. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): FastifyReply {
  reply
    .header('etag', body.etag)
    .header('vary', 'accept-encoding, locale')
    .header('cache-control', 'no-cache')
    .header('content-type', 'application/json; charset=utf-8');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === body.etag)) {
    return reply.code(304).send();
  }
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br());
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip());
  return reply.send(body.identity());
}
