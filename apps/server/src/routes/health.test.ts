import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

describe('operating the server', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
    await runtime.importObject(createBusinessFile());
  });
  afterAll(() => runtime.dispose());

  it('answers /healthz and /readyz with the database check', async () => {
    expect((await runtime.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await runtime.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('counts requests per route pattern in Prometheus metrics', async () => {
    await runtime.app.inject({ url: '/api/webapp/v5/restaurant/testbistro' });
    const metrics = await runtime.app.inject({ url: '/metrics' });
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/webapp/v5/restaurant/:referenceId",status="200"} 1',
    );
    expect(metrics.body).toContain('orders_placed_total 0');
    expect(metrics.body).toContain('live_event_subscribers 0');
  });

  it('answers a request id header on every response', async () => {
    const response = await runtime.app.inject({ url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
