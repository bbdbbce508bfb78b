import { clientHeaderNames } from '@okmenu/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../services/shared/errors.ts';

/** Reads the `current-time` header when a client sends one (SPEC §7); the server clock otherwise. */
export function requestTime(request: FastifyRequest, serverNow: Date): Date {
  const header = request.headers[clientHeaderNames.currentTime];
  if (header === undefined) return serverNow;
  const text = Array.isArray(header) ? header[0] : header;
  const parsed = text === undefined ? Number.NaN : Date.parse(text);
  if (Number.isNaN(parsed)) {
    throw new AppError(400, 'invalid_request', 'The current-time header must be an ISO date-time', [
      { path: 'headers.current-time', message: 'Expected an ISO 8601 date-time' },
    ]);
  }
  return new Date(parsed);
}
