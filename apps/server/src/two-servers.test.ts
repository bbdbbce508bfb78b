import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PlaceOrderResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from './compose.ts';
import { createRuntime } from './compose.ts';
import { codeFromOutbox } from './testing/account-helpers.ts';
import { createBusinessFile } from './testing/business-factory.ts';
import { createOrderBody } from './testing/order-factory.ts';
import type { TestDatabase } from './testing/test-runtime.ts';
import { freshDatabase } from './testing/test-runtime.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const shared = process.env.TEST_DATABASE_URL && redisUrl ? describe : describe.skip;
const openNow = new Date('2026-03-02T10:00:00Z');

/** Two server processes' worth of runtime sharing one PostgreSQL database and one Redis. */
shared('two servers on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let dir: string;
  let one: Runtime;
  let two: Runtime;
  let twoUrl: string;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-two-'));
    const prefix = `test-${Date.now().toString(36)}`;
    const start = () =>
      createRuntime(
        {
          databaseUrl: database.url,
          mediaDir: path.join(dir, 'media'),
          webDist: path.join(dir, 'none'),
          allowedOrigins: [],
          redisUrl,
          redisPrefix: prefix,
        },
        undefined,
        { clock: () => openNow },
      );
    one = await start();
    two = await start();
    await fs.mkdir(path.join(dir, 'imports'));
    const file = path.join(dir, 'imports', 'business.json');
    await fs.writeFile(file, JSON.stringify(createBusinessFile()));
    expect((await one.importFile(file)).ok).toBe(true);
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    twoUrl = `http://127.0.0.1:${(two.app.server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('streams an order placed on one server to a guest connected to the other', async () => {
    const placed = await one.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: createOrderBody() as object,
      headers: { 'idempotency-key': 'two-servers-0001' },
    });
    const { access } = placed.json<PlaceOrderResponse>();
    const stream = await fetch(`${twoUrl}/webapp/update-order-events/${access.id}/${access.secret}`);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const token = await one.accounts.staff.createToken({ referenceId: 'testbistro', label: 'counter', now: openNow });
    const moved = await one.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${access.id}/status`,
      payload: { status: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(moved.statusCode).toBe(200);
    while (!text.includes('"status":1')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await reader.cancel();
    expect(text).toContain('"status_name":"accepted"');
  });

  it('verifies on one server a code sent through the other, sharing the try limit', async () => {
    const business = await one.businesses.findByReference('testbistro');
    const phone = '+96550077788';
    const sent = await one.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { phone, business_id: business?.id },
    });
    expect(sent.statusCode).toBe(200);
    const resend = await two.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { phone, business_id: business?.id },
    });
    expect(resend.statusCode).toBe(429);
    const code = await codeFromOutbox(
      { ...one, dir, importObject: async () => ({ ok: false, problems: [] }), dispose: async () => {} },
      phone,
    );
    const verified = await two.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { phone, business_id: business?.id, code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('serves the new menu on the other server after an import on one', async () => {
    const before = await two.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/testbistro' });
    expect(before.json().restaurant.business_name).toBe('Test Bistro');
    const changed = createBusinessFile();
    changed.business.business_name = { en: 'Renamed on one' };
    const file = path.join(dir, 'imports', 'renamed.json');
    await fs.writeFile(file, JSON.stringify(changed));
    expect((await one.importFile(file)).ok).toBe(true);
    // The other server re-checks a cached menu's version at most once a second (decision 0003).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await two.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/testbistro' });
    expect(after.json().restaurant.business_name).toBe('Renamed on one');
  });
});
