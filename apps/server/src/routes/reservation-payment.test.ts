import type { ApiErrorBody, ReservationWire, ReserveTableResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decide, sandboxChargeOf } from '../testing/payment-helpers.ts';
import { createReservationBusiness, createReserveBody, reservationNow } from '../testing/reservation-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const feast = [{ item_id: 206, price_label_id: 2060, quantity: 2 }];

describe.each(testDialects)('paying a type-2 pre-order online on %s', (dialect) => {
  let runtime: TestRuntime;
  let now = reservationNow;
  let staffToken: string;

  beforeEach(async () => {
    now = reservationNow;
    runtime = await createTestRuntime(dialect, { clock: () => now });
    const imported = await runtime.importObject(
      createReservationBusiness({
        business: { payment_methods: [1, 2], online_payment: { gateway: 'sandbox', methods: ['knet', 'card'] } },
      }),
    );
    if (!imported.ok) throw new Error('import failed');
    const business = await runtime.database.db
      .selectFrom('businesses')
      .select('reference_id')
      .where('id', '=', imported.businessId)
      .executeTakeFirstOrThrow();
    staffToken = await runtime.accounts.staff.createToken({
      referenceId: business.reference_id,
      label: 'host',
      now: new Date(),
    });
  });
  afterEach(() => runtime.dispose());

  const reserve = (key: string, overrides: Record<string, unknown> = {}) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/reserve-table',
      headers: { 'idempotency-key': key },
      payload: createReserveBody({ order_lines: feast, payment_type: 1, online_method: 'knet', ...overrides }),
    });
  const book = async (key: string, overrides: Record<string, unknown> = {}) => {
    const response = await reserve(key, overrides);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<ReserveTableResponse>().reservation;
  };
  const read = async (reference: string) =>
    (await runtime.app.inject({ method: 'GET', url: `/api/webapp/reservation/${reference}` })).json<{
      reservation: ReservationWire;
    }>().reservation;
  const board = async () =>
    (
      await runtime.app.inject({
        method: 'GET',
        url: '/api/staff/reservations?from=2026-03-03&days=7',
        headers: { authorization: `Bearer ${staffToken}` },
      })
    ).json<{ reservations: ReservationWire[] }>().reservations;
  const count = async (table: 'payments' | 'sandbox_charges') =>
    (await runtime.database.db.selectFrom(table).select('id').execute()).length;

  it('holds the table awaiting payment, off the board, with one KNET charge of the pre-order total', async () => {
    const [first, second] = await Promise.all([
      book('pay-hold', { party_size: 4 }),
      book('pay-hold', { party_size: 4 }),
    ]);
    expect(first.status_name).toBe('awaiting_payment');
    expect(first.payment).toMatchObject({ purpose: 'reservation', reservation_id: first.id, status: 'awaiting' });
    expect(first.payment?.method).toBe('knet');
    expect(first.payment?.amount).toBe(first.order?.total);
    expect(second.payment?.id).toBe(first.payment?.id);
    expect(await count('sandbox_charges')).toBe(1);
    expect(await board()).toEqual([]);
    // The held table is not offered to anyone else (the terrace table is the only one for four).
    const other = await reserve('pay-hold-other', { party_size: 4, payment_type: 2, online_method: undefined });
    expect(other.json<ApiErrorBody>().error.code).toBe('no_table');
  });

  it('confirms on the gateway word once, returns to the success page, shows paid on the board', async () => {
    const booked = await book('pay-approve');
    const back = await decide(runtime, sandboxChargeOf(booked.payment), 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(
      new RegExp(`^/[a-z0-9]+/reservation/success/${booked.reference}\\?charge_id=sbx_`),
    );
    const read1 = await read(booked.reference ?? '');
    const read2 = await read(booked.reference ?? '');
    expect([read1.status_name, read1.payment?.status]).toEqual(['pending', 'paid']);
    expect(read2.events.map((event) => event.status)).toEqual([6, 0]);
    const onBoard = await board();
    expect(onBoard.map((row) => [row.id, row.payment?.status])).toEqual([[booked.id, 'paid']]);
  });

  it('keeps a declined booking held, retries with a new charge, or lets the guest pay at the venue', async () => {
    const booked = await book('pay-decline');
    await decide(runtime, sandboxChargeOf(booked.payment), 'decline');
    const declined = await read(booked.reference ?? '');
    expect([declined.status_name, declined.payment?.status, declined.payment?.redirect_url]).toEqual([
      'awaiting_payment',
      'declined',
      null,
    ]);
    const retry = await runtime.app.inject({
      method: 'POST',
      url: `/api/webapp/reservation/${booked.reference}/pay`,
      headers: { 'idempotency-key': 'pay-decline-retry' },
      payload: { method: 'knet' },
    });
    const again = retry.json<{ reservation: ReservationWire }>().reservation;
    expect(again.payment?.id).not.toBe(booked.payment?.id);
    expect(again.payment?.redirect_url).toMatch(/^\/api\/sandbox-gateway\/pay\/sbx_/);
    expect(await count('sandbox_charges')).toBe(2);
    const cash = await runtime.app.inject({
      method: 'POST',
      url: `/api/webapp/reservation/${booked.reference}/pay-at-venue`,
    });
    const pending = cash.json<{ reservation: ReservationWire }>().reservation;
    expect([pending.status_name, pending.order?.payment_type]).toEqual(['pending', 2]);
    // The abandoned attempt captured later changes no booking: the money is flagged for the venue to refund.
    await decide(runtime, sandboxChargeOf(again.payment), 'approve');
    expect((await read(booked.reference ?? '')).payment?.status).toBe('flagged');
    expect((await board()).map((row) => row.status_name)).toEqual(['pending']);
  });

  it('refunds a paid pre-order when the venue rejects the booking', async () => {
    const booked = await book('pay-refund');
    await decide(runtime, sandboxChargeOf(booked.payment), 'approve');
    const rejected = await runtime.app.inject({
      method: 'POST',
      url: `/api/staff/reservations/${booked.id}/status`,
      headers: { authorization: `Bearer ${staffToken}` },
      payload: { status: 2, reason: 'Private event' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const read1 = await read(booked.reference ?? '');
    expect(read1.payment?.status).toBe('refunded');
    expect(read1.payment?.refunds.map((refund) => refund.amount)).toEqual([read1.order?.total]);
  });

  it('expires an unpaid booking and offers its table again', async () => {
    const booked = await book('pay-expire', { party_size: 4 });
    now = new Date(reservationNow.getTime() + 21 * 60_000);
    await runtime.payments.events.reconcile();
    expect((await read(booked.reference ?? '')).status_name).toBe('expired');
    const again = await reserve('pay-expire-again', { party_size: 4, payment_type: 2, online_method: undefined });
    expect(again.statusCode).toBe(201);
  });

  it('refuses an online pre-order in a method the business does not offer, writing nothing', async () => {
    const response = await reserve('pay-benefit', { online_method: 'benefit' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().error.fields?.map((field) => field.path)).toEqual(['body.online_method']);
    expect(await count('payments')).toBe(0);
    expect((await runtime.database.db.selectFrom('reservations').select('id').execute()).length).toBe(0);
  });
});
