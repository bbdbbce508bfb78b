import { describe, expect, it } from 'vitest';
import { readPaymentsConfig } from './config.ts';

describe('the payment settings from the environment', () => {
  it('turns the sandbox gateway on for development and off under NODE_ENV=production, whatever is asked', () => {
    expect(readPaymentsConfig({}).sandbox).toBe(true);
    expect(readPaymentsConfig({ PAYMENT_SANDBOX: '0' }).sandbox).toBe(false);
    expect(readPaymentsConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).sandbox).toBe(false);
  });

  it('defaults to a 20-minute payment window and reads the gateways only when their keys are set', () => {
    const config = readPaymentsConfig({ TAP_SECRET_KEY: 'sk_test_x' });
    expect(config).toMatchObject({
      expiryMinutes: 20,
      reconcileSeconds: 60,
      tap: { baseUrl: 'https://api.tap.company' },
    });
    expect(config.myfatoorah).toBeUndefined();
    expect(readPaymentsConfig({ PAYMENT_EXPIRY_MINUTES: '5' }).expiryMinutes).toBe(5);
  });

  it('refuses a MyFatoorah key without the webhook secret and a window that is not a positive number', () => {
    expect(() => readPaymentsConfig({ MYFATOORAH_API_KEY: 'k' })).toThrow(/MYFATOORAH_WEBHOOK_SECRET/);
    expect(() => readPaymentsConfig({ PAYMENT_EXPIRY_MINUTES: '-1' })).toThrow(/PAYMENT_EXPIRY_MINUTES/);
  });
});
