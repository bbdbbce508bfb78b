import type { ShiftsResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

describe('GET webapp/v5/shifts', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
    await runtime.importObject(createBusinessFile());
  });
  afterAll(() => runtime.dispose());

  const get = (url: string, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: 'GET', url: `/api/webapp/v5/shifts/${url}`, headers });

  it('computes today in the branch time zone from the current-time header', async () => {
    // 06:30 UTC is 09:30 in Kuwait: pickup (08:00-23:00) is open, delivery (10:00-22:00) opens at 10:00.
    const response = await get('testbistro', { 'current-time': '2026-03-02T06:30:00Z' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ShiftsResponse>();
    expect(body.time_zone).toBe('Asia/Kuwait');
    expect(body.today.car_pickup?.status).toBe('open');
    expect(body.today.delivery).toMatchObject({ status: 'closed', opens_at: '10:00' });
    expect(body.today.delivery?.shifts).toEqual([{ from: '10:00', to: '22:00' }]);
    expect(body.days).toHaveLength(7);
    expect(body.days[0]?.date).toBe('2026-03-03');
    expect(Object.keys(body.schedules)).toEqual(['delivery', 'car_pickup']);
    expect(body.schedules.car_pickup?.[0]).toEqual({
      closed: false,
      shifts: [{ time_from: '08:00', time_to: '23:00' }],
    });
  });

  it('answers for another branch of the business', async () => {
    const body = (
      await get('testbistro?branch_id=2', { 'current-time': '2026-03-02T10:00:00Z' })
    ).json<ShiftsResponse>();
    expect(body.branch_id).toBe(2);
    expect(Object.keys(body.today)).toEqual(['dine_in']);
  });

  it('refuses a malformed current-time header and an unknown branch', async () => {
    expect((await get('testbistro', { 'current-time': 'yesterday' })).statusCode).toBe(400);
    expect((await get('testbistro?branch_id=99')).statusCode).toBe(404);
    expect((await get('testbistro?branch_id=-1')).statusCode).toBe(400);
    expect((await get('nobody')).statusCode).toBe(404);
  });
});
