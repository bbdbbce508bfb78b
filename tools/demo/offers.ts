/** Discounts, smart categories, coupons and banners: the source names items by slug, the business file by id. */
import type { DemoSource, Input } from './source.ts';

type Discounts = NonNullable<Input['discounts']>;

export function buildOffers({ offers }: DemoSource, idOf: (slug: string) => number) {
  const discounts = Object.fromEntries(
    Object.entries(offers.discounts).map(([type, rules]) => [
      type,
      rules.items
        ? {
            ...rules,
            items: Object.fromEntries(Object.entries(rules.items).map(([slug, d]) => [String(idOf(slug)), d])),
          }
        : rules,
    ]),
  ) as Discounts;
  const smart_categories: Input['smart_categories'] = offers.smart_categories.map((smart) => ({
    ...smart,
    item_ids: (smart.item_ids ?? []).map(idOf),
  }));
  const coupons: Input['coupons'] = offers.coupons.map((coupon) => {
    const { item_ids, ...rest } = coupon;
    return item_ids ? { ...coupon, item_ids: item_ids.map(idOf) } : rest;
  });
  const banners: Input['banners'] = offers.banners.map((b) => ({
    id: b.id,
    image: `/media/demo/banners/${b.slug}.webp`,
    title: b.title,
    ...(b.link.item ? { link_item_id: idOf(b.link.item) } : {}),
    ...(b.link.category ? { link_category_id: b.link.category } : {}),
    ...(b.starts_on ? { starts_on: b.starts_on } : {}),
    ...(b.ends_on ? { ends_on: b.ends_on } : {}),
    ...(b.branch_ids ? { branch_ids: b.branch_ids } : {}),
  }));
  return { discounts, smart_categories, coupons, wallet_packages: offers.wallet_packages, banners };
}
