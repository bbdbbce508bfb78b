import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { createBusinessFile } from '../testing/business-factory.ts';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';

describe('a closed or unreachable database', () => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite');
    expect((await runtime.importObject(createBusinessFile())).ok).toBe(true);
  });
  afterAll(async () => {
    await runtime.app.close();
  });

  it('answers 503 with Retry-After, not 500, to work that arrives after the database has closed', async () => {
    const before = await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/shifts/testbistro' });
    expect(before.statusCode).toBe(200);
    await runtime.database.close();
    const after = await runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/shifts/testbistro' });
    expect(after.statusCode).toBe(503);
    expect(after.headers['retry-after']).toBe('1');
    expect(after.json()).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
  });

  it('tells a lost database from other failures', () => {
    expect(isDatabaseUnavailable(new Error('driver has already been destroyed'))).toBe(true);
    expect(isDatabaseUnavailable(new TypeError('The database connection is not open'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable('driver has already been destroyed')).toBe(false);
  });
});
