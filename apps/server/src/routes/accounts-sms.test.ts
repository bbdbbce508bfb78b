import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSmsConfig } from '../config.ts';
import { createTestClock, createWalletBusinessFile, get, importBusiness, post } from '../testing/account-helpers.ts';
import type { FakeProvider } from '../testing/fake-http-provider.ts';
import { startFakeProvider } from '../testing/fake-http-provider.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const phone = '+96550001234';

describe('codes sent through a real provider (Twilio, faked locally)', () => {
  let twilio: FakeProvider;
  let runtime: TestRuntime;
  let businessId: number;
  beforeEach(async () => {
    twilio = await startFakeProvider();
    const sms = readSmsConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_BASE_URL: twilio.baseUrl,
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15550001111',
    });
    runtime = await createTestRuntime('sqlite', { clock: createTestClock().now, sms });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
  });
  afterEach(async () => {
    await runtime.dispose();
    await twilio.close();
  });

  it('has no dev outbox route', async () => {
    const response = await get(runtime, `dev/outbox?phone=${encodeURIComponent(phone)}`);
    expect(response.statusCode).toBe(404);
  });

  it('sends the code by SMS, and the code logs in', async () => {
    twilio.answer(201, { sid: 'SM1' });
    expect((await post(runtime, 'send-otp', { phone, business_id: businessId })).statusCode).toBe(200);
    const form = new URLSearchParams(twilio.requests[0]?.body);
    expect(form.get('To')).toBe(phone);
    const code = /\d{6}/.exec(form.get('Body') ?? '')?.[0];
    expect((await post(runtime, 'verify-otp', { phone, business_id: businessId, code })).statusCode).toBe(200);
  });

  it('answers 502 sms_unavailable when the provider fails, keeping no code and not using up the phone sends', async () => {
    for (let i = 0; i < 6; i += 1) {
      twilio.answer(503, { code: 20503, message: 'Service unavailable' });
      const failed = await post(runtime, 'send-otp', { phone, business_id: businessId });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error.code).toBe('sms_unavailable');
    }
    expect(await runtime.database.db.selectFrom('otp_codes').selectAll().execute()).toEqual([]);
    twilio.answer(201, { sid: 'SM2' });
    expect((await post(runtime, 'send-otp', { phone, business_id: businessId })).statusCode).toBe(200);
  });
});

describe('the SMS settings', () => {
  it('default to the dev outbox, but not silently in production', () => {
    expect(readSmsConfig({})).toEqual({ provider: 'outbox' });
    expect(() => readSmsConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER/);
    expect(readSmsConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' }).provider).toBe('outbox');
  });

  it('require the provider credentials and apply the documented base URLs', () => {
    expect(() => readSmsConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => readSmsConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow();
    const whatsapp = readSmsConfig({ SMS_PROVIDER: 'whatsapp', WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' });
    expect(whatsapp.whatsapp).toEqual({ baseUrl: 'https://graph.facebook.com', token: 't', phoneNumberId: '1' });
    const twilio = readSmsConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+1',
    });
    expect(twilio.twilio?.baseUrl).toBe('https://api.twilio.com');
  });
});
