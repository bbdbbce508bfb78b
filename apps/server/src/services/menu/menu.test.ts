import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queriesOf, readsSettings } from '../../testing/query-spy.ts';
import { BusinessRepository } from '../../db/business-repository.ts';
import { createBusinessFile } from '../../testing/business-factory.ts';
import type { TestRuntime } from '../../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../../testing/test-runtime.ts';
import { DeliveryService } from '../delivery/delivery.ts';
import { RestaurantService } from '../business/restaurant.ts';
import { GraphCache } from '../shared/graph-cache.ts';
import { ResponseCache } from '../shared/response-cache.ts';
import { MenuService } from './menu.ts';

/**
 * More businesses than the repository keeps parsed settings for (decision 0119): a cached answer is served
 * from the business row's version alone, as a repeat of one business is, without reading the settings.
 */
describe.each(testDialects)('cached guest answers of many businesses on %s', (dialect) => {
  let runtime: TestRuntime;
  let services: { menus: MenuService; restaurants: RestaurantService; zones: DeliveryService };
  let businesses: BusinessRepository;

  beforeEach(async () => {
    runtime = await createTestRuntime(dialect);
    expect((await runtime.importObject(createBusinessFile())).ok).toBe(true);
    const other = createBusinessFile();
    other.business.reference_id = 'otherplace';
    other.business.domains = [];
    other.business.locales = ['ar', 'en'];
    other.branches = other.branches.map((branch) => ({ ...branch, id: branch.id + 100 }));
    expect((await runtime.importObject(other)).ok).toBe(true);
    // Parsed settings kept for one business only: two businesses in turn never find theirs kept.
    businesses = new BusinessRepository(runtime.database.db, { parsedSettingsKept: 1 });
    const cache = new ResponseCache({
      currentVersion: (id) => businesses.version(id),
      revalidateMs: 1000,
      clock: () => Date.now(),
      maxEntries: 100,
    });
    const graphs = new GraphCache(businesses);
    services = {
      menus: new MenuService({ businesses, graphs, cache }),
      restaurants: new RestaurantService({ businesses, graphs, cache }),
      zones: new DeliveryService({
        businesses,
        graphs,
        cache,
        geocoder: { search: async () => [], reverse: async () => null } as never,
      }),
    };
  });
  afterEach(() => runtime.dispose());

  const round = () =>
    Promise.all(
      [1, 101].flatMap((branchId) => [
        services.menus.menu({ branchId, locale: 'fr' }),
        services.zones.zones({ branchId, locale: 'en', shipping: false }),
      ]),
    ).then(async (answers) => [
      ...answers,
      await services.restaurants.byReference({ referenceId: 'testbistro', locale: 'ar' }),
      await services.restaurants.byReference({ referenceId: 'otherplace', locale: undefined }),
    ]);

  it('answers a cached menu, zones or restaurant call with one query and no settings read', async () => {
    const first = await round();
    const queries = await queriesOf(runtime.database.db, async () => {
      const again = await round();
      // The same prepared answers.
      expect(again).toEqual(first);
      again.forEach((body, index) => expect(body).toBe(first[index]));
    });
    expect(queries.filter(readsSettings)).toEqual([]);
    expect(queries).toHaveLength(first.length);
  });

  it('resolves the language from the locales the business had when its answer was cached', async () => {
    await round();
    const menu = async (branchId: number, locale: string | undefined) =>
      JSON.parse((await services.menus.menu({ branchId, locale })).identity().toString('utf8')) as {
        menu: { categories: { name: string }[] };
      };
    // An unknown language falls back to the business's first locale, English here and Arabic there.
    expect((await menu(1, 'fr')).menu.categories[0]?.name).toBe((await menu(1, 'en')).menu.categories[0]?.name);
    expect((await menu(101, 'fr')).menu.categories[0]?.name).toBe((await menu(101, 'ar')).menu.categories[0]?.name);
    expect((await menu(101, 'fr')).menu.categories[0]?.name).not.toBe((await menu(101, 'en')).menu.categories[0]?.name);
  });

  it('refuses a business suspended after its answers were cached, with its message', async () => {
    await round();
    await businesses.setState({
      referenceId: 'otherplace',
      state: { status: 'suspended', message: { en: 'Plan lapsed', ar: 'انتهت الخطة' } },
      now: new Date(),
    });
    await expect(services.menus.menu({ branchId: 101, locale: 'en' })).rejects.toMatchObject({
      status: 433,
      message: 'Plan lapsed',
    });
    await expect(services.restaurants.byReference({ referenceId: 'otherplace', locale: 'fr' })).rejects.toMatchObject({
      status: 433,
      message: 'انتهت الخطة',
    });
    // The other business is still answered from its cached answers.
    await expect(services.menus.menu({ branchId: 1, locale: 'fr' })).resolves.toBeDefined();
  });
});
