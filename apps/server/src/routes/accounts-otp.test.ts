import type { SendOtpResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestClock } from '../testing/account-helpers.ts';
import {
  codeFromOutbox,
  createOtherBusinessFile,
  createTestClock,
  createWalletBusinessFile,
  get,
  importBusiness,
  post,
} from '../testing/account-helpers.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const phone = '+96550001234';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testDialects)('one-time codes (%s)', (dialect) => {
  let runtime: TestRuntime;
  let clock: TestClock;
  let businessId: number;
  beforeEach(async () => {
    clock = createTestClock();
    runtime = await createTestRuntime(dialect, { clock: clock.now });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
  });
  afterEach(() => runtime.dispose());

  const send = (body: Record<string, unknown> = {}, ip?: string) =>
    post(runtime, 'send-otp', { phone, business_id: businessId, ...body }, { ip });
  const verify = (code: string, body: Record<string, unknown> = {}, ip?: string) =>
    post(runtime, 'verify-otp', { phone, business_id: businessId, code, ...body }, { ip });

  it('sends a 6-digit code with the resend timer and lifetime, and keeps only its hash', async () => {
    const response = await send({ phone: '50001234', dial_code: '+965' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SendOtpResponse>()).toEqual({ sent: true, retry_after: 30, expires_in: 300 });
    const code = await codeFromOutbox(runtime, phone);
    expect(code).toMatch(/^\d{6}$/);
    const row = await runtime.database.db.selectFrom('otp_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.phone).toBe(phone);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('logs in with the code once, creating the account of that business', async () => {
    await send();
    const code = await codeFromOutbox(runtime, phone);
    const first = await verify(code);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.token).toMatch(/^usr_[A-Za-z0-9_-]{43}$/);
    expect(body.new_user).toBe(true);
    expect(body.user).toMatchObject({ business_id: businessId, phone, verified_phones: [phone] });
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_code');
  });

  it('refuses a code after 5 minutes', async () => {
    await send();
    const code = await codeFromOutbox(runtime, phone);
    clock.advance(5 * 60_000);
    const response = await verify(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('code_expired');
  });

  it('kills a code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    await send();
    const code = await codeFromOutbox(runtime, phone);
    for (let i = 0; i < 5; i += 1) expect((await verify(wrong(code))).json().error.code).toBe('invalid_code');
    const locked = await verify(code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('too_many_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    clock.advance(30_000);
    await send();
    expect((await verify(await codeFromOutbox(runtime, phone))).statusCode).toBe(200);
  });

  it('never lets parallel guesses past the try limit', async () => {
    await send();
    const code = await codeFromOutbox(runtime, phone);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verify(String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))),
    );
    expect(answers.filter((a) => a.json().error.code === 'invalid_code')).toHaveLength(5);
    expect((await verify(code)).statusCode).toBe(429);
  });

  it('binds a code to its phone, purpose and business', async () => {
    const otherId = await importBusiness(runtime, createOtherBusinessFile());
    await send();
    const code = await codeFromOutbox(runtime, phone);
    expect((await verify(code, { phone: '+96550009999' })).json().error.code).toBe('invalid_code');
    expect((await verify(code, { purpose: 'verify_phone' })).json().error.code).toBe('invalid_code');
    expect((await verify(code, { business_id: otherId })).json().error.code).toBe('invalid_code');
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('holds a resend back for 30 seconds, with Retry-After, and the new code replaces the old', async () => {
    await send();
    const oldCode = await codeFromOutbox(runtime, phone);
    clock.advance(10_000);
    const early = await get(
      runtime,
      `webapp/resend-otp?phone=${encodeURIComponent(phone)}&purpose=login&business_id=${businessId}`,
    );
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('resend_too_soon');
    expect(early.headers['retry-after']).toBe('20');
    clock.advance(20_000);
    const resent = await get(
      runtime,
      `webapp/resend-otp?phone=${encodeURIComponent(phone)}&purpose=login&business_id=${businessId}`,
    );
    expect(resent.statusCode).toBe(200);
    const newCode = await codeFromOutbox(runtime, phone);
    if (newCode !== oldCode) expect((await verify(oldCode)).json().error.code).toBe('invalid_code');
    expect((await verify(newCode)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to a phone', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send({}, `10.0.0.${i}`)).statusCode).toBe(200);
      clock.advance(31_000);
    }
    const refused = await send({}, '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBe(3600 - 5 * 31);
    clock.advance((3600 - 5 * 31) * 1000);
    expect((await send({}, '10.0.1.1')).statusCode).toBe(200);
  });

  it('sends at most 20 codes an hour from one address and checks at most 50', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await send({ phone: `+9655000${String(2000 + i)}` }, '10.9.9.9')).statusCode).toBe(200);
    const refused = await send({ phone: '+96550003000' }, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await send({ phone: '+96550003000' }, '10.9.9.8')).statusCode).toBe(200);

    for (let i = 0; i < 50; i += 1)
      expect((await verify('000000', { phone: '+96550004000' }, '10.7.7.7')).statusCode).toBe(400);
    const tooMany = await verify('000000', { phone: '+96550004000' }, '10.7.7.7');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.headers['retry-after']).toBe('3600');
  });

  it('refuses malformed requests and unknown businesses', async () => {
    expect((await send({ phone: '12' })).json().error.code).toBe('invalid_phone');
    expect((await send({ business_id: 999 })).statusCode).toBe(404);
    expect((await post(runtime, 'send-otp', { phone })).statusCode).toBe(400);
    expect((await send({ extra: 1 })).statusCode).toBe(400);
    expect((await verify('12345')).statusCode).toBe(400);
    expect((await send({ reference_id: 'testbistro', business_id: undefined })).statusCode).toBe(200);
  });

  it('with disable_otp, refuses to send or check codes (403 otp_disabled)', async () => {
    const otherId = await importBusiness(runtime, createOtherBusinessFile({ disable_otp: true }));
    const sent = await send({ business_id: otherId });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().error.code).toBe('otp_disabled');
    expect((await verify('123456', { business_id: otherId })).json().error.code).toBe('otp_disabled');
    expect((await post(runtime, 'register-whatsapp', { phone, business_id: otherId })).statusCode).toBe(403);
  });
});
