import { clientHeaderNames, referenceIdParam, shiftsQuery } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../services/errors.ts';
import type { ShiftService } from '../services/shifts.ts';
import { validate } from '../http/validate.ts';

/** Reads the `current-time` header when a client sends one; the server clock otherwise. */
function requestTime(header: string | string[] | undefined, serverNow: Date): Date {
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

/** GET webapp/v5/shifts/{referenceId} (SPEC §7). */
export function shiftRoutes(app: FastifyInstance, shifts: ShiftService, clock: () => Date): void {
  app.get('/webapp/v5/shifts/:referenceId', async (request, reply) => {
    const { referenceId } = validate(referenceIdParam, request.params, 'params');
    const { branch_id } = validate(shiftsQuery, request.query, 'query');
    const now = requestTime(request.headers[clientHeaderNames.currentTime], clock());
    reply.header('cache-control', 'no-store');
    return shifts.forBranch(referenceId, branch_id, now);
  });
}
