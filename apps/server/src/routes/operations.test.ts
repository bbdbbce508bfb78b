import type { LiveResponse, StaffOperationsResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

// 13:00 in Kuwait: the city branch is open for pickup.
let now = new Date('2026-03-02T10:00:00Z');
const grill = (id: number, price: number, sort: number) => ({
  id,
  category_id: 10,
  name: { en: `Grill ${id}`, ar: `مشوي ${id}` },
  types: { delivery: true, car_pickup: true, dine_in: true },
  price_labels: [{ id: id * 10, price }],
  sort,
});
const file = () => {
  const base = createBusinessFile();
  const made = createBusinessFile({
    items: [
      ...(base.items as object[]),
      grill(102, 4.0, 3),
      grill(103, 5.0, 4),
      grill(104, 9.0, 5),
      grill(105, 4.4, 6),
    ] as never,
  });
  made.business.checkoutCarPickup = {
    scheduled_orders: { on: true, min_advance: { value: 30, scale: 'min' }, max_advance: { value: 2, scale: 'day' } },
  };
  return made;
};

describe.each(testDialects)('sold out and busy mode (%s)', (dialect) => {
  let runtime: TestRuntime;
  let staff: string;
  let owner: string;
  beforeEach(async () => {
    now = new Date('2026-03-02T10:00:00Z');
    runtime = await createTestRuntime(dialect, { clock: () => now });
    await runtime.importObject(file());
    staff = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'counter', now });
    owner = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'Huda', now, role: 'owner' });
  });
  afterEach(() => runtime.dispose());

  const post = (url: string, body: object, token = staff) =>
    runtime.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const live = async (type = 'pickup') =>
    (await runtime.app.inject({ url: `/api/webapp/v5/live/1?type=${type}` })).json() as LiveResponse;
  const order = (key: string, overrides = {}) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      headers: { 'idempotency-key': key },
      payload: createOrderBody(overrides),
    });
  const forward = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('a dish marked sold out shows as sold out with substitutes of its category, closest in price first', async () => {
    const marked = await post('/staff/sold-out', {
      branch_id: 1,
      target: { kind: 'item', item_id: 100 },
      duration: { kind: 'end_of_day' },
    });
    expect(marked.statusCode).toBe(200);
    const view = marked.json() as StaffOperationsResponse;
    // End of day in Kuwait (UTC+3): 21:00 UTC.
    expect(view.sold_out).toEqual([
      {
        target: { kind: 'item', item_id: 100 },
        until: '2026-03-02T21:00:00.000Z',
        by: 'staff:counter',
        at: now.toISOString(),
      },
    ]);
    const state = await live();
    expect(state.sold_out.items).toEqual([100]);
    expect(state.substitutes).toEqual({ '100': [105, 102, 103] });
  });

  it('an order holding a sold-out dish is refused naming the line, with the code the web app translates', async () => {
    await post('/staff/sold-out', {
      branch_id: 1,
      target: { kind: 'item', item_id: 100 },
      duration: { kind: 'indefinitely' },
    });
    const refused = await order('sold-out-order-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toContainEqual({
      path: 'body.lines.0.item_id',
      message: 'Sold out',
      code: 'sold_out',
    });
  });

  it('a sold-out price label or modifier refuses only the lines that use it', async () => {
    await post('/staff/sold-out', {
      branch_id: 1,
      target: { kind: 'price_label', item_id: 101, price_label_id: 1011 },
      duration: { kind: 'indefinitely' },
    });
    const refused = await order('label-order-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual([
      { path: 'body.lines.1.price_label_id', message: 'Sold out', code: 'sold_out' },
    ]);
    const small = await order('label-order-2', {
      order_lines: [{ item_id: 101, price_label_id: 1010, quantity: 1, modifiers: [] }],
    });
    expect(small.statusCode).toBe(201);
  });

  it('a mark until the end of the day lapses at the branch midnight, and clearing it makes the dish available', async () => {
    await post('/staff/sold-out', {
      branch_id: 1,
      target: { kind: 'item', item_id: 100 },
      duration: { kind: 'end_of_day' },
    });
    forward(11 * 60 * 60 * 1000); // 21:00 UTC = midnight in Kuwait
    expect((await live()).sold_out.items).toEqual([]);
    await post('/staff/sold-out', {
      branch_id: 1,
      target: { kind: 'item', item_id: 100 },
      duration: { kind: 'indefinitely' },
    });
    expect((await live()).sold_out.items).toEqual([100]);
    const cleared = await post('/staff/sold-out/clear', { branch_id: 1, target: { kind: 'item', item_id: 100 } });
    expect(cleared.statusCode).toBe(200);
    expect((await live()).sold_out.items).toEqual([]);
    expect(
      (await post('/staff/sold-out/clear', { branch_id: 1, target: { kind: 'item', item_id: 100 } })).statusCode,
    ).toBe(404);
  });

  it('refuses unknown targets, past ends, other businesses and missing tokens, and writes nothing', async () => {
    const cases = [
      [
        { branch_id: 1, target: { kind: 'item', item_id: 999 }, duration: { kind: 'indefinitely' } },
        422,
        'body.target.item_id',
      ],
      [
        {
          branch_id: 1,
          target: { kind: 'price_label', item_id: 100, price_label_id: 1 },
          duration: { kind: 'indefinitely' },
        },
        422,
        'body.target.price_label_id',
      ],
      [
        { branch_id: 1, target: { kind: 'modifier', modifier_id: 5 }, duration: { kind: 'indefinitely' } },
        422,
        'body.target.modifier_id',
      ],
      [
        {
          branch_id: 1,
          target: { kind: 'item', item_id: 100 },
          duration: { kind: 'until', at: '2026-03-02T09:00:00Z' },
        },
        422,
        'body.duration.at',
      ],
      [{ branch_id: 1, target: { kind: 'item', item_id: 100 }, duration: { kind: 'forever' } }, 400, undefined],
      [{ branch_id: 77, target: { kind: 'item', item_id: 100 }, duration: { kind: 'indefinitely' } }, 404, undefined],
    ] as const;
    for (const [body, status, path] of cases) {
      const answer = await post('/staff/sold-out', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      if (path) expect(answer.json().error.fields[0].path).toBe(path);
    }
    const anonymous = await runtime.app.inject({
      method: 'POST',
      url: '/api/staff/sold-out',
      payload: { branch_id: 1, target: { kind: 'item', item_id: 100 }, duration: { kind: 'indefinitely' } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await live()).sold_out.items).toEqual([]);
  });

  it('busy mode needs the owner role', async () => {
    const answer = await post('/staff/busy', { branch_id: 1, selling_type: 'pickup', pause: 30 });
    expect(answer.statusCode).toBe(403);
    expect((await live()).busy.paused).toBe(false);
  });

  it('a paused branch refuses orders for now until the pause ends, and guests are told until when', async () => {
    const paused = await post('/staff/busy', { branch_id: 1, selling_type: 'pickup', pause: 30 }, owner);
    expect(paused.json()).toEqual({
      busy: { paused: true, paused_until: '2026-03-02T10:30:00.000Z', extra_minutes: 0 },
    });
    expect((await live()).busy.paused).toBe(true);
    expect((await live('delivery')).busy.paused).toBe(false);
    const refused = await order('paused-order-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toContainEqual(
      expect.objectContaining({ path: 'body.selling_type', code: 'paused' }),
    );
    forward(31 * 60 * 1000);
    expect((await order('paused-order-2')).statusCode).toBe(201);
  });

  it('a scheduled order for a later slot still goes through while paused when the business allows it', async () => {
    await post('/staff/busy', { branch_id: 1, selling_type: 'pickup', pause: 'until_reopened' }, owner);
    const later = await order('paused-later-1', {
      schedule: { type: 'later', slot_start: '2026-03-02T14:00:00+03:00' },
    });
    expect(later.statusCode, later.body).toBe(201);
    await post('/staff/busy', { branch_id: 1, selling_type: 'pickup', pause: 'off' }, owner);
    expect((await order('paused-now-1')).statusCode).toBe(201);
  });

  it('extra preparation minutes are shown to guests and lapse when their time is up', async () => {
    const busy = await post(
      '/staff/busy',
      { branch_id: 1, selling_type: 'pickup', extra_minutes: 20, extra_for_minutes: 60 },
      owner,
    );
    expect(busy.json().busy).toEqual({ paused: false, paused_until: null, extra_minutes: 20 });
    expect((await live()).busy.extra_minutes).toBe(20);
    forward(61 * 60 * 1000);
    expect((await live()).busy.extra_minutes).toBe(0);
  });
});
