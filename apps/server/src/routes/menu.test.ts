import type { ItemResponse, MenuResponse, SearchResponse } from '@okmenu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const breakfastHours = Array.from({ length: 7 }, () => ({
  closed: false,
  shifts: [{ time_from: '07:00', time_to: '11:00' }],
}));

function menuBusiness() {
  const file = createBusinessFile();
  file.categories.push({ id: 12, name: { en: 'Breakfast', ar: 'فطور' }, sort: 3, schedule: breakfastHours });
  file.items.push(
    {
      id: 102,
      category_id: 12,
      name: { en: 'Foul medames', ar: 'فول مدمس' },
      types: { delivery: true },
      price_labels: [{ id: 1020, price: 1 }],
    },
    {
      id: 103,
      category_id: 10,
      name: { en: 'Chicken shawarma', ar: 'شاورما دجاج' },
      description: { en: 'With garlic sauce', ar: 'مع صلصة الثوم' },
      types: { delivery: true, dine_in: true },
      tags: ['spicy'],
      price_labels: [{ id: 1030, price: 1.75 }],
    },
    {
      id: 104,
      category_id: 10,
      name: { en: 'Secret special', ar: 'طبق سري' },
      types: { delivery: true },
      price_labels: [{ id: 1040, price: 3 }],
      branches: [{ branch_id: 1, visible: false }],
    },
  );
  file.tables = [
    { id: 7, branch_id: 2, name: { en: 'Window', ar: 'النافذة' }, seats: 4 },
    { id: 8, branch_id: 2, name: { en: 'Terrace', ar: 'الشرفة' } },
    { id: 9, branch_id: 1, name: { en: 'Counter', ar: 'الكاونتر' }, seats: 1 },
  ];
  file.tags = [
    { key: 'spicy', kind: 'dietary', name: { en: 'Spicy', ar: 'حار' } },
    { key: 'vegan', kind: 'dietary', name: { en: 'Vegan', ar: 'نباتي' } },
  ];
  file.banners = [
    {
      id: 1,
      image: '/media/testbistro/banners/a.webp',
      title: { en: 'Ramadan' },
      starts_on: '2026-03-01',
      ends_on: '2026-03-31',
    },
    { id: 2, image: '/media/testbistro/banners/b.webp', branch_ids: [2] },
  ];
  return file;
}

