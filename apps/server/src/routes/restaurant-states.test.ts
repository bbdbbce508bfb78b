import type { BusinessFileInput, MenuResponse, RestaurantResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

describe.each(testDialects)('server-driven states of the restaurant answer on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect);
  });
  afterEach(() => runtime.dispose());

  const importWith = async (business: Partial<BusinessFileInput['business']>) => {
    const base = createBusinessFile();
    const result = await runtime.importObject({ ...base, business: { ...base.business, ...business } });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return result.businessId;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  const grillLine = { item_id: 100, price_label_id: 1000, count: 1 };

  it('a business switched off answers error 1 with its message in the guest language and no menu', async () => {
    await importWith({ state: { status: 'off', message: { en: 'Closed for Eid', ar: 'مغلق للعيد' } } });
    const response = await get('webapp/v5/restaurant/testbistro', { locale: 'ar' });
    expect(response.statusCode).toBe(200);
    const body = response.json<RestaurantResponse>();
    expect(body).toMatchObject({ error: 1, message: 'مغلق للعيد', menu: { categories: [] }, smart_categories: [] });
    expect(body.restaurant.business_name).toBe('بيسترو التجربة');
    const menu = (await get('webapp/v5/menu/1')).json<MenuResponse>();
    expect(menu).toMatchObject({ error: 1, message: 'Closed for Eid', menu: { categories: [] } });
  });

  it('a business replacing its menu answers error 1 with the default message and refuses carts with 409', async () => {
    const businessId = await importWith({ state: { status: 'replacing_menu' } });
    const body = (await get('webapp/v5/restaurant/testbistro')).json<RestaurantResponse>();
    expect(body.error).toBe(1);
    expect(body.message).toMatch(/menu is being updated/);
    const priced = await runtime.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${businessId}`,
      payload: { branch_id: 1, selling_type: 'car_pickup', lines: [grillLine] },
    });
    expect(priced.statusCode).toBe(409);
    expect(priced.json().error.code).toBe('business_closed');
  });

  it('a suspended business answers 433 to the restaurant, domain, menu, branches and calc-order calls', async () => {
    const businessId = await importWith({ state: { status: 'suspended' } });
    for (const url of [
      'webapp/v5/restaurant/testbistro',
      'webapp/v5/restaurant-domain/order.testbistro.com',
      'webapp/v5/menu/1',
      `webapp/branches/${businessId}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(433);
      expect(response.json().error).toEqual({ code: 'business_suspended', message: 'This business is unavailable.' });
    }
    const priced = await runtime.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${businessId}`,
      payload: { branch_id: 1, selling_type: 'car_pickup', lines: [grillLine] },
    });
    expect(priced.statusCode).toBe(433);
  });

  it('a business moved to another reference answers redirect and the new path', async () => {
    await importWith({ moved_to: { reference_id: 'new-bistro' } });
    const body = (await get('webapp/v5/restaurant/testbistro')).json<RestaurantResponse>();
    expect(body).toMatchObject({ redirect: true, url: '/new-bistro', error: 0 });
  });

  it('a business moved to another domain answers redirect and its address', async () => {
    await importWith({ moved_to: { url: 'https://bistro.example.com/' } });
    const body = (await get('webapp/v5/restaurant/testbistro')).json<RestaurantResponse>();
    expect(body).toMatchObject({ redirect: true, url: 'https://bistro.example.com/' });
  });

  it('an open business answers no redirect, no error, its own theme and no web view', async () => {
    await importWith({});
    const body = (await get('webapp/v5/restaurant/testbistro')).json<RestaurantResponse>();
    expect(body).toMatchObject({ redirect: false, url: null, error: 0, message: '', theme_id: null, webview: false });
  });

  it('theme_id picks a named theme of the business and wv=1 says the answer is for a web view', async () => {
    await importWith({ themes: { ramadan: { primary: '#123456', accent: '#654321' } } });
    const body = (await get('webapp/v5/restaurant/testbistro?theme_id=ramadan&wv=1')).json<RestaurantResponse>();
    expect(body.restaurant.theme).toEqual({ primary: '#123456', accent: '#654321' });
    expect(body).toMatchObject({ theme_id: 'ramadan', webview: true });
    const plain = (await get('webapp/v5/restaurant/testbistro?theme_id=unknown&wv=0')).json<RestaurantResponse>();
    expect(plain).toMatchObject({ theme_id: null, webview: false });
    expect(plain.restaurant.theme.primary).toBe('rgb(109,85,124)');
  });

  it('refuses a malformed theme_id or wv with 400 naming the query field', async () => {
    await importWith({});
    const badTheme = await get('webapp/v5/restaurant/testbistro?theme_id=Not%20A%20Theme');
    expect(badTheme.statusCode).toBe(400);
    expect(badTheme.json().error.fields[0].path).toBe('query.theme_id');
    const badWv = await get('webapp/v5/restaurant/testbistro?wv=maybe');
    expect(badWv.statusCode).toBe(400);
    expect(badWv.json().error.fields[0].path).toBe('query.wv');
  });
});

describe.each(testDialects)('setting a business state without an import on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect);
    const result = await runtime.importObject(createBusinessFile());
    expect(result.ok).toBe(true);
  });
  afterEach(() => runtime.dispose());

  it('switching a business off answers error 1 at once, and switching it on serves the menu again', async () => {
    const get = () => runtime.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/testbistro' });
    expect((await get()).json<RestaurantResponse>().error).toBe(0);
    expect(await runtime.setBusinessState('testbistro', { status: 'off' })).toBe(true);
    expect((await get()).json<RestaurantResponse>()).toMatchObject({ error: 1, menu: { categories: [] } });
    await runtime.setBusinessState('testbistro', { status: 'open' });
    expect((await get()).json<RestaurantResponse>().menu.categories).toHaveLength(2);
    expect(await runtime.setBusinessState('nobody', { status: 'off' })).toBe(false);
  });
});
