import type { ApiErrorBody } from '@okmenu/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, TooManyRequestsError } from '../services/shared/errors.ts';
import type { ErrorReporter } from './error-reporting.ts';

/**
 * Every failure answers `{ error: { code, message, fields? } }`; a 5xx never shows internals and is
 * reported (with its route and request id) when a reporter is given; 3xx-4xx never are (SPEC §8).
 */
export function registerErrorHandler(app: FastifyInstance, reporter?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const report = (status: number) =>
      reporter?.report(error, {
        status,
        route: request.routeOptions.url ?? 'unmatched',
        requestId: String(request.id),
        method: request.method,
      });
    if (error instanceof AppError) {
      report(error.status);
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ApiErrorBody = {
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      };
      return reply.code(error.status).send(body);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      // Closed for a shutdown, restarting, refusing connections: worth retrying (an order with the same
      // Idempotency-Key is placed once, whatever became of this attempt).
      request.log.warn({ err: error }, 'database unavailable');
      report(503);
      const body: ApiErrorBody = {
        error: { code: 'unavailable', message: 'The service is briefly unavailable; try again in a moment' },
      };
      return reply.code(503).header('retry-after', '1').send(body);
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      report(500);
      const body: ApiErrorBody = { error: { code: 'internal', message: 'Something went wrong on our side' } };
      return reply.code(500).send(body);
    }
    const body: ApiErrorBody = {
      error: { code: (error.code ?? 'bad_request').toLowerCase(), message: error.message },
    };
    return reply.code(status).send(body);
  });
}

/**
 * Errors the router raises before any route or error handler runs (a badly encoded URL, a path part
 * past `maxParamLength`): the same error shape, without echoing the URL. Pass as `frameworkErrors`.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiErrorBody = {
    error: {
      code: tooLong ? 'uri_too_long' : 'bad_url',
      message: tooLong ? 'A part of the address is too long' : 'The address is not a valid URL',
    },
  };
  reply.code(tooLong ? 414 : 400).send(body);
}
