import type { BranchesResponse, PoliciesResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFeedbackBusinessFile } from '../testing/feedback-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

describe('venue calls', () => {
  let runtime: TestRuntime;
  let businessId: number;
  beforeEach(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => new Date('2026-11-24T10:00:00Z') });
    const result = await runtime.importObject(createFeedbackBusinessFile());
    if (!result.ok) throw new Error(JSON.stringify(result));
    businessId = result.businessId;
  });
  afterEach(() => runtime.dispose());

  const get = (url: string, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  it('answers every branch with its opening per selling type at the current-time header, and its links', async () => {
    // Tuesday 09:00 in Kuwait: pickup (08:00-23:00) is open, delivery (10:00-22:00) and dine-in (12:00) not yet.
    const response = await get(`webapp/branches/${businessId}`, {
      'current-time': '2026-11-24T06:00:00Z',
      locale: 'ar',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<BranchesResponse>();
    expect(body.now).toBe('2026-11-24T09:00:00+03:00');
    const [city, salmiya] = body.branches;
    expect(city).toMatchObject({
      name: 'المدينة',
      location: { lat: 29.37, lng: 47.98 },
      whatsapp_phone: '+96550000001',
      offers_pickup: true,
      openings: {
        car_pickup: { status: 'open', opens_at: null, opens_at_iso: null },
        delivery: { status: 'closed', opens_at: '10:00', opens_at_iso: '2026-11-24T10:00:00+03:00' },
      },
      links: {
        directions: 'https://www.google.com/maps/dir/?api=1&destination=29.37,47.98',
        call: null,
        whatsapp: 'https://wa.me/96550000001',
      },
    });
    expect(salmiya).toMatchObject({
      offers_pickup: false,
      openings: { dine_in: { status: 'closed', opens_at: '12:00' } },
    });
  });

  it('answers a later time with the branches open', async () => {
    const body = (
      await get(`webapp/branches/${businessId}`, { 'current-time': '2026-11-24T10:00:00Z' })
    ).json<BranchesResponse>();
    expect(body.branches.flatMap((b) => Object.values(b.openings).map((o) => o.status))).toEqual([
      'open',
      'open',
      'open',
    ]);
  });

  it('refuses a bad id or time and answers an unknown business with 404', async () => {
    expect((await get('webapp/branches/abc')).statusCode).toBe(400);
    expect((await get(`webapp/branches/${businessId}`, { 'current-time': 'soon' })).json().error.fields[0].path).toBe(
      'headers.current-time',
    );
    expect((await get('webapp/branches/999999')).statusCode).toBe(404);
  });

  it('refuses a pickup order at a branch the pickup config leaves out, and takes it where listed', async () => {
    const file = createFeedbackBusinessFile();
    file.business.checkoutCarPickup = { branches: [2] };
    expect((await runtime.importObject(file)).ok).toBe(true);
    const calc = (branchId: number) =>
      runtime.app.inject({
        method: 'POST',
        url: `/api/service/pos/calc-order/${businessId}`,
        payload: {
          branch_id: branchId,
          selling_type: 'pickup',
          lines: [{ item_id: 100, price_label_id: 1000, count: 1, modifiers: [] }],
        },
      });
    const refused = await calc(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields[0].path).toBe('body.selling_type');
    const branches = (await get(`webapp/branches/${businessId}`)).json<BranchesResponse>();
    expect(branches.branches.map((b) => b.offers_pickup)).toEqual([false, false]);
    expect((await runtime.importObject(createFeedbackBusinessFile())).ok).toBe(true);
    expect((await calc(1)).statusCode).toBe(200);
  });

  it('answers the policies in the asked language as a tree and as HTML in which no script can run', async () => {
    const body = (await get(`webapp/policies/${businessId}`, { locale: 'en' })).json<PoliciesResponse>();
    expect(body.policies.map((p) => [p.key, p.anchor, p.locale])).toEqual([
      ['privacy', 'policy-privacy', 'en'],
      ['refund', 'policy-refund', 'en'],
    ]);
    const [privacy, refund] = body.policies;
    expect(privacy?.html).toBe(
      '<h2>Privacy</h2><p>We keep <strong>little</strong>.</p><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(refund?.html).not.toContain('href');
    expect(refund?.blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Refunds within [7 days](javascript:alert(1)).' }] },
    ]);
    const arabic = (await get(`webapp/policies/${businessId}`, { locale: 'ar' })).json<PoliciesResponse>();
    expect(arabic.policies.map((p) => p.locale)).toEqual(['ar', 'en']);
  });
});
