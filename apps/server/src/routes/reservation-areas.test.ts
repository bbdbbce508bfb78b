import type { ReservationSlotsResponse, ReserveTableResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservationBusiness, createReserveBody, reservationNow } from '../testing/reservation-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

/** The test bistro (English, then Arabic) naming branch 2's terrace in both languages (issue 14). */
function namedAreasBusiness() {
  const file = createReservationBusiness();
  return {
    ...file,
    branches: file.branches?.map((branch) =>
      branch.id === 2
        ? { ...branch, table_areas: [{ code: 'terrace', name: { en: 'Terrace', ar: 'التراس' } }] }
        : branch,
    ),
  };
}

describe.each(testDialects)('table area names on %s', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;

  beforeAll(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => reservationNow });
    const imported = await runtime.importObject(namedAreasBusiness());
    if (!imported.ok) throw new Error('import failed');
    businessId = imported.businessId;
  });
  afterAll(() => runtime.dispose());

  const slots = async (locale: string) =>
    (
      await runtime.app.inject({
        url: `/api/webapp/reservation-slots/${businessId}?branch_id=2&date=2026-03-03&party_size=2`,
        headers: { locale },
      })
    ).json<ReservationSlotsResponse>();

  it("answers the slots' areas as codes with their names in the asked language, else the business's first", async () => {
    expect(await slots('ar')).toMatchObject({ areas: ['terrace'], area_names: { terrace: 'التراس' } });
    expect(await slots('en')).toMatchObject({ areas: ['terrace'], area_names: { terrace: 'Terrace' } });
    expect((await slots('fr')).area_names).toEqual({ terrace: 'Terrace' });
  });

  it("names a booking's area in the request's language and in every language the business gave", async () => {
    const booked = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/reserve-table',
      headers: { 'idempotency-key': 'area-names-1', locale: 'ar' },
      payload: createReserveBody({ party_size: 4, table_area: 'terrace' }),
    });
    expect(booked.statusCode).toBe(201);
    const { reservation } = booked.json<ReserveTableResponse>();
    expect(reservation).toMatchObject({
      table_area: 'terrace',
      table_area_name: 'التراس',
      table_area_names: { en: 'Terrace', ar: 'التراس' },
    });
    const read = await runtime.app.inject({
      url: `/api/webapp/reservation/${reservation.reference}`,
      headers: { locale: 'en' },
    });
    expect(read.json<ReserveTableResponse>().reservation.table_area_name).toBe('Terrace');
  });
});
