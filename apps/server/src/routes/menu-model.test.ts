import type { ItemResponse, MenuResponse, RestaurantResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const week = (from: string, to: string) =>
  Array.from({ length: 7 }, () => ({ closed: false, shifts: [{ time_from: from, time_to: to }] }));

/** Grills (10) pinned at breakfast, with a subcategory Kebabs (12) holding item 102; Drinks (11) unpinned. */
function pinnedBusiness() {
  const base = createBusinessFile();
  return createBusinessFile({
    business: { ...base.business, randomize_categories: true },
    categories: [
      { id: 10, name: { en: 'Grills' }, sort: 1, pin: true, pin_schedule: week('07:00', '11:00') },
      { id: 11, name: { en: 'Drinks' }, sort: 2 },
      { id: 12, parent_id: 10, name: { en: 'Kebabs' }, sort: 3 },
    ],
    items: [
      ...(base.items ?? []),
      {
        id: 102,
        category_id: 12,
        name: { en: 'Kofta' },
        types: { delivery: true, car_pickup: true },
        price_labels: [{ id: 1020, price: 2 }],
      },
    ],
  });
}

describe.each(testDialects)('menu data model fields on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect);
    const result = await runtime.importObject(pinnedBusiness());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
  });
  afterEach(() => runtime.dispose());

  const get = <T>(url: string) =>
    runtime.app.inject({ method: 'GET', url: `/api/${url}` }).then((response) => response.json<T>());

  it('categories carry their pin and pin schedule, the business its randomize choice', async () => {
    const body = await get<RestaurantResponse>('webapp/v5/restaurant/testbistro');
    const [grills, drinks] = body.menu.categories;
    expect(grills).toMatchObject({ id: 10, pin: true, pin_schedule: week('07:00', '11:00') });
    expect(drinks).toMatchObject({ id: 11, pin: false, pin_schedule: null });
    expect(body.restaurant.randomize_categories).toBe(true);
    expect((await get<MenuResponse>('webapp/v5/menu/1')).randomize_categories).toBe(true);
  });

  it('an item names the top category of its chain as grand_category', async () => {
    const body = await get<RestaurantResponse>('webapp/v5/restaurant/testbistro');
    const kebabs = body.menu.categories.find((c) => c.id === 12);
    expect(kebabs?.items[0]?.grand_category).toEqual({ id: 10, name: 'Grills' });
    const drinks = body.menu.categories.find((c) => c.id === 11);
    expect(drinks?.items[0]?.grand_category).toEqual({ id: 11, name: 'Drinks' });
    const item = await get<ItemResponse>('webapp/v5/item/1/102');
    expect(item.item.grand_category).toEqual({ id: 10, name: 'Grills' });
  });

  it('answers a large menu a page of top-level categories at a time, each with its subcategories', async () => {
    const first = await get<MenuResponse>('webapp/v5/menu/1?page=1&per_page=1');
    expect(first.menu.categories.map((c) => c.id)).toEqual([10, 12]);
    expect(first.pagination).toEqual({ page: 1, per_page: 1, total: 2, last_page: 2 });
    const second = await get<MenuResponse>('webapp/v5/menu/1?page=2&per_page=1');
    expect(second.menu.categories.map((c) => c.id)).toEqual([11]);
    const whole = await get<MenuResponse>('webapp/v5/menu/1');
    expect(whole.menu.categories).toHaveLength(3);
    expect(whole.pagination).toBeNull();
  });

  it('refuses a page or page size out of range with 400 naming the query field', async () => {
    for (const [query, field] of [
      ['page=0', 'query.page'],
      ['page=x', 'query.page'],
      ['page=1&per_page=101', 'query.per_page'],
    ]) {
      const response = await runtime.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/1?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields[0].path, query).toBe(field);
    }
  });
});
