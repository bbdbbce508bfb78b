import type { ApiErrorBody } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservationBusiness, createReserveBody, reservationNow } from '../testing/reservation-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

describe.each(testDialects)('booking the last table concurrently on %s', (dialect) => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => reservationNow });
    const tables = [{ id: 21, branch_id: 2, name: { en: 'Last table' }, seats: 4 }];
    const imported = await runtime.importObject(
      createReservationBusiness({ tables, reservation: { guests_per_slot: undefined } }),
    );
    if (!imported.ok) throw new Error('import failed');
  });
  afterAll(() => runtime?.dispose());

  it('creates exactly one booking out of 50 requests at once, and refuses the rest as table taken', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        runtime.app.inject({
          method: 'POST',
          url: '/api/webapp/reserve-table',
          headers: { 'idempotency-key': `last-table-${String(index).padStart(4, '0')}` },
          // Overlapping stays: 19:00, 19:30 and 20:00 all need the one table.
          payload: createReserveBody({ party_size: 2, time: ['19:00', '19:30', '20:00'][index % 3] }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(new Set(refused.map((response) => response.json<ApiErrorBody>().error.code))).toEqual(new Set(['no_table']));
    const rows = await runtime.database.db.selectFrom('reservations').selectAll().execute();
    expect(rows).toHaveLength(1);
    // The winner retrying its request gets its booking back, though its own booking now holds the last table.
    const winner = statuses.indexOf(201);
    const retry = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/reserve-table',
      headers: { 'idempotency-key': `last-table-${String(winner).padStart(4, '0')}` },
      payload: createReserveBody({ party_size: 2, time: ['19:00', '19:30', '20:00'][winner % 3] }),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().reservation.id).toBe(rows[0]?.id);
  });
});
