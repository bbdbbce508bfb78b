import type { AddressInfo } from 'node:net';
import type { ReservationWire, ReserveTableResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import { readServerEvents } from '../testing/read-server-events.ts';
import { createReservationBusiness, createReserveBody, reservationNow } from '../testing/reservation-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

describe('staff and guests moving bookings', () => {
  let runtime: TestRuntime;
  let base: string;
  let token: string;
  let businessId: number;
  let now = reservationNow;
  let key = 0;

  beforeEach(async () => {
    now = reservationNow;
    runtime = await createTestRuntime('sqlite', { clock: () => now });
    const imported = await runtime.importObject(createReservationBusiness());
    if (!imported.ok) throw new Error('import failed');
    businessId = imported.businessId;
    token = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'host', now: reservationNow });
    await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(runtime.app.server.address() as AddressInfo).port}/api`;
  });
  afterEach(() => runtime.dispose());

  const reserve = async (overrides: Record<string, unknown> = {}, device = 'device-aaaa-0001') => {
    const response = await fetch(`${base}/webapp/reserve-table`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `key-${(key += 1)}-xyz`,
        'x-device-id': device,
      },
      body: JSON.stringify(createReserveBody(overrides)),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as ReserveTableResponse).reservation;
  };
  const move = (id: number, body: Record<string, unknown>, bearer = token) =>
    fetch(`${base}/staff/reservations/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
    });
  const cancel = (reference: string) => fetch(`${base}/webapp/reservation/${reference}/cancel`, { method: 'POST' });

  it('refuses the staff calls without a valid staff token', async () => {
    expect((await fetch(`${base}/staff/reservations`)).status).toBe(401);
    const booking = await reserve();
    expect((await move(booking.id, { status: 1 }, 'stf_not-a-real-token-000000')).status).toBe(401);
  });

  it("lists today's and upcoming bookings by start time", async () => {
    const late = await reserve({ time: '21:00' });
    const early = await reserve({ time: '18:00' });
    const tomorrow = await reserve({ date: '2026-03-04' });
    const list = await fetch(`${base}/staff/reservations?days=2`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await list.json()) as { from: string; reservations: ReservationWire[] };
    expect(body.from).toBe('2026-03-03');
    expect(body.reservations.map((r) => r.id)).toEqual([early.id, late.id, tomorrow.id]);
    const today = await fetch(`${base}/staff/reservations?days=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await today.json()) as { reservations: unknown[] }).reservations).toHaveLength(2);
  });

  it('streams the staff decision to the guest without a reload: accepted, then completed', async () => {
    const booking = await reserve();
    const stream = await fetch(`${base}/webapp/update-reservation-events/${booking.reference}`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events = readServerEvents(stream, 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await move(booking.id, { status: 1 })).status).toBe(200);
    expect((await move(booking.id, { status: 3 })).status).toBe(200);
    expect((await events).map((event) => event.data)).toMatchObject([
      { status: 0, status_name: 'pending' },
      { status: 1, status_name: 'accepted' },
      { status: 3, status_name: 'completed' },
    ]);
  });

  it('rejects only with a reason, which the guest then reads', async () => {
    const booking = await reserve();
    expect((await move(booking.id, { status: 2 })).status).toBe(400);
    expect((await move(booking.id, { status: 2, reason: 'Private event tonight' })).status).toBe(200);
    const read = await fetch(`${base}/webapp/reservation/${booking.reference}`);
    expect(((await read.json()) as { reservation: ReservationWire }).reservation).toMatchObject({
      status: 2,
      reject_reason: 'Private event tonight',
      can_cancel: false,
    });
  });

  it('refuses illegal moves: completing or no-showing a pending booking, anything after a final status', async () => {
    const booking = await reserve();
    expect((await move(booking.id, { status: 3 })).status).toBe(409);
    expect((await move(booking.id, { status: 5 })).status).toBe(409);
    expect((await move(booking.id, { status: 1 })).status).toBe(200);
    expect((await move(booking.id, { status: 5 })).status).toBe(200);
    const after = await move(booking.id, { status: 4 });
    expect(after.status).toBe(409);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('illegal_transition');
  });

  it("answers 404 for another business's booking", async () => {
    const booking = await reserve();
    const other = createBusinessFile();
    other.business.reference_id = 'otherplace';
    other.business.domains = [];
    other.branches = other.branches.map((branch) => ({ ...branch, id: branch.id + 100 }));
    expect((await runtime.importObject(other)).ok).toBe(true);
    const otherToken = await runtime.accounts.staff.createToken({
      referenceId: 'otherplace',
      label: 'x',
      now: reservationNow,
    });
    expect((await move(booking.id, { status: 1 }, otherToken)).status).toBe(404);
  });

  it('lets the guest cancel until the cutoff, which frees the table for the next guest', async () => {
    const booking = await reserve({ party_size: 4, time: '19:00' });
    const taken = await fetch(`${base}/webapp/reserve-table`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'next-guest-0001' },
      body: JSON.stringify(createReserveBody({ party_size: 4, time: '19:30' })),
    });
    expect(taken.status).toBe(409);
    expect((await cancel(booking.reference as string)).status).toBe(200);
    expect((await reserve({ party_size: 4, time: '19:30' })).status).toBe(0);
  });

  it('refuses a guest cancel after the cutoff and one without the secret', async () => {
    const booking = await reserve({ time: '19:00' });
    expect((await cancel(String(booking.id))).status).toBe(404);
    now = new Date('2026-03-03T14:30:00Z');
    const late = await cancel(booking.reference as string);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('cancel_cutoff_passed');
  });

  it("lists this device's bookings at the business, and none for another device", async () => {
    const mine = await reserve({}, 'device-mine-0001');
    await reserve({ time: '20:00' }, 'device-else-0001');
    const list = (device: string) =>
      fetch(`${base}/webapp/reservations/${businessId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': device },
        body: JSON.stringify({ page: 1 }),
      }).then((response) => response.json() as Promise<{ reservations: ReservationWire[]; total: number }>);
    const history = await list('device-mine-0001');
    expect(history.total).toBe(1);
    expect(history.reservations.map((r) => r.id)).toEqual([mine.id]);
    expect((await list('device-none-0001')).total).toBe(0);
  });
});
