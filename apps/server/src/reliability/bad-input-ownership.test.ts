import type { CalcOrderBodyInput, PlaceOrderResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderBody } from '../testing/order-factory.ts';
import { testDialects } from '../testing/test-runtime.ts';
import type { BadInputFixture } from './bad-input-fixture.ts';
import { createBadInputFixture } from './bad-input-fixture.ts';
import { dumpDatabase } from './database-dump.ts';
import type { BadRequest } from './malformed-input.ts';
import { sendBadRequests } from './send-bad-requests.ts';

const json = { 'content-type': 'application/json' };

describe.each(testDialects)('fields and ids a client does not own, on %s', (dialect) => {
  let f: BadInputFixture;
  beforeAll(async () => {
    f = await createBadInputFixture(dialect);
  }, 60_000);
  afterAll(() => f?.runtime.dispose());

  const refused = (label: string, method: string, url: string, body: unknown, token?: string): BadRequest => ({
    label,
    method,
    url,
    headers: {
      ...json,
      'x-forwarded-for': '10.8.0.1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(url === '/api/webapp/order' ? { 'idempotency-key': `owned-${label.replaceAll(/\W/g, '-')}` } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    mustReject: true,
  });
  const expectRefused = async (requests: BadRequest[]) => {
    const report = await sendBadRequests(f, requests);
    expect(report.failures).toEqual([]);
  };

  it('an order naming its own total, status, business, user or wallet balance is refused and writes nothing', async () => {
    const fields = {
      total: 0,
      status: 4,
      business_id: f.businessB,
      user_id: f.userB,
      wallet_balance: 1_000_000,
      wallet_discount: 100,
    };
    await expectRefused(
      Object.entries(fields).map(([key, value]) =>
        refused(`order with ${key}`, 'POST', '/api/webapp/order', { ...createOrderBody(), [key]: value }, f.userToken),
      ),
    );
  });

  it('prices sent on order lines are ignored: the server prices the order from its own data', async () => {
    const place = async (key: string, lines: object[]) => {
      const response = await f.runtime.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        payload: createOrderBody({ order_lines: lines as never }) as object,
        headers: { 'idempotency-key': key },
      });
      expect(response.statusCode).toBe(201);
      return response.json<PlaceOrderResponse>().order;
    };
    const honest = await place('honest-prices-1', [{ item_id: 100, price_label_id: 1000, quantity: 2 }]);
    const cheeky = await place('cheeky-prices-1', [
      { item_id: 100, price_label_id: 1000, quantity: 2, price: 0, unit_price: 0, total_price: 0, netPrice: 0.001 },
    ]);
    expect(cheeky.totals).toEqual(honest.totals);
    expect(cheeky.totals.total).toBeGreaterThan(0);
  });

  it('calc-order ignores the prices, fees and total a client sends', async () => {
    const calc = (body: CalcOrderBodyInput) =>
      f.runtime.app.inject({
        method: 'POST',
        url: `/api/service/pos/calc-order/${f.businessA}`,
        payload: body as object,
      });
    const body: CalcOrderBodyInput = {
      branch_id: 1,
      selling_type: 'pickup',
      lines: [{ item_id: 100, price_label_id: 1000, count: 3 }],
    };
    const honest = await calc(body);
    const cheeky = await calc({
      ...body,
      fees: 0,
      total: 0.001,
      lines: [{ item_id: 100, price_label_id: 1000, count: 3, price: 0, unit_price: 0, total_price: 0 }],
    });
    expect(honest.statusCode).toBe(200);
    expect(cheeky.json()).toEqual(honest.json());
  });

  it('update-profile and register refuse a wallet balance, a business, an id or verified phones', async () => {
    const login = { phone: '+96550077788', business_id: f.businessA, code: '123456', name: 'Mallory' };
    await expectRefused([
      ...['wallet_balance', 'business_id', 'id', 'user_id', 'verified_phones', 'created_at'].map((key) =>
        refused(`update-profile with ${key}`, 'POST', '/api/update-profile', { name: 'M', [key]: 5 }, f.userToken),
      ),
      ...['wallet_balance', 'user_id', 'id', 'verified_phones'].map((key) =>
        refused(`register with ${key}`, 'POST', '/api/register', { ...login, [key]: 5 }),
      ),
    ]);
    expect(await f.runtime.accounts.walletRepository.balance(f.userA)).toBe(10_000);
  });

  it("another business's customers, orders and wallets are out of reach", async () => {
    const before = await dumpDatabase(f.runtime.database);
    await expectRefused([
      refused('profile of user B', 'GET', `/api/webapp/profile/${f.userB}`, undefined, f.userToken),
      refused('delete user B', 'GET', `/api/webapp/account/delete/${f.userB}`, undefined, f.userToken),
      refused('order A with B secret', 'GET', `/api/webapp/order/${f.orderA.id}/${f.orderB.secret}`, undefined),
      refused('order B with A secret', 'GET', `/api/webapp/order/${f.orderB.id}/${f.orderA.secret}`, undefined),
      refused('move order B', 'POST', `/api/staff/orders/${f.orderB.id}/status`, { status: 1 }, f.staffToken),
      refused(
        'credit user B',
        'POST',
        '/api/staff/wallet/credit',
        { user_id: f.userB, amount: 5, reason: 'x' },
        f.staffToken,
      ),
      refused(
        'calc-order of B with A branch',
        'POST',
        `/api/service/pos/calc-order/${f.businessB}`,
        { branch_id: 1, selling_type: 'pickup', lines: [{ item_id: 100, price_label_id: 1000, count: 1 }] },
        f.userToken,
      ),
      refused('history of B with A session', 'GET', `/api/webapp/v5/orders/${f.businessB}`, undefined, f.userToken),
      refused(
        'wallet order at B with A session',
        'POST',
        '/api/webapp/order',
        createOrderBody({ branch_id: 51, use_wallet: true }),
        f.userToken,
      ),
    ]);
    expect(await dumpDatabase(f.runtime.database)).toEqual(before);
  });

  it('a wallet credit smaller than the currency can count is refused, not a server error', async () => {
    await expectRefused([
      refused(
        'credit 1e-98',
        'POST',
        '/api/staff/wallet/credit',
        { user_id: f.userA, amount: 2.6e-98, reason: 'x' },
        f.staffToken,
      ),
    ]);
  });

  it('a path part past the router limit and a badly encoded path answer the error shape', async () => {
    const tooLong = await f.runtime.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${'9'.repeat(400)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: { code: 'uri_too_long', message: expect.any(String) } });
    const badlyEncoded = await f.runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/menu/%E0%A4%A' });
    expect(badlyEncoded.statusCode).toBe(400);
    expect(badlyEncoded.json()).toEqual({ error: { code: 'bad_url', message: expect.any(String) } });
  });

  it('the body limit is set, and a payload past it answers 413 with the error shape', async () => {
    expect(f.runtime.app.initialConfig.bodyLimit).toBe(256 * 1024);
    const response = await f.runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: JSON.stringify({ ...createOrderBody(), notes: 'x'.repeat(1024 * 1024) }),
      headers: { ...json, 'idempotency-key': 'oversized-order-1' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
