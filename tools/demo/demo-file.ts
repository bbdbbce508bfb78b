/** data/demo/source/*.json → the business file (data/demo/business.json before formatting). */
import { buildCategories, buildItems, itemIdsOf } from './menu.ts';
import { buildOffers } from './offers.ts';
import { expandWeek, type DemoSource, type Input } from './source.ts';
import { buildZones } from './zones.ts';

/** The business file, in the key order of data/demo/business.json. */
export function buildDemoFile(source: DemoSource): Input {
  const idOf = itemIdsOf(source.items);
  const { discounts, smart_categories, coupons, wallet_packages, banners } = buildOffers(source, idOf);
  return {
    format: 1,
    business: source.business,
    branches: source.branches.branches.map((branch) => ({
      ...branch,
      shifts: Object.fromEntries(Object.entries(branch.shifts).map(([type, week]) => [type, expandWeek(week)])),
    })),
    categories: buildCategories(source),
    items: buildItems(source, idOf),
    discounts,
    smart_categories,
    zones: buildZones(source),
    shipping_countries: source.delivery.shipping_countries,
    tables: source.branches.tables,
    coupons,
    wallet_packages,
    banners,
    tags: source.tags,
  };
}
