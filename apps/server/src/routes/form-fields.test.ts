import { staffStatusBody, updateProfileBody, verifyOtpBody, type PlaceOrderResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestClock, createWalletBusinessFile, importBusiness, login, post } from '../testing/account-helpers.ts';
import { createBusinessFile } from '../testing/business-factory.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

/*
 * The web's forms validate with the contract's schemas (decision 0100); this proves the server reports the
 * same fields for the same bad body, so a field error from either lands on the same form field.
 */
const phone = '+96550001234';

/** The fields the contract's schema names for a body, as the server writes them (`body.<path>`). */
function contractFields(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => ['body', ...issue.path].join('.')).sort();
}

describe('client and server report the same fields', () => {
  let runtime: TestRuntime;
  let businessId: number;
  beforeEach(async () => {
    runtime = await createTestRuntime(testDialects[0] ?? 'sqlite', { clock: createTestClock().now });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
  });
  afterEach(() => runtime.dispose());

  const serverFields = (response: { json: () => { error: { fields?: { path: string }[] } } }) =>
    (response.json().error.fields ?? []).map((field) => field.path).sort();

  it('update-profile: an empty name and a bad email', async () => {
    const { token } = await login(runtime, { phone, businessId });
    for (const body of [{ name: '  ', email: 'x@' }, { email: 'not-an-email' }, { name: 'x'.repeat(101) }]) {
      const response = await post(runtime, 'update-profile', body, { token });
      expect(response.statusCode).toBe(400);
      const expected = contractFields(updateProfileBody, body);
      expect(expected.length).toBeGreaterThan(0);
      expect(serverFields(response)).toEqual(expected);
    }
  });

  it('verify-otp: a code that is not 6 digits', async () => {
    for (const code of ['12', '12345a', '']) {
      const body = { phone, business_id: businessId, code };
      const response = await post(runtime, 'verify-otp', body);
      expect(response.statusCode).toBe(400);
      expect(serverFields(response)).toEqual(['body.code']);
      expect(contractFields(verifyOtpBody, body)).toEqual(['body.code']);
    }
  });

  it('staff status: a reject without a reason (the board reason dialog)', async () => {
    await runtime.importObject(createBusinessFile());
    const now = new Date('2026-03-02T10:00:00Z');
    const token = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'counter', now });
    const placed = await runtime.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      headers: { 'idempotency-key': 'form-fields-reject-1' },
      payload: createOrderBody(),
    });
    const orderId = placed.json<PlaceOrderResponse>().order.id;
    for (const body of [{ status: 2 }, { status: 2, reason: '   ' }, { status: 2, reason: 'x'.repeat(301) }]) {
      const response = await runtime.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${orderId}/status`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(serverFields(response)).toEqual(['body.reason']);
      expect(contractFields(staffStatusBody, body)).toEqual(['body.reason']);
    }
  });
});
