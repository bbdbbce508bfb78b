import type { FastifyInstance } from 'fastify';

/**
 * One line per request, written only when it matters: a 5xx at error and a slow request at warn, always;
 * every other request at debug (LOG_LEVEL=debug shows them all). At the default level a request that went
 * well writes nothing, so logging costs nothing under load (decision 0094). Each line carries the
 * request's id (pino's reqId), as every line written through `request.log` does.
 */
export function registerRequestLog(app: FastifyInstance, options: { slowMs: number }): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (status >= 500) {
      request.log.error({ req: request, res: reply, responseTime }, 'request failed');
    } else if (responseTime >= options.slowMs) {
      request.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      // A no-op below debug: pino serialises nothing for a level that is off.
      request.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
    done();
  });
}
