import type { ZoneTesterResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryBusinessFile } from '../testing/delivery-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

// 13:00 in Kuwait: branch 1 delivers (10:00-22:00).
const now = new Date('2026-03-02T10:00:00Z');
const sharq = { lat: 29.38, lng: 47.99 };

describe("the owner's zone and slot tester", () => {
  let runtime: TestRuntime;
  let owner: string;
  let staff: string;
  beforeEach(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => now });
    await runtime.importObject(createDeliveryBusinessFile());
    owner = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'Huda', now, role: 'owner' });
    staff = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'counter', now });
  });
  afterEach(() => runtime.dispose());

  const test = (body: object, token = owner, locale?: string) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/staff/zone-tester',
      headers: { authorization: `Bearer ${token}`, ...(locale ? { locale } : {}) },
      payload: body,
    });

  it('shows the zone that applies at a pin, why the others lose, its fee and minimum, and that the shop is open', async () => {
    const answer = await test({ location: sharq, selling_type: 'delivery' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<ZoneTesterResponse>();
    expect(body.delivering_branch_id).toBe(1);
    const city = body.branches.find((b) => b.branch_id === 1);
    expect(city?.zones).toEqual([
      {
        zone_id: 1,
        name: 'Capital',
        fee: 0.75,
        min_order: 5,
        delivery_time: 45,
        unit: 'minute',
        verdict: 'applies',
        loses_to: null,
      },
      expect.objectContaining({ zone_id: 3, verdict: 'hidden' }),
    ]);
    expect(city?.open).toBe(true);
    expect(city?.orderable_items.map((item) => item.id)).toEqual([100, 101]);
  });

  it("names branches, zones and items in the staff member's language, falling back to the business's", async () => {
    const arabic = (await test({ location: sharq, selling_type: 'delivery' }, owner, 'ar')).json<ZoneTesterResponse>();
    const city = arabic.branches.find((b) => b.branch_id === 1);
    expect(city?.zones[0]?.name).toBe('العاصمة');
    expect(city?.name).toMatch(/[\u0600-\u06FF]/);
    const french = (await test({ location: sharq, selling_type: 'delivery' }, owner, 'fr')).json<ZoneTesterResponse>();
    expect(french.branches.find((b) => b.branch_id === 1)?.zones[0]?.name).toBe('Capital');
  });

  it('at a time the shop is closed it says so and when it opens', async () => {
    const answer = await test({ location: sharq, selling_type: 'delivery', at: '2026-03-02T23:30:00+03:00' });
    const city = answer.json<ZoneTesterResponse>().branches.find((b) => b.branch_id === 1);
    expect(city?.open).toBe(false);
    expect(city?.opens_at).toBe('2026-03-03T10:00:00+03:00');
  });

  it('a pin outside every zone is delivered to by no branch', async () => {
    const answer = await test({ location: { lat: 10, lng: 10 }, selling_type: 'delivery' });
    expect(answer.json<ZoneTesterResponse>().delivering_branch_id).toBeNull();
  });

  it('is for owners only and validates its input', async () => {
    expect((await test({ location: sharq, selling_type: 'delivery' }, staff)).statusCode).toBe(403);
    const bad = await test({ location: { lat: 123, lng: 0 }, selling_type: 'delivery' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('body.location.lat');
  });
});
