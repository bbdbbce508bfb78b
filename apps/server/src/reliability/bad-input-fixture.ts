import type { PlaceOrderResponse } from '@okmenu/contract';
import type { Geocoder } from '../adapters/geocoding/geocoder.ts';
import {
  createOtherBusinessFile,
  createWalletBusinessFile,
  importBusiness,
  login,
  post,
} from '../testing/account-helpers.ts';
import { createOrderBody } from '../testing/order-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

/** The moment every bad-input run happens at: both test businesses are open. */
export const fixtureNow = new Date('2026-03-02T10:00:00Z');

/** A geocoder that finds one place everywhere, so no test reaches the network. */
const stubGeocoder: Geocoder = {
  search: async () => [],
  reverse: async ({ lat, lng }) => ({
    placeId: '1',
    lat,
    lng,
    name: 'Stub',
    displayName: 'Stub street, Kuwait',
    category: null,
    type: null,
    osmType: null,
    osmId: null,
    address: null,
    geojson: null,
  }),
};

/** What a request may name: two businesses, their users, orders and tokens. */
export interface BadInputFixture {
  runtime: TestRuntime;
  businessA: number;
  businessB: number;
  userA: number;
  userB: number;
  userToken: string;
  /** A second session, given to the logout call so a logout that is accepted cannot end `userToken`. */
  spareToken: string;
  userBToken: string;
  staffToken: string;
  orderA: { id: number; secret: string };
  orderB: { id: number; secret: string };
}

async function placeOrder(runtime: TestRuntime, body: object, key: string, token?: string) {
  const response = await runtime.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: body,
    headers: { 'idempotency-key': key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`fixture order answered ${response.statusCode}: ${response.body}`);
  return response.json<PlaceOrderResponse>().access;
}

/** A server on a fresh database with business A (wallet on) and business B, a user, a credit and an order in each. */
export async function createBadInputFixture(dialect: 'sqlite' | 'postgres'): Promise<BadInputFixture> {
  const runtime = await createTestRuntime(dialect, { clock: () => fixtureNow, geocoder: stubGeocoder });
  const businessA = await importBusiness(runtime, createWalletBusinessFile());
  const businessB = await importBusiness(runtime, createOtherBusinessFile({ enable_wallet: true }));
  const sessionA = await login(runtime, { phone: '+96550011122', businessId: businessA, ip: '10.0.0.1' });
  const spare = await login(runtime, { phone: '+96550033344', businessId: businessA, ip: '10.0.0.2' });
  const sessionB = await login(runtime, { phone: '+96550022233', businessId: businessB, ip: '10.0.0.3' });
  const staffToken = await runtime.accounts.staff.createToken({
    referenceId: 'testbistro',
    label: 'fuzz',
    now: fixtureNow,
    role: 'owner',
  });
  const credited = await post(
    runtime,
    'staff/wallet/credit',
    { user_id: sessionA.user.id, amount: 10, reason: 'Top-up' },
    { token: staffToken },
  );
  if (credited.statusCode !== 200) throw new Error(`fixture credit answered ${credited.statusCode}`);
  const orderA = await placeOrder(runtime, createOrderBody(), 'fixture-order-a', sessionA.token);
  const orderB = await placeOrder(runtime, createOrderBody({ branch_id: 51 }), 'fixture-order-b', sessionB.token);
  return {
    runtime,
    businessA,
    businessB,
    userA: sessionA.user.id,
    userB: sessionB.user.id,
    userToken: sessionA.token,
    spareToken: spare.token,
    userBToken: sessionB.token,
    staffToken,
    orderA,
    orderB,
  };
}

/** The valid context of a route: its parameters, query, body and headers, so one part at a time can be spoiled. */
export interface RouteContext {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** False for a POST that takes no body (an action on its URL), which may then ignore whatever is sent. */
  readsBody: boolean;
  headers: Record<string, string>;
}

/** POST calls whose URL says everything; they read no body. */
const bodyless = new Set(['/api/webapp/addresses/:id/default']);

const phone = '+96550099988';

/**
 * A request each route accepts (or refuses only for reasons of state), keyed by method and URL pattern.
 * A route missing here still gets every check, with `1` for each parameter and an empty body.
 */
