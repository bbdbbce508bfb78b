import type { PaymentWire, PlaceOrderResponse, UserWire } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestClock } from '../testing/account-helpers.ts';
import { createTestClock, get, importBusiness, login, post } from '../testing/account-helpers.ts';
import {
  createOnlineBusinessFile,
  decide,
  placeOnline,
  sandboxChargeOf,
  transactionOf,
} from '../testing/payment-helpers.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

describe('the wallet and online payments', () => {
  let runtime: TestRuntime;
  let clock: TestClock;
  let token: string;
  let userId: number;
  let businessId: number;
  beforeEach(async () => {
    clock = createTestClock();
    runtime = await createTestRuntime('sqlite', { clock: clock.now });
    businessId = await importBusiness(runtime, createOnlineBusinessFile());
    const session = await login(runtime, { phone: '+96550011122', businessId });
    token = session.token;
    userId = session.user.id;
  });
  afterEach(() => runtime.dispose());

  const balance = () => runtime.accounts.walletRepository.balance(userId);
  const buy = (key: string, packageId = 1) =>
    runtime.app.inject({
      method: 'POST',
      url: `/api/webapp/wallet/purchase/${packageId}`,
      payload: { method: 'knet' },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    });

  it('credits a package bought online exactly once, with its transaction in the wallet history', async () => {
    const started = await buy('buy-package-1');
    expect(started.statusCode).toBe(200);
    const payment = started.json<{ payment: PaymentWire }>().payment;
    expect(payment).toMatchObject({ purpose: 'wallet_package', package_id: 1, amount: 10, status: 'awaiting' });
    expect((await buy('buy-package-1')).json<{ payment: PaymentWire }>().payment.id).toBe(payment.id);
    const back = await decide(runtime, sandboxChargeOf(payment), 'approve');
    expect(back.headers.location).toMatch(new RegExp(`^/testbistro/wallet/history\\?payment=${payment.id}&charge_id=`));
    const read = await get(runtime, `webapp/wallet/purchase/${payment.id}`, { token });
    expect(read.json<{ payment: PaymentWire }>().payment.status).toBe('paid');
    clock.advance(5 * 60_000);
    await runtime.payments.events.reconcile();
    expect(await balance()).toBe(11_000);
    const profile = await get(runtime, `webapp/profile/${userId}?business_id=${businessId}`, { token });
    const history = profile.json<{ user: UserWire }>().user.wallet?.creditHistory ?? [];
    expect(history).toMatchObject([{ amount: 11, kind: 'credit', package_id: 1, payment_id: payment.id }]);
  });

  it('requires a login and an active package to buy one', async () => {
    const guest = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/wallet/purchase/1',
      payload: { method: 'knet' },
      headers: { 'idempotency-key': 'buy-package-2' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await buy('buy-package-3', 2)).statusCode).toBe(404);
  });

  it('pays an order partly from the wallet and the rest online', async () => {
    const staff = await runtime.accounts.staff.createToken({
      referenceId: 'testbistro',
      label: 'cashier',
      now: clock.now(),
      role: 'owner',
    });
    await post(runtime, 'staff/wallet/credit', { user_id: userId, amount: 5, reason: 'Top-up' }, { token: staff });
    const placed = (
      await placeOnline(runtime, 'partly-wallet-1', { token, useWallet: true })
    ).json<PlaceOrderResponse>();
    expect(placed.order).toMatchObject({ status: 11, payment_type: 1, totals: { wallet_discount: 5, total: 4.75 } });
    expect(placed.payment?.amount).toBe(4.75);
    expect(await balance()).toBe(0);
    await decide(runtime, sandboxChargeOf(placed.payment), 'approve');
    expect((await transactionOf(runtime, placed)).status).toBe('paid');
  });

  it('gives the wallet part back when an online order expires unpaid', async () => {
    const staff = await runtime.accounts.staff.createToken({
      referenceId: 'testbistro',
      label: 'cashier',
      now: clock.now(),
      role: 'owner',
    });
    await post(runtime, 'staff/wallet/credit', { user_id: userId, amount: 5, reason: 'Top-up' }, { token: staff });
    await placeOnline(runtime, 'partly-wallet-2', { token, useWallet: true });
    expect(await balance()).toBe(0);
    clock.advance(20 * 60_000);
    expect((await runtime.payments.events.reconcile()).expired).toBe(1);
    expect(await balance()).toBe(5000);
  });

  it('refuses an online method the venue does not offer in its currency', async () => {
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/wallet/purchase/1',
      payload: { method: 'benefit' },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'buy-package-4' },
    });
    expect(response.statusCode).toBe(422);
    const methods = await get(runtime, 'webapp/payment-methods/testbistro');
    expect(methods.json()).toEqual({ gateway: 'sandbox', currency: 'KWD', methods: ['card', 'knet'] });
  });
});
