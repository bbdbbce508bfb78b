import type { ApiErrorBody } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservationBusiness, createReserveBody, reservationNow } from '../testing/reservation-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const hour = 60 * 60 * 1000;

describe.each(testDialects)('reserve-table rate limits on %s', (dialect) => {
  let runtime: TestRuntime;
  let now = reservationNow;
  let key = 0;
  // Each new booking on its own day, so every one finds a table.
  let day = 2;
  const reserve = (options: { device?: string; key?: string; date?: string } = {}) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/reserve-table',
      headers: {
        'idempotency-key': options.key ?? `limit-key-${(key += 1)}`,
        ...(options.device ? { 'x-device-id': options.device } : {}),
      },
      payload: createReserveBody({
        party_size: 2,
        date: options.date ?? `2026-03-${String((day += 1)).padStart(2, '0')}`,
      }),
    });
  const count = async () => (await runtime.database.db.selectFrom('reservations').select('id').execute()).length;

  beforeAll(async () => {
    runtime = await createTestRuntime(dialect, {
      clock: () => now,
      bookingPolicy: { perDevice: { limit: 2, windowMs: hour }, perAddress: { limit: 4, windowMs: hour } },
    });
    const imported = await runtime.importObject(createReservationBusiness());
    if (!imported.ok) throw new Error('import failed');
  });
  afterAll(() => runtime?.dispose());

  it('refuses a device past its limit with a coded 429 and writes nothing; replays and other devices still pass', async () => {
    const first = await reserve({ device: 'device-limit-a', key: 'limit-first', date: '2026-03-15' });
    expect(first.statusCode).toBe(201);
    expect((await reserve({ device: 'device-limit-a' })).statusCode).toBe(201);
    const before = await count();
    const refused = await reserve({ device: 'device-limit-a' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(before);
    // Retrying a booking already made answers it and counts nothing.
    const replay = await reserve({ device: 'device-limit-a', key: 'limit-first', date: '2026-03-15' });
    expect(replay.statusCode).toBe(200);
    expect((await reserve({ device: 'device-limit-b' })).statusCode).toBe(201);
  });

  it('refuses a client address past its limit whatever the device, and lets it book again after the window', async () => {
    // Three new bookings have counted against 127.0.0.1 above (a device refused first is not counted there).
    expect((await reserve({ device: 'device-limit-c' })).statusCode).toBe(201);
    const refused = await reserve({ device: 'device-limit-c' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>().error.code).toBe('too_many_requests');
    now = new Date(reservationNow.getTime() + hour + 1000);
    expect((await reserve({ device: 'device-limit-d' })).statusCode).toBe(201);
  });
});
