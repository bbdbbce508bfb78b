import type { OrderWire, PaymentWire, PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestClock } from '../testing/account-helpers.ts';
import { createTestClock, get, importBusiness, post } from '../testing/account-helpers.ts';
import {
  createOnlineBusinessFile,
  decide,
  placeOnline,
  sandboxChargeOf,
  transactionOf,
} from '../testing/payment-helpers.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

describe.each(testDialects)('paying an order online through the sandbox gateway on %s', (dialect) => {
  let runtime: TestRuntime;
  let clock: TestClock;
  let staffToken: string;
  beforeEach(async () => {
    clock = createTestClock();
    runtime = await createTestRuntime(dialect, { clock: clock.now });
    await importBusiness(runtime, createOnlineBusinessFile());
    staffToken = await runtime.accounts.staff.createToken({
      referenceId: 'testbistro',
      label: 'cashier',
      now: clock.now(),
    });
  });
  afterEach(() => runtime.dispose());

  const board = async () =>
    (await get(runtime, 'staff/orders', { token: staffToken })).json<{ orders: OrderWire[] }>().orders;
  const place = async (key: string) => {
    const response = await placeOnline(runtime, key);
    expect(response.statusCode).toBeLessThan(300);
    return response.json<PlaceOrderResponse>();
  };
  const chargeCount = async () =>
    Number(
      (
        await runtime.database.db
          .selectFrom('sandbox_charges')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('places an online order awaiting payment, off the staff board, with the gateway page to go to', async () => {
    const placed = await place('online-order-1');
    expect(placed.order.status).toBe(11);
    expect(placed.payment).toMatchObject({
      status: 'awaiting',
      amount: 9.75,
      currency: 'KWD',
      method: 'knet',
      error: null,
    });
    expect(placed.payment?.redirect_url).toMatch(/^\/api\/sandbox-gateway\/pay\/sbx_/);
    expect(await board()).toEqual([]);
    const page = await runtime.app.inject({ method: 'GET', url: placed.payment?.redirect_url ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('9.750 KWD');
  });

  it('never creates two charges for a double click or a second tab', async () => {
    const [first, second] = await Promise.all([place('online-order-2'), place('online-order-2')]);
    const third = await place('online-order-2');
    expect(third.replayed).toBe(true);
    expect(new Set([first.payment?.id, second.payment?.id, third.payment?.id]).size).toBe(1);
    expect(third.payment?.redirect_url).toBe(first.payment?.redirect_url ?? second.payment?.redirect_url);
    expect(await chargeCount()).toBe(1);
  });

  it('confirms the order exactly once when the tester approves, and only then shows it to the venue', async () => {
    const placed = await place('online-order-3');
    const back = await decide(runtime, sandboxChargeOf(placed.payment), 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(new RegExp(`^/testbistro/order/${placed.order.id}\\?charge_id=sbx_`));
    // The webhook came first; the return page reads the gateway again and changes nothing.
    expect((await transactionOf(runtime, placed)).status).toBe('paid');
    expect((await transactionOf(runtime, placed)).redirect_url).toBeNull();
    const onBoard = await board();
    expect(onBoard.map((order) => [order.id, order.status])).toEqual([[placed.order.id, 0]]);
    const events = onBoard[0]?.events?.map((event) => event.status);
    expect(events).toEqual([11, 0]);
  });

  it('keeps a declined order awaiting payment, says so, and lets the guest come back to it', async () => {
    const placed = await place('online-order-4');
    await decide(runtime, sandboxChargeOf(placed.payment), 'decline');
    const payment = await transactionOf(runtime, placed);
    expect(payment.status).toBe('declined');
    // That charge is spent: /payment/fail offers a new checkout (a new key), and the old order expires.
    expect(payment.redirect_url).toBeNull();
    const order = await get(runtime, `webapp/order/${placed.access.id}/${placed.access.secret}`);
    expect(order.json<{ order: OrderWire }>().order.status).toBe(11);
    expect(await board()).toEqual([]);
  });

  it('refuses a forged webhook with 401 and answers a replayed one with 200 changing nothing', async () => {
    const placed = await place('online-order-5');
    const chargeId = sandboxChargeOf(placed.payment);
    const forged = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/payments/webhook/sandbox',
      payload: { id: chargeId, status: 'CAPTURED', amount: 9750, currency: 'KWD' },
      headers: { 'x-sandbox-signature': 'f'.repeat(64) },
    });
    expect(forged.statusCode).toBe(401);
    expect((await transactionOf(runtime, placed)).status).toBe('awaiting');
    await decide(runtime, chargeId, 'approve');
    await decide(runtime, chargeId, 'decline');
    expect((await transactionOf(runtime, placed)).status).toBe('paid');
    expect((await board())[0]?.events?.length).toBe(2);
  });

  it('flags a capture of another amount and never confirms the order', async () => {
    const placed = await place('online-order-6');
    const chargeId = sandboxChargeOf(placed.payment);
    await runtime.database.db.updateTable('sandbox_charges').set({ amount: 1 }).where('id', '=', chargeId).execute();
    await decide(runtime, chargeId, 'approve');
    const payment = await transactionOf(runtime, placed);
    expect(payment).toMatchObject({ status: 'flagged', flag_reason: 'amount_or_currency_mismatch' });
    expect(await board()).toEqual([]);
    // The venue sees the flagged money and sends it back.
    const flagged = await get(runtime, 'staff/payments/flagged', { token: staffToken });
    expect(flagged.json<{ payments: PaymentWire[] }>().payments.map((p) => p.id)).toEqual([payment.id]);
    const refund = () =>
      post(runtime, `staff/payments/${payment.id}/refund`, { reason: 'Wrong amount' }, { token: staffToken });
    expect((await refund()).json<{ payment: PaymentWire }>().payment).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'succeeded', reason: 'Wrong amount' }],
    });
    expect((await refund()).statusCode).toBe(409);
  });

  it('expires an unpaid order after the payment window and keeps it out of the history', async () => {
    const placed = await place('online-order-7');
    clock.advance(21 * 60_000);
    const round = await runtime.payments.events.reconcile();
    expect(round.expired).toBe(1);
    expect((await transactionOf(runtime, placed)).status).toBe('expired');
    const order = await get(runtime, `webapp/order/${placed.access.id}/${placed.access.secret}`);
    expect(order.json<{ order: OrderWire }>().order.status).toBe(12);
  });

  it('confirms a paid order whose webhook was lost when the reconciliation task reads the gateway', async () => {
    const placed = await place('online-order-8');
    const chargeId = sandboxChargeOf(placed.payment);
    await runtime.database.db
      .updateTable('sandbox_charges')
      .set({ status: 'CAPTURED' })
      .where('id', '=', chargeId)
      .execute();
    clock.advance(3 * 60_000);
    expect((await runtime.payments.events.reconcile()).settled).toBe(1);
    expect((await runtime.payments.events.reconcile()).settled).toBe(0);
    expect((await board()).map((order) => order.status)).toEqual([0]);
  });

  it('confirms once when the return page, a replayed webhook and the reconciliation task race', async () => {
    const placed = await place('online-order-11');
    const chargeId = sandboxChargeOf(placed.payment);
    // Captured at the gateway, but the process died before its webhook arrived.
    await runtime.database.db
      .updateTable('sandbox_charges')
      .set({ status: 'CAPTURED' })
      .where('id', '=', chargeId)
      .execute();
    const sandbox = runtime.payments.sandbox;
    if (!sandbox) throw new Error('the sandbox is on in tests');
    const body = { id: chargeId, status: 'CAPTURED', amount: 9750, currency: 'KWD', reference: 'x' };
    const webhook = () =>
      runtime.app.inject({
        method: 'POST',
        url: '/api/webapp/payments/webhook/sandbox',
        payload: body,
        headers: { 'x-sandbox-signature': signature },
      });
    const signature = await sandbox.sign(body);
    clock.advance(3 * 60_000);
    await Promise.all([
      transactionOf(runtime, placed),
      transactionOf(runtime, placed),
      webhook(),
      webhook(),
      runtime.payments.events.reconcile(),
    ]);
    const events = await runtime.database.db
      .selectFrom('order_events')
      .select('status')
      .where('order_id', '=', placed.order.id)
      .execute();
    expect(events.map((event) => event.status)).toEqual([11, 0]);
    expect((await transactionOf(runtime, placed)).status).toBe('paid');
  });

  it('refunds a paid order the venue rejects and shows the refund to guest and staff', async () => {
    const placed = await place('online-order-9');
    await decide(runtime, sandboxChargeOf(placed.payment), 'approve');
    const rejected = await post(
      runtime,
      `staff/orders/${placed.order.id}/status`,
      { status: 2, reason: 'Sold out' },
      { token: staffToken },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<{ order: OrderWire }>().order.payment).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: 9.75, status: 'succeeded', reason: 'Sold out' }],
    });
    const guest = await get(runtime, `webapp/order/${placed.access.id}/${placed.access.secret}?full=true`);
    expect(guest.json<{ order: OrderWire }>().order.payment?.refunds).toHaveLength(1);
  });

  it('lets staff neither confirm nor cancel an order awaiting payment', async () => {
    const placed = await place('online-order-10');
    for (const status of [0, 9]) {
      const moved = await post(runtime, `staff/orders/${placed.order.id}/status`, { status }, { token: staffToken });
      expect(moved.statusCode).toBe(409);
    }
  });
});
