import type { OrderWire, PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWalletBusinessFile, importBusiness, login } from '../testing/account-helpers.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const openNow = new Date('2026-03-02T10:00:00Z');

describe.each(testDialects)('GET webapp/order/{id} and webapp/order/{id}/{x} on %s', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => openNow });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
  });
  afterEach(() => runtime.dispose());

  const place = (key: string, token?: string) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody() as object,
      headers: { 'idempotency-key': key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const read = (url: string, token?: string) =>
    runtime.app.inject({
      method: 'GET',
      url: `/api/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('the signed-in owner reads the order by its id alone, with lines when full=true', async () => {
    const { token } = await login(runtime, { phone: '+96550011122', businessId });
    const { access } = (await place('by-id-order-1', token)).json<PlaceOrderResponse>();
    const response = await read(`webapp/order/${access.id}?full=true`, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<{ order: OrderWire }>().order).toMatchObject({ id: access.id, status_name: 'pending' });
    expect(response.json<{ order: OrderWire }>().order.lines).toHaveLength(2);
  });

  it('anyone else, a guest or another customer, gets 404 by id alone, as if the order did not exist', async () => {
    const { access } = (await place('by-id-order-2')).json<PlaceOrderResponse>();
    expect((await read(`webapp/order/${access.id}`)).statusCode).toBe(404);
    const other = await login(runtime, { phone: '+96550033344', businessId });
    expect((await read(`webapp/order/${access.id}`, other.token)).statusCode).toBe(404);
    expect((await read('webapp/order/abc')).statusCode).toBe(400);
  });

  it('webapp/order/{id}/{x} with x the order secret answers the holder of the secret', async () => {
    const { access } = (await place('by-id-order-3')).json<PlaceOrderResponse>();
    const response = await read(`webapp/order/${access.id}/${access.secret}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ order: OrderWire }>().order.id).toBe(access.id);
  });
});
