import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/test-runtime.ts';
import type { BadInputFixture } from './bad-input-fixture.ts';
import { createBadInputFixture, routeContext } from './bad-input-fixture.ts';
import type { BadRequest } from './malformed-input.ts';
import { bodyCases, contentCases, headerCases, paramCases, queryCases } from './malformed-input.ts';
import type { RouteEntry } from './route-table.ts';
import { listRoutes } from './route-table.ts';
import { sendBadRequests } from './send-bad-requests.ts';

/** Fewer generated cases on PostgreSQL, whose dumps cost a round trip per table. */
const runs = {
  sqlite: { body: 30, param: 6, query: 10 },
  postgres: { body: 8, param: 2, query: 3 },
};
const seed = Number(process.env.BAD_INPUT_SEED ?? 20261121);

/** Routes not fuzzed: operations endpoints, CORS preflight and static files. */
const skipped = (route: RouteEntry) =>
  route.method === 'HEAD' ||
  route.method === 'OPTIONS' ||
  ['/metrics', '/healthz', '/readyz'].includes(route.url) ||
  !route.url.startsWith('/api/');

/** Live streams: their success path never ends, so only requests spoiled before the stream opens are sent. */
const streams = new Set([
  '/api/webapp/update-order-events/:a/:b',
  '/api/staff/orders/stream',
  '/api/webapp/update-reservation-events/:id',
  '/api/staff/reservations/stream',
]);

/** Calls that answer nothing without a valid session or staff token. */
const authenticated = (url: string) =>
  url.startsWith('/api/staff/') ||
  [
    '/api/update-profile',
    '/api/webapp/update-profile',
    '/api/create-password',
    '/api/webapp/create-password',
    '/api/webapp/profile/:id',
    '/api/webapp/account/delete/:id',
  ].includes(url);

describe.each(testDialects)('bad input on %s', (dialect) => {
  let fixture: BadInputFixture;
  let routes: RouteEntry[];
  const n = runs[dialect];
  beforeAll(async () => {
    fixture = await createBadInputFixture(dialect);
    routes = listRoutes(fixture.runtime.app).filter((route) => !skipped(route));
  }, 60_000);
  afterAll(() => fixture?.runtime.dispose());

  const check = async (build: (route: RouteEntry) => BadRequest[]) => {
    const requests = routes.flatMap(build);
    const report = await sendBadRequests(fixture, requests);
    expect(report.failures).toEqual([]);
    return report;
  };
  const context = (route: RouteEntry) => routeContext(fixture, route.method, route.url);

  it('the route list comes from the app, so new routes are fuzzed too', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/webapp/order',
        'GET /api/webapp/order/:a/:b',
        'POST /api/service/pos/calc-order/:id',
        'POST /api/staff/orders/:id/status',
        'POST /api/register-whatsapp',
        'GET /api/webapp/v5/restaurant-domain/:domain/:activeBranchRef',
      ]),
    );
    expect(routes.length).toBeGreaterThan(35);
  });

  it('malformed bodies answer 4xx with the error shape and write nothing', async () => {
    const report = await check((route, index = routes.indexOf(route)) =>
      route.method === 'POST' && !streams.has(route.url) ? bodyCases(route, context(route), n.body, seed + index) : [],
    );
    expect(report.sent).toBeGreaterThan(300);
  }, 120_000);

  it('wrong content types, invalid JSON and payloads past the body limit are refused', async () => {
    const limit = fixture.runtime.app.initialConfig.bodyLimit ?? 1024 * 1024;
    expect(limit).toBeLessThanOrEqual(1024 * 1024);
    await check((route) =>
      route.method === 'POST' && !streams.has(route.url) ? contentCases(route, context(route), limit) : [],
    );
  }, 60_000);

  it('malformed path parameters answer 4xx, including unknown ids, SQL, markup and paths', async () => {
    await check((route) =>
      // A stream's parameters that might name the real order would open a stream that never ends.
      paramCases(route, context(route), n.param, seed).filter((c) => c.mustReject || !streams.has(route.url)),
    );
  }, 120_000);

  it('malformed query strings never fail the server or write', async () => {
    await check((route) =>
      streams.has(route.url) ? [] : queryCases(route, context(route), n.query, seed + routes.indexOf(route)),
    );
  }, 60_000);

  it('garbage tokens and idempotency keys are refused where they matter', async () => {
    await check((route) =>
      streams.has(route.url) && !authenticated(route.url)
        ? []
        : headerCases(route, context(route), authenticated(route.url) || streams.has(route.url)),
    );
  }, 60_000);
});