export function routeContext(fixture: BadInputFixture, method: string, url: string): RouteContext {
  const f = fixture;
  const params: Record<string, string> = {
    referenceId: 'testbistro',
    domain: 'order.testbistro.com',
    activeBranchRef: 'city',
    branchId: '1',
    itemId: '100',
    term: 'grill',
    a: String(f.orderA.id),
    b: f.orderA.secret,
    id: '1',
    gateway: 'sandbox',
    packageId: '1',
    paymentId: '1',
    chargeId: `sbx_${'0'.repeat(24)}`,
    decision: 'approve',
  };
  const ids: Record<string, number> = {
    '/api/webapp/v5/orders/:id': f.businessA,
    '/api/service/pos/calc-order/:id': f.businessA,
    '/api/webapp/branches/:id': f.businessA,
    '/api/webapp/profile/:id': f.userA,
    // Never the fixture's own user: an accepted call would delete the account every other case uses.
    '/api/webapp/account/delete/:id': f.userB,
    '/api/staff/orders/:id/status': f.orderA.id,
    '/api/webapp/addresses/:businessId': f.businessA,
  };
  if (ids[url] !== undefined) params.id = String(ids[url]);
  if (ids[url] !== undefined) params.businessId = String(ids[url]);
  const login = { phone, business_id: f.businessA, code: '123456' };
  const bodies: Record<string, unknown> = {
    '/api/webapp/visit/:id': { source: 'qr' },
    '/api/webapp/banners/reach': { branch_id: 1, banners: [1] },
    '/api/webapp/getAddress': { lat: 29.37, lng: 47.98, sessionId: 'session-0001', branch_id: 1 },
    '/api/webapp/setAddress': {
      address: 'Stub street',
      placeId: '1',
      sessionId: 'session-0001',
      branch_id: 1,
      lat: 29.37,
      lng: 47.98,
    },
    '/api/webapp/order': createOrderBody(),
    '/api/service/pos/calc-order/:id': {
      branch_id: 1,
      selling_type: 'pickup',
      lines: [{ item_id: 100, price_label_id: 1000, count: 1, modifiers: [] }],
    },
    '/api/send-otp': { phone, business_id: f.businessA },
    '/api/register-whatsapp': { phone, business_id: f.businessA },
    '/api/verify-otp': login,
    '/api/webapp/login': login,
    '/api/verify-by-whatsapp': login,
    '/api/register': { ...login, name: 'Fuzz' },
    '/api/verify-phone': login,
    '/api/update-profile': { name: 'Fuzz Name' },
    '/api/webapp/update-profile': { name: 'Fuzz Name' },
    '/api/webapp/register-whatsapp': { phone, business_id: f.businessA },
    '/api/webapp/verify-by-whatsapp': login,
    '/api/webapp/register': { ...login, name: 'Fuzz' },
    '/api/webapp/verify-phone': login,
    '/api/verify': login,
    '/api/webapp/verify': login,
    '/api/create-password': { password: 'fuzz-password' },
    '/api/webapp/create-password': { password: 'fuzz-password' },
    '/api/webapp/logout': {},
    '/api/staff/wallet/credit': { user_id: f.userA, amount: 1, reason: 'Top-up' },
    '/api/staff/orders/:id/status': { status: 1 },
    '/api/webapp/addresses': { business_id: f.businessA, title: 'Home', fields: {}, lat: 29.37, lng: 47.98 },
    '/api/webapp/wallet/purchase/:packageId': { method: 'knet' },
    '/api/webapp/payments/webhook/:gateway': { id: `sbx_${'0'.repeat(24)}`, status: 'CAPTURED' },
  };
  const queries: Record<string, Record<string, string>> = {
    '/api/webapp/resend-otp': { phone, business_id: String(f.businessA) },
    '/api/webapp/search/:term': { branch_id: '1' },
    '/api/tags-ingredients': { branch_id: '1' },
    '/api/webapp/profile/:id': { business_id: String(f.businessA) },
    '/api/dev/outbox': { phone },
  };
  const token = url.startsWith('/api/staff/')
    ? f.staffToken
    : url === '/api/webapp/logout'
      ? f.spareToken
      : f.userToken;
  return {
    params,
    query: queries[url] ?? {},
    body: method === 'POST' ? (bodies[url] ?? {}) : undefined,
    readsBody: method === 'POST' && !bodyless.has(url),
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': '10.9.0.1',
      ...(url === '/api/webapp/order' || url === '/api/webapp/wallet/purchase/:packageId'
        ? { 'idempotency-key': 'fuzz-key-0000' }
        : {}),
    },
  };
}
