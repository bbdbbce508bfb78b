import type { BusinessFileInput, LoginResponse, OutboxMessageWire } from '@okmenu/contract';
import { createBusinessFile } from './business-factory.ts';
import type { TestRuntime } from './test-runtime.ts';

/** A clock a test moves by hand. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

/** A hand-moved clock starting at a fixed moment. */
export function createTestClock(start = '2026-03-02T10:00:00Z'): TestClock {
  let time = Date.parse(start);
  return { now: () => new Date(time), advance: (ms) => void (time += ms) };
}

/** A business with the wallet on, two packages (one inactive) and a wallet policy. */
export function createWalletBusinessFile(overrides: Partial<BusinessFileInput['business']> = {}): BusinessFileInput {
  return createBusinessFile({
    business: {
      enable_wallet: true,
      labels: { wallet_policy: { en: 'Credit never expires.', ar: 'الرصيد لا ينتهي.' } },
      ...overrides,
    } as BusinessFileInput['business'],
    wallet_packages: [
      { id: 1, name: { en: 'Ten for eleven' }, price: 10, credit: 11, active: true },
      { id: 2, name: { en: 'Old package' }, price: 5, credit: 5.5, active: false },
    ],
  } as Partial<BusinessFileInput>);
}

/** A second business (its own reference, domain and branch ids) to check that businesses stay apart. */
export function createOtherBusinessFile(overrides: Partial<BusinessFileInput['business']> = {}): BusinessFileInput {
  const base = createBusinessFile();
  return createBusinessFile({
    business: {
      reference_id: 'otherplace',
      domains: ['order.otherplace.com'],
      ...overrides,
    } as BusinessFileInput['business'],
    branches: base.branches.map((branch) => ({ ...branch, id: branch.id + 50 })),
  });
}

/** Imports a business file and returns the business's numeric id. */
export async function importBusiness(runtime: TestRuntime, file: BusinessFileInput): Promise<number> {
  const result = await runtime.importObject(file);
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result)}`);
  const row = await runtime.businesses.findByReference(file.business.reference_id);
  if (!row) throw new Error('imported business not found');
  return row.id;
}

/** The newest code the dev outbox holds for a phone. */
export async function codeFromOutbox(runtime: TestRuntime, phone: string): Promise<string> {
  const response = await runtime.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
  });
  const messages = response.json<{ messages: OutboxMessageWire[] }>().messages;
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** POSTs JSON to an API path, from a client address. */
export function post(
  runtime: TestRuntime,
  url: string,
  payload: unknown,
  options: { token?: string; ip?: string } = {},
) {
  return runtime.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload: payload as object,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
  });
}

/** GETs an API path with an optional bearer token. */
export function get(runtime: TestRuntime, url: string, options: { token?: string; ip?: string } = {}) {
  return runtime.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
  });
}

/** Sends a login code and logs in with it; returns the session token and user. */
export async function login(
  runtime: TestRuntime,
  options: { phone: string; businessId: number; ip?: string },
): Promise<LoginResponse> {
  const sent = await post(
    runtime,
    'send-otp',
    { phone: options.phone, business_id: options.businessId },
    { ip: options.ip },
  );
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const code = await codeFromOutbox(runtime, options.phone);
  const verified = await post(
    runtime,
    'verify-otp',
    { phone: options.phone, business_id: options.businessId, code },
    { ip: options.ip },
  );
  if (verified.statusCode !== 200) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return verified.json<LoginResponse>();
}
