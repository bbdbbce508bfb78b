import type { OrderHistoryResponse, PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  codeFromOutbox,
  createOtherBusinessFile,
  createWalletBusinessFile,
  get,
  importBusiness,
  login,
  post,
} from '../testing/account-helpers.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const openNow = new Date('2026-03-02T10:00:00Z');

describe.each(testDialects)('a signed-in history includes the guest orders of a proved phone on %s', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect, { clock: () => openNow });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
  });
  afterEach(() => runtime.dispose());

  const placeAsGuest = async (key: string, phone: string, device: string) => {
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: { ...createOrderBody(), phone } as object,
      headers: { 'idempotency-key': key, 'x-device-id': device },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PlaceOrderResponse>().access.id;
  };
  const history = async (token: string) => {
    const response = await get(runtime, `webapp/v5/orders/${businessId}?page=1`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderHistoryResponse>();
  };

  it('shows the guest orders of the phone the user logged in with, from any device, and no one else’s', async () => {
    const first = await placeAsGuest('guest-phone-order-1', '50012345', 'device-other-browser-1');
    const second = await placeAsGuest('guest-phone-order-2', '50012345', 'device-other-browser-2');
    await placeAsGuest('guest-phone-order-3', '50099999', 'device-other-browser-1');
    const { token } = await login(runtime, { phone: '+96550012345', businessId });
    const page = await history(token);
    expect(page.total).toBe(2);
    expect(page.orders.map((order) => order.id).sort()).toEqual([first, second].sort());
    // Such an order opens by its id alone for the user, like one they placed signed in.
    expect((await get(runtime, `webapp/order/${first}`, { token })).statusCode).toBe(200);
  });

  it('never shows the orders of a phone the user has not proved, and shows them once a code proves it', async () => {
    const guestOrder = await placeAsGuest('guest-phone-order-4', '50012345', 'device-other-browser-1');
    const { token } = await login(runtime, { phone: '+96550077777', businessId });
    expect((await history(token)).total).toBe(0);
    expect((await get(runtime, `webapp/order/${guestOrder}`, { token })).statusCode).toBe(404);

    // A code sent but not used proves nothing.
    const phone = '+96550012345';
    await post(runtime, 'send-otp', { phone, business_id: businessId, purpose: 'verify_phone' });
    expect((await history(token)).total).toBe(0);

    const code = await codeFromOutbox(runtime, phone);
    const verified = await post(runtime, 'verify-phone', { phone, business_id: businessId, code }, { token });
    expect(verified.statusCode, verified.body).toBe(200);
    const page = await history(token);
    expect(page.total).toBe(1);
    expect(page.orders[0]?.id).toBe(guestOrder);
  });

  it('keeps another business’s orders with the same phone out', async () => {
    const otherId = await importBusiness(runtime, createOtherBusinessFile());
    const other = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: { ...createOrderBody(), branch_id: createOrderBody().branch_id + 50 } as object,
      headers: { 'idempotency-key': 'other-business-order-1', 'x-device-id': 'device-other-browser-1' },
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(otherId).not.toBe(businessId);
    const { token } = await login(runtime, { phone: '+96550012345', businessId });
    expect((await history(token)).total).toBe(0);
  });
});
