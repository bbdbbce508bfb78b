import type { RestaurantResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

describe.each(testDialects)('restaurant calls on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect);
    const result = await runtime.importObject(createBusinessFile());
    expect(result.ok).toBe(true);
  });
  afterEach(() => runtime.dispose());

  const get = (url: string, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  it('answers the restaurant with its menu in the language the client asks for', async () => {
    const response = await get('webapp/v5/restaurant/testbistro', { locale: 'ar' });
    expect(response.statusCode).toBe(200);
    const body = response.json<RestaurantResponse>();
    expect(body.restaurant.business_name).toBe('بيسترو التجربة');
    expect(body.restaurant.currency).toMatchObject({ code: 'KWD', decimal_digits: 3 });
    expect(body.restaurant.selling_types.sort()).toEqual(['car_pickup', 'delivery', 'dine_in']);
    expect(body.menu.categories.map((c) => c.name)).toEqual(['مشاوي', 'مشروبات']);
    expect(body.menu.categories[1]?.items[0]?.price_labels.map((l) => l.price)).toEqual([0.35, 0.5]);
    expect(body.restaurant.fees).toBe(0.25);
    expect(body.error).toBe(0);
  });

  it('falls back to the business first language when the asked one is not offered', async () => {
    const body = (await get('webapp/v5/restaurant/testbistro', { locale: 'fr' })).json<RestaurantResponse>();
    expect(body.restaurant.business_name).toBe('Test Bistro');
  });

  it('answers an unknown business with 404 and the error shape', async () => {
    const response = await get('webapp/v5/restaurant/nobody');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('nobody') } });
  });

  it('refuses a malformed reference with 400 naming the field', async () => {
    const response = await get('webapp/v5/restaurant/Bad%20Ref!');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('params.referenceId');
  });

  it('answers 304 when the client already has the same version', async () => {
    const first = await get('webapp/v5/restaurant/testbistro');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await get('webapp/v5/restaurant/testbistro', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('compresses the answer for clients that accept it', async () => {
    const response = await get('webapp/v5/restaurant/testbistro', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the new menu right after an import', async () => {
    await get('webapp/v5/restaurant/testbistro');
    const changed = createBusinessFile();
    changed.business.business_name = { en: 'Renamed Bistro' };
    expect((await runtime.importObject(changed)).ok).toBe(true);
    const body = (await get('webapp/v5/restaurant/testbistro')).json<RestaurantResponse>();
    expect(body.restaurant.business_name).toBe('Renamed Bistro');
  });

  it('finds a business by its custom domain and branch reference', async () => {
    const response = await get('webapp/v5/restaurant-domain/order.testbistro.com/salmiya');
    expect(response.statusCode).toBe(200);
    expect(response.json<RestaurantResponse>().restaurant.branch_id).toBe(2);
    expect((await get('webapp/v5/restaurant-domain/unknown.example.com')).statusCode).toBe(404);
  });

  it('lists the branches of a business by id', async () => {
    const restaurant = (await get('webapp/v5/restaurant/testbistro')).json<RestaurantResponse>();
    const response = await get(`webapp/branches/${restaurant.restaurant.id}`);
    expect(response.json().branches.map((b: { name: string }) => b.name)).toEqual(['City', 'Salmiya']);
    expect((await get('webapp/branches/abc')).statusCode).toBe(400);
    expect((await get('webapp/branches/999999')).statusCode).toBe(404);
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await get('webapp/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
