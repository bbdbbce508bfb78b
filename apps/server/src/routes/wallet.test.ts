import type { ProfileResponse, WalletCreditResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestClock } from '../testing/account-helpers.ts';
import {
  createOtherBusinessFile,
  createTestClock,
  createWalletBusinessFile,
  get,
  importBusiness,
  login,
  post,
} from '../testing/account-helpers.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const phone = '+96550001234';

describe.each(testDialects)('the wallet (%s)', (dialect) => {
  let runtime: TestRuntime;
  let clock: TestClock;
  let businessId: number;
  let staffToken: string;
  beforeEach(async () => {
    clock = createTestClock();
    runtime = await createTestRuntime(dialect, { clock: clock.now });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
    staffToken = await runtime.accounts.staff.createToken({
      referenceId: 'testbistro',
      label: 'Sara at the till',
      now: clock.now(),
      role: 'owner',
    });
  });
  afterEach(() => runtime.dispose());

  const credit = (body: Record<string, unknown>, token = staffToken) =>
    post(runtime, 'staff/wallet/credit', body, { token });

  /** Inserts a bare order row so on-hold amounts have an order status to look at. */
  async function insertOrder(status: number): Promise<number> {
    const at = clock.now().toISOString();
    const row = await runtime.database.db
      .insertInto('orders')
      .values({
        business_id: businessId,
        branch_id: 1,
        secret_hash: 'x',
        user_id: null,
        device_id: null,
        idempotency_key: `k${Math.random()}`,
        request_hash: 'x',
        status,
        selling_type: 'delivery',
        scheduled_for: null,
        name: 'A',
        phone,
        payment_type: 2,
        coupon_code: null,
        use_wallet: 1,
        currency: 'KWD',
        total: 0,
        wallet_amount: 0,
        details: '{}',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('lets staff credit an amount or a package, recording who, when and why; the customer sees it', async () => {
    const { token, user } = await login(runtime, { phone, businessId });
    const byAmount = await credit({ user_id: user.id, amount: 2.5, reason: 'Sorry for the late order' });
    expect(byAmount.statusCode).toBe(200);
    expect(byAmount.json<WalletCreditResponse>()).toMatchObject({
      user_id: user.id,
      balance: 2.5,
      transaction: {
        amount: 2.5,
        kind: 'credit',
        reason: 'Sorry for the late order',
        actor: 'staff:Sara at the till',
        created_at: clock.now().toISOString(),
      },
    });
    const byPackage = await credit({ phone: '50001234', package_id: 1, reason: 'Paid cash at the counter' });
    expect(byPackage.json<WalletCreditResponse>()).toMatchObject({
      balance: 13.5,
      transaction: { amount: 11, package_id: 1 },
    });
    const wallet = (await get(runtime, `webapp/profile/${user.id}`, { token })).json<ProfileResponse>().user.wallet;
    expect(wallet?.balance).toEqual([{ amount: 13.5 }]);
    expect(wallet?.creditHistory.map((entry) => entry.amount)).toEqual([11, 2.5]);
  });

  it('requires a staff token of the same business and refuses bad credits', async () => {
    const { token, user } = await login(runtime, { phone, businessId });
    expect((await credit({ user_id: user.id, amount: 1, reason: 'x' }, token)).statusCode).toBe(401);
    expect((await post(runtime, 'staff/wallet/credit', { user_id: user.id, amount: 1, reason: 'x' })).statusCode).toBe(
      401,
    );
    const otherId = await importBusiness(runtime, createOtherBusinessFile({ enable_wallet: true }));
    const otherStaff = await runtime.accounts.staff.createToken({
      referenceId: 'otherplace',
      label: 'Other',
      now: clock.now(),
      role: 'owner',
    });
    expect((await credit({ user_id: user.id, amount: 1, reason: 'x' }, otherStaff)).statusCode).toBe(404);
    expect(otherId).not.toBe(businessId);
    expect((await credit({ user_id: user.id, amount: 1.0001, reason: 'x' })).statusCode).toBe(400);
    expect((await credit({ user_id: user.id, package_id: 2, reason: 'inactive' })).statusCode).toBe(404);
    expect((await credit({ user_id: user.id, amount: 1, package_id: 1, reason: 'both' })).statusCode).toBe(400);
    expect((await credit({ user_id: user.id, amount: -1, reason: 'negative' })).statusCode).toBe(400);
    expect(await runtime.accounts.walletRepository.balance(user.id)).toBe(0);
  });

  it('lets only the owner credit a wallet: a plain staff token is refused with 403 and nothing is written', async () => {
    const { user } = await login(runtime, { phone, businessId });
    const cashier = await runtime.accounts.staff.createToken({
      referenceId: 'testbistro',
      label: 'Cashier',
      now: clock.now(),
    });
    const refused = await credit({ user_id: user.id, amount: 5, reason: 'Top-up' }, cashier);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('owner_only');
    expect(await runtime.accounts.walletRepository.balance(user.id)).toBe(0);
    expect((await credit({ user_id: user.id, amount: 5, reason: 'Top-up' })).statusCode).toBe(200);
  });

  it('refuses credits when the business has no wallet', async () => {
    await importBusiness(runtime, createOtherBusinessFile());
    const { user } = await login(runtime, {
      phone,
      businessId: (await runtime.businesses.findByReference('otherplace'))!.id,
    });
    const otherStaff = await runtime.accounts.staff.createToken({
      referenceId: 'otherplace',
      label: 'Other',
      now: clock.now(),
      role: 'owner',
    });
    expect((await credit({ user_id: user.id, amount: 1, reason: 'x' }, otherStaff)).json().error.code).toBe(
      'wallet_disabled',
    );
  });

  it('never overdraws under ten concurrent order debits, and refunds once', async () => {
    const { user } = await login(runtime, { phone, businessId });
    await credit({ user_id: user.id, amount: 1, reason: 'start' });
    const wallet = runtime.accounts.walletRepository;
    const db = runtime.database.db;
    const at = clock.now().toISOString();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db
          .transaction()
          .execute(async (trx) => {
            const ok = await wallet.debitForOrder(trx, {
              userId: user.id,
              businessId,
              orderId: 1000 + i,
              amount: 300,
              at,
            });
            if (!ok) throw new Error('short');
            return ok;
          })
          .catch((error: Error) => {
            if (error.message !== 'short') throw error;
            return false;
          }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await wallet.balance(user.id)).toBe(100);
    const ledger = await db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.sum)).toBe(100);

    const paid = 1000 + results.findIndex(Boolean);
    expect(await wallet.debitForOrder(db, { userId: user.id, businessId, orderId: paid, amount: 300, at })).toBe(true);
    expect(await wallet.balance(user.id)).toBe(100);
    expect(await wallet.refundForOrder(db, { orderId: paid, at, reason: 'rejected' })).toBe(300);
    expect(await wallet.refundForOrder(db, { orderId: paid, at })).toBe(0);
    expect(await wallet.refundForOrder(db, { orderId: 999_999, at })).toBe(0);
    expect(await wallet.balance(user.id)).toBe(400);
  });

  it('rolls a debit back with the order transaction, and shows money held by open orders', async () => {
    const { token, user } = await login(runtime, { phone, businessId });
    await credit({ user_id: user.id, amount: 1, reason: 'start' });
    const wallet = runtime.accounts.walletRepository;
    const db = runtime.database.db;
    const at = clock.now().toISOString();
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await wallet.balanceForUpdate(trx, user.id)).toBe(1000);
        await wallet.debitForOrder(trx, { userId: user.id, businessId, orderId: 5, amount: 400, at });
        throw new Error('the order failed later');
      }),
    ).rejects.toThrow('the order failed later');
    expect(await wallet.balance(user.id)).toBe(1000);
    const open = await insertOrder(0);
    const done = await insertOrder(5);
    await wallet.debitForOrder(db, { userId: user.id, businessId, orderId: open, amount: 250, at });
    await wallet.debitForOrder(db, { userId: user.id, businessId, orderId: done, amount: 100, at });
    const shown = (await get(runtime, `webapp/profile/${user.id}`, { token })).json<ProfileResponse>().user.wallet;
    expect(shown).toMatchObject({ balance: [{ amount: 0.65 }], onHoldBalance: 0.25 });
    expect(shown?.creditHistory[0]).toMatchObject({ amount: -0.1, kind: 'order_debit', order_id: done });
  });
});
