import type { PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWalletBusinessFile, importBusiness, login, post } from '../testing/account-helpers.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const openNow = new Date('2026-03-02T10:00:00Z');

describe.each(testDialects)('paying orders with the wallet on %s', (dialect) => {
  let runtime: TestRuntime;
  let userToken: string;
  let userId: number;
  let staffToken: string;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => openNow });
    const businessId = await importBusiness(runtime, createWalletBusinessFile());
    const session = await login(runtime, { phone: '+96550011122', businessId });
    userToken = session.token;
    userId = session.user.id;
    staffToken = await runtime.accounts.staff.createToken({
      referenceId: 'testbistro',
      label: 'cashier',
      now: openNow,
      role: 'owner',
    });
    const credited = await post(
      runtime,
      'staff/wallet/credit',
      { user_id: userId, amount: 10, reason: 'Top-up' },
      { token: staffToken },
    );
    expect(credited.statusCode).toBe(200);
  });
  afterEach(() => runtime.dispose());

  const balance = () => runtime.accounts.walletRepository.balance(userId);
  const order = (key: string) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody({ use_wallet: true, payment_type: 2 }) as object,
      headers: { 'idempotency-key': key, authorization: `Bearer ${userToken}` },
    });

  it('takes the wallet part of the total in the order transaction and charges the rest in cash', async () => {
    const response = await order('wallet-order-1');
    expect(response.statusCode).toBe(201);
    const placed = response.json<PlaceOrderResponse>().order;
    // 9.750 total: the wallet pays 9.750 of its 10.000.
    expect(placed.totals).toMatchObject({ wallet_discount: 9.75, total: 0 });
    expect(placed.payment_type).toBe(2);
    expect(await balance()).toBe(250);
  });

  it('gives the wallet back when the venue rejects the order', async () => {
    const placed = (await order('wallet-order-2')).json<PlaceOrderResponse>().order;
    const rejected = await post(
      runtime,
      `staff/orders/${placed.id}/status`,
      { status: 2, reason: 'Closed early' },
      { token: staffToken },
    );
    expect(rejected.statusCode).toBe(200);
    expect(await balance()).toBe(10_000);
  });

  it('never overdraws under concurrent orders', async () => {
    const responses = await Promise.all([order('concurrent-a'), order('concurrent-b'), order('concurrent-c')]);
    const walletPaid = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json<PlaceOrderResponse>().order.totals.wallet_discount);
    expect(await balance()).toBeGreaterThanOrEqual(0);
    expect(walletPaid.reduce((sum, amount) => sum + amount * 1000, 0) + (await balance())).toBe(10_000);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.json().error.code).toBe('wallet_insufficient');
    }
  });

  it('prices a cart with the signed-in customer’s wallet in calc-order, and not a guest’s', async () => {
    const businessId = (await runtime.businesses.findByReference('testbistro'))?.id;
    const cart = {
      branch_id: 1,
      selling_type: 'pickup',
      lines: [{ item_id: 100, price_label_id: 1000, count: 1 }],
      use_wallet: true,
    };
    const calc = (token?: string) =>
      runtime.app.inject({
        method: 'POST',
        url: `/api/service/pos/calc-order/${businessId}`,
        payload: cart,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    // 4.500 + 0.250 service fee, all paid from the 10.000 wallet.
    expect((await calc(userToken)).json()).toMatchObject({ wallet_discount: 4.75, total: 0 });
    expect((await calc()).json()).toMatchObject({ wallet_discount: 0, total: 4.75 });
  });

  it('ignores use_wallet for a guest', async () => {
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody({ use_wallet: true }) as object,
      headers: { 'idempotency-key': 'guest-wallet-1' },
    });
    expect(response.json<PlaceOrderResponse>().order.totals.wallet_discount).toBe(0);
  });
});
