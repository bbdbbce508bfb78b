import type { ProfileResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestClock } from '../testing/account-helpers.ts';
import {
  codeFromOutbox,
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
const day = 24 * 60 * 60 * 1000;

describe.each(testDialects)('sessions, profile and account (%s)', (dialect) => {
  let runtime: TestRuntime;
  let clock: TestClock;
  let businessId: number;
  beforeEach(async () => {
    clock = createTestClock();
    runtime = await createTestRuntime(dialect, { clock: clock.now });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
  });
  afterEach(() => runtime.dispose());

  const profile = (id: number, token?: string, query = '') => get(runtime, `webapp/profile/${id}${query}`, { token });

  it('shows your own profile with the wallet: balance, packages on sale, history and policy', async () => {
    const { token, user } = await login(runtime, { phone, businessId });
    const response = await profile(user.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<ProfileResponse>().user).toEqual({
      id: user.id,
      business_id: businessId,
      phone,
      name: null,
      email: null,
      birthday: null,
      verified_phones: [phone],
      locations: [],
      wallet: {
        wallet_feature_enabled: true,
        balance: [{ amount: 0 }],
        onHoldBalance: 0,
        availablePackages: [{ id: 1, name: 'Ten for eleven', description: '', price: 10, credit: 11 }],
        creditHistory: [],
        policy: 'Credit never expires.',
      },
    });
  });

  it('has no wallet in the profile when the business has none', async () => {
    const otherId = await importBusiness(runtime, createOtherBusinessFile());
    const { token, user } = await login(runtime, { phone, businessId: otherId });
    expect((await profile(user.id, token)).json<ProfileResponse>().user.wallet).toBeNull();
  });

  it("does not show another user's profile (404) nor any profile without a token (401)", async () => {
    const alice = await login(runtime, { phone, businessId });
    const bob = await login(runtime, { phone: '+96550005678', businessId });
    const response = await profile(bob.user.id, alice.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect((await profile(alice.user.id)).statusCode).toBe(401);
    expect((await profile(alice.user.id, 'usr_' + 'x'.repeat(43))).statusCode).toBe(401);
  });

  it("refuses a token of business A on business B's calls", async () => {
    const otherId = await importBusiness(runtime, createOtherBusinessFile());
    const { token, user } = await login(runtime, { phone, businessId });
    expect((await profile(user.id, token, `?business_id=${businessId}`)).statusCode).toBe(200);
    expect((await profile(user.id, token, `?business_id=${otherId}`)).statusCode).toBe(401);
    const response = await post(runtime, 'verify-phone', { phone, business_id: otherId, code: '123456' }, { token });
    expect(response.statusCode).toBe(401);
  });

  it('gives a new token at each login; logout revokes only that one', async () => {
    const first = await login(runtime, { phone, businessId });
    clock.advance(31_000);
    const second = await login(runtime, { phone, businessId });
    expect(second.token).not.toBe(first.token);
    expect(second.user.id).toBe(first.user.id);
    expect(second.new_user).toBe(false);
    const out = await post(runtime, 'webapp/logout', {}, { token: first.token });
    expect(out.json()).toEqual({ logged_out: true });
    expect((await profile(first.user.id, first.token)).statusCode).toBe(401);
    expect((await profile(first.user.id, second.token)).statusCode).toBe(200);
    const stored = await runtime.database.db.selectFrom('user_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(first.token);
  });

  it('ends a session after 30 idle days, and after 180 days however busy', async () => {
    const idle = await login(runtime, { phone, businessId });
    clock.advance(29 * day);
    expect((await profile(idle.user.id, idle.token)).statusCode).toBe(200);
    clock.advance(29 * day);
    expect((await profile(idle.user.id, idle.token)).statusCode).toBe(200);
    clock.advance(30 * day);
    const expired = await profile(idle.user.id, idle.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('session_expired');

    const busy = await login(runtime, { phone, businessId });
    for (let days = 0; days < 175; days += 25) {
      clock.advance(25 * day);
      expect((await profile(busy.user.id, busy.token)).statusCode).toBe(200);
    }
    clock.advance(6 * day);
    expect((await profile(busy.user.id, busy.token)).statusCode).toBe(401);
  });

  it('deletes only your own account, erasing its data and ending its sessions', async () => {
    const alice = await login(runtime, { phone, businessId });
    const bob = await login(runtime, { phone: '+96550005678', businessId });
    expect((await get(runtime, `webapp/account/delete/${bob.user.id}`, { token: alice.token })).statusCode).toBe(404);
    const deleted = await get(runtime, `webapp/account/delete/${alice.user.id}`, { token: alice.token });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await profile(alice.user.id, alice.token)).statusCode).toBe(401);
    expect((await profile(bob.user.id, bob.token)).statusCode).toBe(200);
    const row = await runtime.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', alice.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: `deleted:${alice.user.id}`, name: null, email: null });
    clock.advance(31_000);
    const again = await login(runtime, { phone, businessId });
    expect(again.new_user).toBe(true);
    expect(again.user.id).not.toBe(alice.user.id);
  });

  it('registers with a code and a name, then updates the profile', async () => {
    await post(runtime, 'send-otp', { phone, reference_id: 'testbistro' });
    const code = await codeFromOutbox(runtime, phone);
    const registered = await post(runtime, 'register', {
      phone,
      reference_id: 'testbistro',
      code,
      name: 'Mona',
      email: 'mona@example.com',
    });
    expect(registered.statusCode).toBe(200);
    const { token, user } = registered.json();
    expect(user).toMatchObject({ name: 'Mona', email: 'mona@example.com' });
    const updated = await post(
      runtime,
      'update-profile',
      { name: 'Mona A.', email: null, birthday: '1990-05-01' },
      { token },
    );
    expect(updated.json<ProfileResponse>().user).toMatchObject({
      name: 'Mona A.',
      email: null,
      birthday: '1990-05-01',
    });
    expect((await post(runtime, 'update-profile', { email: 'not-an-email' }, { token })).statusCode).toBe(400);
    expect((await post(runtime, 'update-profile', { name: 'X' })).statusCode).toBe(401);
  });

  it('verifies a second phone for a logged-in user, who may then switch to it', async () => {
    const { token, user } = await login(runtime, { phone, businessId });
    const second = '+96560001111';
    expect((await post(runtime, 'update-profile', { phone: second }, { token })).json().error.code).toBe(
      'phone_not_verified',
    );
    await post(runtime, 'send-otp', { phone: second, business_id: businessId, purpose: 'verify_phone' });
    const code = await codeFromOutbox(runtime, second);
    const verified = await post(runtime, 'verify-phone', { phone: second, business_id: businessId, code }, { token });
    expect(verified.json()).toEqual({ verified: true, phone: second, verified_phones: [phone, second] });
    const switched = await post(runtime, 'update-profile', { phone: second }, { token });
    expect(switched.json<ProfileResponse>().user).toMatchObject({ id: user.id, phone: second });
  });

  it('logs in through the WhatsApp variants and webapp/login', async () => {
    const sent = await post(runtime, 'register-whatsapp', { phone, business_id: businessId });
    expect(sent.statusCode).toBe(200);
    const outbox = (await get(runtime, `dev/outbox?phone=${encodeURIComponent(phone)}`)).json();
    expect(outbox.messages[0]).toMatchObject({ to: phone, channel: 'whatsapp' });
    const code = await codeFromOutbox(runtime, phone);
    expect((await post(runtime, 'verify-by-whatsapp', { phone, business_id: businessId, code })).statusCode).toBe(200);
    clock.advance(31_000);
    await post(runtime, 'send-otp', { phone, business_id: businessId });
    const next = await codeFromOutbox(runtime, phone);
    expect((await post(runtime, 'webapp/login', { phone, business_id: businessId, code: next })).json().token).toMatch(
      /^usr_/,
    );
  });
});
