import { referenceIdParam, shiftsQuery } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import type { ShiftService } from '../services/staff/shifts.ts';
import { requestTime } from '../http/request-time.ts';
import { validate } from '../http/validate.ts';

/** GET webapp/v5/shifts/{referenceId} (SPEC §7). */
export function shiftRoutes(app: FastifyInstance, shifts: ShiftService, clock: () => Date): void {
  app.get('/webapp/v5/shifts/:referenceId', async (request, reply) => {
    const { referenceId } = validate(referenceIdParam, request.params, 'params');
    const { branch_id } = validate(shiftsQuery, request.query, 'query');
    const now = requestTime(request, clock());
    reply.header('cache-control', 'no-store');
    return shifts.forBranch({ referenceId, branchId: branch_id, now });
  });
}