describe('menu calls', () => {
  let runtime: TestRuntime;
  // Monday 2 March 2026, 13:00 in Kuwait: breakfast (07:00-11:00) is over.
  const now = new Date('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => now });
    expect((await runtime.importObject(menuBusiness())).ok).toBe(true);
  });
  afterAll(() => runtime.dispose());

  const get = (url: string, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  const post = (url: string, payload: unknown) =>
    runtime.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object });

  it('answers the menu of a branch without what is hidden there', async () => {
    const body = (await get('webapp/v5/menu/1')).json<MenuResponse>();
    const names = body.menu.categories.flatMap((c) => c.items.map((i) => i.name));
    expect(names).toContain('Chicken shawarma');
    expect(names).not.toContain('Secret special');
    const other = (await get('webapp/v5/menu/2')).json<MenuResponse>();
    expect(other.menu.categories.flatMap((c) => c.items.map((i) => i.name))).toContain('Secret special');
  });

  it('answers one item with its category, and 404 for a missing or hidden one', async () => {
    const response = await get('webapp/v5/item/1/103', { locale: 'ar' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ItemResponse>();
    expect(body.item.name).toBe('شاورما دجاج');
    expect(body.category).toEqual({ id: 10, name: 'مشاوي', parent_id: null });
    expect((await get('webapp/v5/item/1/999')).statusCode).toBe(404);
    expect((await get('webapp/v5/item/1/104')).statusCode).toBe(404);
    expect((await get('webapp/v5/item/77/103')).statusCode).toBe(404);
    expect((await get('webapp/v5/item/1/abc')).statusCode).toBe(400);
  });

  it('searches every language, ignoring case, diacritics and Arabic letter variants', async () => {
    const search = async (term: string, query = 'branch_id=1&type=delivery') =>
      (await get(`webapp/search/${encodeURIComponent(term)}?${query}`)).json<SearchResponse>().items.map((i) => i.id);
    expect(await search('SHAWARMA')).toEqual([103]);
    expect(await search('شَاوِرْمَا')).toEqual([103]);
    expect(await search('garlic')).toEqual([103]);
    expect(await search('شاي كرك')).toEqual([101]);
  });

  it('searches only what can be ordered now for the branch and selling type', async () => {
    const search = async (term: string, query: string) =>
      (await get(`webapp/search/${encodeURIComponent(term)}?${query}`)).json<SearchResponse>().items.map((i) => i.id);
    expect(await search('foul', 'branch_id=1&type=delivery')).toEqual([]);
    expect(await search('secret', 'branch_id=1&type=delivery')).toEqual([]);
    expect(await search('shawarma', 'branch_id=2&type=dinein')).toEqual([103]);
    expect(await search('grill', 'branch_id=1&type=pickup')).toEqual([100]);
  });

  it('refuses a search without a branch or with a bad type', async () => {
    expect((await get('webapp/search/tea')).statusCode).toBe(400);
    expect((await get('webapp/search/tea?branch_id=1&type=teleport')).statusCode).toBe(400);
    expect((await get(`webapp/search/${'x'.repeat(101)}?branch_id=1`)).statusCode).toBe(400);
  });

  it('lists the tables of one branch in the asked language', async () => {
    const response = await get('webapp/tables/2', { locale: 'ar' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tables: [
        { id: 7, name: 'النافذة', seats: 4 },
        { id: 8, name: 'الشرفة', seats: 2 },
      ],
    });
    expect((await get('webapp/tables/1')).json().tables.map((t: { id: number }) => t.id)).toEqual([9]);
    expect((await get('webapp/tables/77')).statusCode).toBe(404);
    expect((await get('webapp/tables/x')).statusCode).toBe(400);
  });

  it('lists the tags the branch menu uses, in the asked language', async () => {
    const body = (await get('tags-ingredients?branch_id=1&locale=ar')).json();
    expect(body.tags).toEqual([{ key: 'spicy', kind: 'dietary', name: 'حار', icon: null }]);
    expect((await get('tags-ingredients')).statusCode).toBe(400);
  });

  it('answers the banners that run on a date for the branch', async () => {
    const ids = async (query: string, branch = 1) =>
      (await get(`webapp/banners/${branch}${query}`)).json().banners.map((b: { id: number }) => b.id);
    expect(await ids('?date=15-03-2026')).toEqual([1]);
    expect(await ids('?date=15-04-2026')).toEqual([]);
    expect(await ids('', 2)).toEqual([1, 2]);
    expect((await get('webapp/banners/1?date=2026-03-15')).statusCode).toBe(400);
    expect((await get('webapp/banners/1?date=31-02-2026')).statusCode).toBe(400);
  });

  it('counts banner reach and visits, and refuses unknown banners without counting', async () => {
    expect((await post('webapp/banners/reach', { branch_id: 1, banners: [1] })).statusCode).toBe(204);
    const refused = await post('webapp/banners/reach', { branch_id: 1, banners: [1, 99] });
    expect(refused.statusCode).toBe(400);
    const reach = await runtime.database.db.selectFrom('banner_reach').selectAll().execute();
    expect(reach.map((r) => r.count)).toEqual([1]);
    expect((await post('webapp/visit/1', {})).statusCode).toBe(204);
    expect((await post('webapp/visit/1', { source: 'qr' })).statusCode).toBe(204);
    expect((await post('webapp/visit/1', { source: 'carrier-pigeon' })).statusCode).toBe(400);
    expect((await post('webapp/visit/555', {})).statusCode).toBe(404);
    const visits = await runtime.database.db
      .selectFrom('visits')
      .select(['source', 'count'])
      .orderBy('source')
      .execute();
    expect(visits).toEqual([
      { source: 'direct', count: 1 },
      { source: 'qr', count: 1 },
    ]);
  });
});
