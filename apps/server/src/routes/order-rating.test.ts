import type { OrderRatingResponse, PlaceOrderResponse, StaffFeedbackAveragesResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFeedbackBusinessFile } from '../testing/feedback-business.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

// Monday 2 March 2026, 13:00 in Kuwait: pickup (08:00-23:00) is open.
const openNow = new Date('2026-03-02T10:00:00Z');

describe.each(testDialects)('rating an order on %s', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  let placed: PlaceOrderResponse;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => openNow });
    const result = await runtime.importObject(createFeedbackBusinessFile());
    if (!result.ok) throw new Error(JSON.stringify(result));
    businessId = result.businessId;
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody() as object,
      headers: { 'idempotency-key': 'checkout-key-0001' },
    });
    expect(response.statusCode).toBe(201);
    placed = response.json<PlaceOrderResponse>();
  });
  afterEach(() => runtime.dispose());

  const ratingUrl = (secret = placed.access.secret) => `/api/webapp/order/${placed.access.id}/${secret}/rating`;
  const rateOrder = (payload: unknown, secret?: string) =>
    runtime.app.inject({ method: 'POST', url: ratingUrl(secret), payload: payload as object });
  const readRating = () => runtime.app.inject({ method: 'GET', url: ratingUrl() });
  const deliver = async () => {
    for (const to of [1, 3, 5] as const) {
      await runtime.orders.board.move({
        businessId,
        orderId: placed.access.id,
        to,
        actor: 'test',
        reason: null,
        now: openNow,
      });
    }
  };

  it('refuses a rating before the order is delivered, and writes nothing', async () => {
    const response = await rateOrder({ stars: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('order_not_delivered');
    expect((await readRating()).json<OrderRatingResponse>()).toEqual({ rating: null, can_rate: false });
  });

  it('takes one rating with a comment once the order is delivered', async () => {
    await deliver();
    expect((await readRating()).json<OrderRatingResponse>().can_rate).toBe(true);
    const response = await rateOrder({ stars: 4, comment: '  Hot and quick  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderRatingResponse>()).toEqual({
      rating: { order_id: placed.access.id, stars: 4, comment: 'Hot and quick', created_at: openNow.toISOString() },
      can_rate: false,
    });
    const again = await rateOrder({ stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_rated');
    expect((await readRating()).json<OrderRatingResponse>().rating?.stars).toBe(4);
  });

  it('refuses stars outside 1-5 and a long comment, naming the field', async () => {
    await deliver();
    for (const [payload, path] of [
      [{ stars: 0 }, 'body.stars'],
      [{ stars: 6 }, 'body.stars'],
      [{ stars: 4.5 }, 'body.stars'],
      [{ stars: 5, comment: 'x'.repeat(1001) }, 'body.comment'],
      [{ stars: 5, order_id: 3 }, 'body'],
    ] as const) {
      const response = await rateOrder(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[0].path).toBe(path);
    }
    expect((await readRating()).json<OrderRatingResponse>().rating).toBeNull();
  });

  it('hides the order from anyone without its secret', async () => {
    await deliver();
    const response = await rateOrder({ stars: 5 }, 'x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect((await runtime.app.inject({ method: 'GET', url: ratingUrl('y'.repeat(43)) })).statusCode).toBe(404);
  });

  it('shows staff the rating with its order and in the averages', async () => {
    await deliver();
    await rateOrder({ stars: 3 });
    const token = await runtime.accounts.staff.createToken({
      referenceId: 'testbistro',
      label: 'manager',
      now: openNow,
    });
    const headers = { authorization: `Bearer ${token}` };
    const list = (await runtime.app.inject({ method: 'GET', url: '/api/staff/feedback', headers })).json();
    expect(list.feedback[0]).toMatchObject({ kind: 'order_rating', order_id: placed.access.id, stars: 3, answers: [] });
    const averages = (
      await runtime.app.inject({ method: 'GET', url: '/api/staff/feedback/averages', headers })
    ).json<StaffFeedbackAveragesResponse>();
    expect(averages.order_ratings).toEqual({ count: 1, average: 3 });
    expect(averages.weeks[0]).toMatchObject({ week: '2026-03-02', count: 0, order_ratings: { count: 1, average: 3 } });
  });
});
