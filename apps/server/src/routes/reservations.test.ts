import type { ApiErrorBody, ReservationSlotsResponse, ReserveTableResponse } from '@okmenu/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReservationBusiness, createReserveBody, reservationNow } from '../testing/reservation-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

describe.each(testDialects)('booking a table on %s', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  let key = 0;
  let now = reservationNow;
  const reserve = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/reserve-table',
      headers: { 'idempotency-key': `reserve-key-${(key += 1)}`, ...headers },
      payload: body,
    });
  const count = async () =>
    Number(
      (
        await runtime.database.db
          .selectFrom('reservations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectRefused = async (body: Record<string, unknown>, status: number, code: string, path: string) => {
    const before = await count();
    const response = await reserve(body);
    const { error } = response.json<ApiErrorBody>();
    expect({ status: response.statusCode, code: error.code }, JSON.stringify(error)).toEqual({ status, code });
    expect(error.fields?.map((field) => field.path)).toEqual([path]);
    expect(await count()).toBe(before);
  };

  beforeAll(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => now });
    const imported = await runtime.importObject(createReservationBusiness());
    if (!imported.ok) throw new Error('import failed');
    businessId = imported.businessId;
  });
  afterAll(() => runtime.dispose());
  beforeEach(async () => {
    now = reservationNow;
    await runtime.database.db.deleteFrom('reservation_events').execute();
    await runtime.database.db.deleteFrom('reservations').execute();
  });

  it('books the smallest free table, pending, with a reference that reads it back', async () => {
    const response = await reserve(createReserveBody({ notes: 'Birthday' }));
    expect(response.statusCode).toBe(201);
    const { reservation, replayed } = response.json<ReserveTableResponse>();
    expect(replayed).toBe(false);
    expect(reservation).toMatchObject({
      status: 0,
      status_name: 'pending',
      date: '2026-03-03',
      time: '19:00',
      start: '2026-03-03T19:00:00+03:00',
      end: '2026-03-03T20:30:00+03:00',
      party_size: 2,
      table_ids: [22],
      phone: '+96550001234',
      notes: 'Birthday',
      can_cancel: true,
      cancel_until: '2026-03-03T17:00:00+03:00',
      order: null,
    });
    const read = await runtime.app.inject({ url: `/api/webapp/reservation/${reservation.reference}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().reservation).toMatchObject({ id: reservation.id, events: [{ status: 0 }] });
  });

  it('never shows a booking to someone guessing its id or secret', async () => {
    const { reservation } = (await reserve(createReserveBody())).json<ReserveTableResponse>();
    expect((await runtime.app.inject({ url: `/api/webapp/reservation/${reservation.id}` })).statusCode).toBe(404);
    const forged = `${reservation.id}-${'x'.repeat(43)}`;
    expect((await runtime.app.inject({ url: `/api/webapp/reservation/${forged}` })).statusCode).toBe(404);
  });

  it('answers the same booking again for a retried Idempotency-Key and refuses the key for another body', async () => {
    const headers = { 'idempotency-key': 'same-key-0001' };
    const first = await reserve(createReserveBody(), headers);
    const again = await reserve(createReserveBody(), headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<ReserveTableResponse>().reservation.id).toBe(first.json<ReserveTableResponse>().reservation.id);
    const other = await reserve(createReserveBody({ party_size: 3 }), headers);
    expect(other.json<ApiErrorBody>().error.code).toBe('idempotency_key_reused');
    expect(await count()).toBe(1);
  });

  it('prices a type-2 pre-order of reservation-only dishes with the order engine', async () => {
    const lines = [{ item_id: 206, price_label_id: 2060, quantity: 2 }];
    const response = await reserve(createReserveBody({ order_lines: lines }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ReserveTableResponse>().reservation).toMatchObject({
      type: 2,
      order: { currency: 'KWD', payment_type: 2, lines: [{ item_id: 206, quantity: 2, name: 'Family feast' }] },
    });
    expect(response.json<ReserveTableResponse>().reservation.order?.total).toBeGreaterThan(30);
  });

  it('refuses a pre-order dish that is not sold for reservations', async () => {
    const tea = [{ item_id: 204, price_label_id: 2040, quantity: 1 }];
    await expectRefused(createReserveBody({ order_lines: tea }), 409, 'not_orderable', 'body.lines.0.item_id');
  });

  it('refuses a closed day, a date past the window, a time too soon and a time off the slots', async () => {
    await expectRefused(createReserveBody({ date: '2026-03-09' }), 409, 'closed_day', 'body.date');
    await expectRefused(createReserveBody({ date: '2026-03-18' }), 409, 'too_far', 'body.date');
    await expectRefused(createReserveBody({ date: '2026-03-02' }), 409, 'closed_day', 'body.date');
    await expectRefused(createReserveBody({ time: '19:10' }), 422, 'not_a_slot', 'body.time');
    now = new Date('2026-03-03T15:30:00Z');
    await expectRefused(createReserveBody({ time: '19:00' }), 409, 'too_soon', 'body.time');
  });

  it('refuses a party too big for the venue', async () => {
    await expectRefused(createReserveBody({ party_size: 9 }), 422, 'party_too_big', 'body.party_size');
  });

  it('refuses a slot whose guest cap is reached', async () => {
    expect((await reserve(createReserveBody({ party_size: 4 }))).statusCode).toBe(201);
    expect((await reserve(createReserveBody({ party_size: 2 }))).statusCode).toBe(201);
    // 6 guests arrive at 19:00 already; 4 more is within 10 but there is no table, 5 passes the cap.
    await expectRefused(createReserveBody({ party_size: 5 }), 409, 'slot_full', 'body.time');
  });

  it('refuses a table taken for the whole stay, and books it again right after the stay ends', async () => {
    expect((await reserve(createReserveBody({ party_size: 4 }))).statusCode).toBe(201);
    await expectRefused(createReserveBody({ party_size: 4, time: '20:00' }), 409, 'no_table', 'body.time');
    expect((await reserve(createReserveBody({ party_size: 4, time: '20:30' }))).statusCode).toBe(201);
  });

  it('refuses a bad phone, unknown keys and a missing Idempotency-Key, writing nothing', async () => {
    await expectRefused(createReserveBody({ phone: '12' }), 422, 'invalid_reservation', 'body.phone');
    await expectRefused(createReserveBody({ total: 1 }), 400, 'invalid_request', 'body');
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/reserve-table',
      payload: createReserveBody(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('offers the slots of a date for a party, and no longer offers a slot once it is taken', async () => {
    const slots = async () =>
      (
        await runtime.app.inject({
          url: `/api/webapp/reservation-slots/${businessId}?branch_id=2&date=2026-03-03&party_size=4`,
        })
      ).json<ReservationSlotsResponse>();
    const before = await slots();
    expect(before).toMatchObject({ type: 2, with_table: true, party_max: 8, areas: ['terrace'], area_names: {} });
    expect(before.slots.map((slot) => slot.time)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(before.slots.every((slot) => slot.available)).toBe(true);
    await reserve(createReserveBody({ party_size: 4 }));
    const after = await slots();
    expect(after.slots.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
  });
});
