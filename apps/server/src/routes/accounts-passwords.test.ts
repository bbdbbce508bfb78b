import type { LoginResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestClock } from '../testing/account-helpers.ts';
import {
  codeFromOutbox,
  createTestClock,
  createWalletBusinessFile,
  importBusiness,
  login,
  post,
} from '../testing/account-helpers.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const phone = '+96550001234';

describe.each(testDialects)('passwords and the webapp/ account paths (%s)', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  let clock: TestClock;
  beforeEach(async () => {
    clock = createTestClock();
    runtime = await createTestRuntime(dialect, { clock: clock.now });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
  });
  afterEach(() => runtime.dispose());

  const verifyWith = (password: string, ip = '10.1.0.1') =>
    post(runtime, 'webapp/verify', { phone, business_id: businessId, password }, { ip });

  it('a logged-in guest sets a password and later logs in with it instead of a code', async () => {
    const { token, user } = await login(runtime, { phone, businessId });
    const set = await post(runtime, 'webapp/create-password', { password: 'kabsa-2026!' }, { token });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ password_set: true });
    const stored = await runtime.database.db.selectFrom('user_passwords').selectAll().executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored.password_hash).not.toContain('kabsa');

    const response = await verifyWith('kabsa-2026!');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body).toMatchObject({ new_user: false, user: { id: user.id } });
    expect(body.token).not.toBe(token);
  });

  it('create-password needs a session and refuses a short or unconfirmed password naming the field', async () => {
    expect((await post(runtime, 'webapp/create-password', { password: 'long-enough' })).statusCode).toBe(401);
    const { token } = await login(runtime, { phone, businessId });
    const short = await post(runtime, 'create-password', { password: 'short' }, { token });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields[0].path).toBe('body.password');
    const differ = await post(
      runtime,
      'create-password',
      { password: 'long-enough', password_confirmation: 'long-enouhg' },
      { token },
    );
    expect(differ.json().error.fields[0].path).toBe('body.password_confirmation');
    expect(await runtime.database.db.selectFrom('user_passwords').selectAll().execute()).toEqual([]);
  });

  it('a wrong password, an unknown phone and a phone without a password answer the same 400', async () => {
    const unknown = await verifyWith('whatever-1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('invalid_password');
    const { token } = await login(runtime, { phone, businessId });
    const none = await verifyWith('whatever-1');
    expect(none.json().error.code).toBe('invalid_password');
    await post(runtime, 'webapp/create-password', { password: 'right-password' }, { token });
    const wrong = await verifyWith('wrong-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'invalid_password', fields: [{ path: 'body.password' }] });
    expect(wrong.json().error.message).toMatch(/4 tries left/);
  });

  it('after 5 wrong tries the password is locked, even when right, until the guest logs in with a code', async () => {
    const { token } = await login(runtime, { phone, businessId });
    await post(runtime, 'webapp/create-password', { password: 'right-password' }, { token });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyWith('wrong-password')).statusCode).toBe(400);
    }
    const locked = await verifyWith('right-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('too_many_attempts');
    clock.advance(31_000);
    await login(runtime, { phone, businessId, ip: '10.1.0.2' });
    expect((await verifyWith('right-password')).statusCode).toBe(200);
  });

  it('verify takes a login code too, and refuses both or neither of code and password', async () => {
    const sent = await post(runtime, 'webapp/register-whatsapp', { phone, business_id: businessId });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await codeFromOutbox(runtime, phone);
    const both = await post(runtime, 'webapp/verify', { phone, business_id: businessId, code, password: 'x' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields[0].path).toBe('body.password');
    const response = await post(runtime, 'verify', { phone, business_id: businessId, code });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LoginResponse>().new_user).toBe(true);
  });

  it('answers register, verify-phone and update-profile under webapp/ as well as at their first paths', async () => {
    const { token } = await login(runtime, { phone, businessId });
    const updated = await post(runtime, 'webapp/update-profile', { name: 'Sara' }, { token });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().user.name).toBe('Sara');
    for (const path of ['webapp/register', 'webapp/verify-phone', 'webapp/verify-by-whatsapp']) {
      const extra = path === 'webapp/register' ? { name: 'Sara' } : {};
      const response = await post(runtime, path, { phone, business_id: businessId, code: '000000', ...extra });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.code, path).toBe('invalid_code');
    }
  });
});
