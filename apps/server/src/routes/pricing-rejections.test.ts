import type { ApiErrorBody } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPricingBusiness } from '../testing/pricing-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const good = { item_id: 100, price_label_id: 1000, count: 1, modifiers: [] };
const burger = (modifiers: { id: number; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  item_id: 200,
  price_label_id: 2000,
  count: 1,
  modifiers,
  ...extra,
});
const white = { id: 220, quantity: 1 };
const cart = (line: unknown, overrides: Record<string, unknown> = {}) => ({
  branch_id: 1,
  selling_type: 'delivery',
  lines: [good, line],
  ...overrides,
});

describe('calc-order refusals', () => {
  let runtime: TestRuntime;
  let businessId: number;
  // Lunchtime in Kuwait unless a test moves the server clock.
  let now = new Date('2026-03-02T10:00:00Z');
  let rowsBefore: Record<string, number>;

  const rowCounts = async () => {
    const tables = await runtime.database.db.introspection.getTables();
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = await runtime.database.db
        .selectFrom(table.name as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      counts[table.name] = Number((row as { n: number | string }).n);
    }
    return counts;
  };
  const post = (body: unknown) =>
    runtime.app.inject({ method: 'POST', url: `/api/service/pos/calc-order/${businessId}`, payload: body as object });
  const refusal = async (body: unknown) => {
    const response = await post(body);
    return { status: response.statusCode, ...response.json<ApiErrorBody>().error };
  };
  /** A refusal naming one field, with the code the web app translates for the guest (issue 12 item 7). */
  const expectRefused = async (body: unknown, status: number, code: string, path: string, fieldCode: string) => {
    const error = await refusal(body);
    expect(error, JSON.stringify(error)).toMatchObject({ status, code });
    expect(error.fields?.map((f) => f.path)).toEqual([path]);
    expect(error.fields?.[0]?.message).toMatch(/\w/);
    expect(error.fields?.[0]?.code).toBe(fieldCode);
  };

  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => now });
    const imported = await runtime.importObject(createPricingBusiness());
    if (!imported.ok) throw new Error('import failed');
    businessId = imported.businessId;
    rowsBefore = await rowCounts();
  });
  afterAll(() => runtime.dispose());

  it('refuses items, price labels, modifiers, branches, zones and countries it does not know with 422', async () => {
    const unknown = (body: unknown, path: string, code: string) =>
      expectRefused(body, 422, 'unknown_reference', path, code);
    await unknown(cart({ ...good, item_id: 999 }), 'body.lines.1.item_id', 'unknown_item');
    await unknown(cart({ ...good, price_label_id: 2000 }), 'body.lines.1.price_label_id', 'unknown_price_label');
    await unknown(cart(burger([white, { id: 999, quantity: 1 }])), 'body.lines.1.modifiers.1.id', 'unknown_modifier');
    await unknown(
      cart(burger([white, { id: 210, quantity: 1 }]), { branch_id: 99 }),
      'body.branch_id',
      'unknown_branch',
    );
    await unknown(cart(good, { delivery: { zone_id: 99 } }), 'body.delivery.zone_id', 'unknown_area');
    await unknown(cart(good, { delivery: { zone_id: 3 } }), 'body.delivery.zone_id', 'unknown_area');
    await unknown(cart(good, { shipping: { country_id: 99 } }), 'body.shipping.country_id', 'not_shipped_here');
  });

  it('refuses modifier choices outside their group or modifier limits with 422', async () => {
    const invalid = (body: unknown, path: string, code: string) =>
      expectRefused(body, 422, 'invalid_selection', path, code);
    await invalid(cart(burger([])), 'body.lines.1.modifiers', 'group_too_few');
    await invalid(cart(burger([white, { id: 221, quantity: 1 }])), 'body.lines.1.modifiers', 'group_too_many');
    await invalid(
      cart(burger([white, { id: 210, quantity: 3 }])),
      'body.lines.1.modifiers.1.quantity',
      'modifier_too_many',
    );
    await invalid(cart(burger([white, white])), 'body.lines.1.modifiers.1.id', 'duplicate_modifier');
  });

  it('refuses a missing required comment and a count outside the price label’s bounds with 422', async () => {
    const invalid = (body: unknown, path: string, code: string) =>
      expectRefused(body, 422, 'invalid_selection', path, code);
    const cake = { item_id: 201, price_label_id: 2010, count: 2, modifiers: [] };
    await invalid(cart(cake), 'body.lines.1.comment', 'comment_required');
    await invalid(cart({ ...cake, comment: '   ' }), 'body.lines.1.comment', 'comment_required');
    await invalid(cart({ ...cake, count: 1, comment: 'Happy birthday' }), 'body.lines.1.count', 'too_few');
    await invalid(cart({ ...burger([white]), price_label_id: 2001, count: 6 }), 'body.lines.1.count', 'too_many');
    expect((await post(cart({ ...cake, comment: 'Happy birthday' }))).statusCode).toBe(200);
  });

  it('refuses lines of one dish that together go over its price label’s maximum for the order', async () => {
    const double = { ...burger([white]), price_label_id: 2001, count: 3 };
    const twoLines = { branch_id: 1, selling_type: 'delivery', lines: [double, { ...double, comment: 'no onion' }] };
    await expectRefused(twoLines, 422, 'invalid_selection', 'body.lines.1.count', 'too_many');
    const withinIt = { ...twoLines, lines: [double, { ...double, count: 2, comment: 'no onion' }] };
    expect((await post(withinIt)).statusCode).toBe(200);
  });

  it('refuses with 409 what cannot be ordered here and now', async () => {
    const conflict = (body: unknown, path: string, code: string) =>
      expectRefused(body, 409, 'not_orderable', path, code);
    const item = (itemId: number, labelId: number) => ({
      item_id: itemId,
      price_label_id: labelId,
      count: 1,
      modifiers: [],
    });
    await conflict(cart(item(204, 2040)), 'body.lines.1.item_id', 'not_for_type');
    await conflict(cart(item(203, 2030)), 'body.lines.1.item_id', 'not_in_branch');
    await conflict(cart(item(202, 2020)), 'body.lines.1.item_id', 'not_available_now');
    await conflict(cart(good, { delivery: { zone_id: 2 } }), 'body.delivery.zone_id', 'zone_closed');
    await conflict({ branch_id: 2, selling_type: 'delivery', lines: [good] }, 'body.selling_type', 'type_not_offered');
    await conflict(
      { branch_id: 2, selling_type: 'reservation', lines: [item(204, 2040)] },
      'body.lines.0.item_id',
      'not_for_type',
    );
    expect((await post({ branch_id: 2, selling_type: 'dine_in', lines: [item(203, 2030)] })).statusCode).toBe(200);
  });

  it('decides availability with the server clock in the branch’s time zone', async () => {
    const foul = cart({ item_id: 202, price_label_id: 2020, count: 1, modifiers: [] });
    now = new Date('2026-03-02T05:00:00Z'); // 08:00 in Kuwait: breakfast is served.
    expect((await post(foul)).statusCode).toBe(200);
    now = new Date('2026-03-02T08:30:00Z'); // 11:30 in Kuwait.
    expect((await post(foul)).statusCode).toBe(409);
    now = new Date('2026-03-02T10:00:00Z');
  });

  it('names every bad line and field at once, answering with the most basic kind of problem', async () => {
    const error = await refusal({
      branch_id: 1,
      selling_type: 'delivery',
      lines: [{ ...good, item_id: 999 }, burger([]), { item_id: 202, price_label_id: 2020, count: 1, modifiers: [] }],
    });
    expect(error).toMatchObject({ status: 422, code: 'unknown_reference' });
    expect(error.fields?.map((f) => f.path)).toEqual([
      'body.lines.0.item_id',
      'body.lines.1.modifiers',
      'body.lines.2.item_id',
    ]);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const line = (overrides: Record<string, unknown>) => cart({ ...good, ...overrides });
    const cases: [unknown, string][] = [
      [{ branch_id: 1, selling_type: 'delivery' }, 'body.lines'],
      [{ branch_id: 1, selling_type: 'delivery', lines: [] }, 'body.lines'],
      [{ selling_type: 'delivery', lines: [good] }, 'body.branch_id'],
      [{ branch_id: 1, selling_type: 'teleport', lines: [good] }, 'body.selling_type'],
      [line({ count: -1 }), 'body.lines.1.count'],
      [line({ count: 0 }), 'body.lines.1.count'],
      [line({ count: 1.5 }), 'body.lines.1.count'],
      [line({ count: '2' }), 'body.lines.1.count'],
      [line({ count: 1000 }), 'body.lines.1.count'],
      [line({ item_id: '100' }), 'body.lines.1.item_id'],
      [line({ item_id: 1e12 }), 'body.lines.1.item_id'],
      [line({ modifiers: [{ id: 220, quantity: 0 }] }), 'body.lines.1.modifiers.0.quantity'],
      [line({ modifiers: [{ id: 220, quantity: '1' }] }), 'body.lines.1.modifiers.0.quantity'],
      [line({ modifiers: [{ id: 220, quantity: 1, extra: true }] }), 'body.lines.1.modifiers.0'],
      [line({ modifiers: Array.from({ length: 101 }, () => white) }), 'body.lines.1.modifiers'],
      [line({ comment: 'x'.repeat(501) }), 'body.lines.1.comment'],
      [line({ price: 'x'.repeat(41) }), 'body.lines.1.price'],
      [line({ kitchen_note: 'free please' }), 'body.lines.1'],
      [{ ...cart(good), lines: Array.from({ length: 101 }, () => good) }, 'body.lines'],
      [cart(good, { coupon_code: 'C'.repeat(61) }), 'body.coupon_code'],
      [cart(good, { use_wallet: 'yes' }), 'body.use_wallet'],
      [cart(good, { discount: 5 }), 'body'],
      [cart(good, { delivery: { zone_id: 1 }, shipping: { country_id: 1 } }), 'body.shipping'],
      [[good], 'body'],
    ];
    for (const [body, path] of cases) {
      const error = await refusal(body);
      expect(error, JSON.stringify(body).slice(0, 200)).toMatchObject({ status: 400, code: 'invalid_request' });
      expect(error.fields?.map((f) => f.path)).toContain(path);
    }
    const notJson = await runtime.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${businessId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"lines": [',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('wrote nothing while refusing', async () => {
    expect(await rowCounts()).toEqual(rowsBefore);
    expect(await runtime.businesses.version(businessId)).toBe(1);
  });
});
