/** The menu: categories, and items with their ids, price labels, modifier groups and taxes. */
import {
  expandWeek,
  type DemoSource,
  type Input,
  type ItemInput,
  type ItemSource,
  type TypesPreset,
} from './source.ts';

type LabelInput = ItemInput['price_labels'][number];
type GroupInput = NonNullable<ItemInput['modifier_groups']>[number];

/** Money in KWD, kept to three decimals. */
const kwd = (value: number) => Math.round(value * 1000) / 1000;

const typePresets: Record<TypesPreset, ItemInput['types']> = {
  all: { delivery: true, car_pickup: true, dine_in: true, reservation: false },
  dine_in_only: { delivery: false, car_pickup: false, dine_in: true, reservation: false },
  reservation_only: { delivery: false, car_pickup: false, dine_in: false, reservation: true },
  takeaway: { delivery: true, car_pickup: true, dine_in: false, reservation: false },
  delivery_dine_in: { delivery: true, car_pickup: false, dine_in: true, reservation: false },
};

/** Item ids are the category id × 100 + the item's position in its category; `idOf` looks one up by slug. */
export function itemIdsOf(items: ItemSource[]): (slug: string) => number {
  const ids = new Map<string, number>();
  const counters = new Map<number, number>();
  for (const item of items) {
    const n = (counters.get(item.category) ?? 0) + 1;
    counters.set(item.category, n);
    ids.set(item.slug, item.category * 100 + n);
  }
  return (slug) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`Unknown item ${slug}`);
    return id;
  };
}

export function buildCategories(source: DemoSource): Input['categories'] {
  return source.categories.map((c, index) => ({
    id: c.id,
    ...(c.parent ? { parent_id: c.parent } : {}),
    name: c.name,
    description: c.description,
    image: `/media/demo/categories/${c.slug}`,
    sort: index + 1,
    ...(c.schedule ? { schedule: expandWeek(c.schedule) } : {}),
    ...(c.branches ? { branches: c.branches } : {}),
  }));
}

export function buildItems(source: DemoSource, idOf: (slug: string) => number): Input['items'] {
  const tagKeys = new Set(source.tags.map((tag) => tag.key));
  const sortInCategory = new Map<number, number>();
  return source.items.map((spec) => {
    const sort = (sortInCategory.get(spec.category) ?? 0) + 1;
    sortInCategory.set(spec.category, sort);
    for (const tag of spec.tags ?? []) if (!tagKeys.has(tag)) throw new Error(`Unknown tag ${tag} on ${spec.slug}`);
    return buildItem(source, spec, idOf(spec.slug), sort);
  });
}

function buildItem(source: DemoSource, spec: ItemSource, id: number, sort: number): ItemInput {
  if (!spec.labels && spec.price === undefined) throw new Error(`Item ${spec.slug} has neither price nor labels`);
  const labels = spec.labels ?? [{ label: { en: 'Regular', ar: 'عادي' }, price: spec.price ?? 0 }];
  const price_labels: LabelInput[] = labels.map((label, index) => ({
    id: id * 10 + index + 1,
    ...(spec.labels ? { label: label.label } : {}),
    price: kwd(label.price),
    ...(label.weight !== undefined ? { weight: label.weight } : {}),
    ...(label.shippingWeight !== undefined ? { shippingWeight: label.shippingWeight } : {}),
    ...(label.minimum !== undefined ? { minimum: label.minimum } : {}),
    ...(label.maximum !== undefined ? { maximum: label.maximum } : {}),
    ...(label.isQty !== undefined ? { isQty: label.isQty } : {}),
    ...(label.unit ? { unit: label.unit } : {}),
    preparation_time: spec.category === 7 || spec.category === 5 ? 25 : 10,
  }));
  const modifier_groups: GroupInput[] = (spec.groups ?? []).map((key, gi) => {
    const group = source.groups[key];
    if (!group) throw new Error(`Unknown modifier group ${key} on ${spec.slug}`);
    const groupId = id * 10 + gi + 1;
    return {
      id: groupId,
      name: group.name,
      min: group.min,
      max: group.max,
      modifiers: group.modifiers.map((modifier, mi) => ({
        id: groupId * 10 + mi + 1,
        name: modifier.name,
        price: kwd(modifier.price ?? 0),
        ...(modifier.max_quantity ? { max_quantity: modifier.max_quantity } : {}),
      })),
    };
  });
  return {
    id,
    category_id: spec.category,
    name: spec.name,
    description: spec.description,
    image: `/media/demo/items/${spec.slug}`,
    types: typePresets[spec.types ?? 'all'],
    sort,
    price_display: spec.display ?? 'starting_from',
    ...(spec.hidePrice ? { hide_price: true } : {}),
    ...(spec.comment ? { require_comment: true } : {}),
    price_labels,
    ...(modifier_groups.length ? { modifier_groups } : {}),
    ...(spec.taxes
      ? { inclusive_taxes: spec.taxes.map((tax, ti) => ({ id: id * 10 + ti + 1, name: tax.name, rate: tax.rate })) }
      : {}),
    tags: spec.tags ?? [],
    ...(spec.calories !== undefined ? { calories: spec.calories } : {}),
    ...(spec.schedule ? { schedule: expandWeek(spec.schedule) } : {}),
    ...(spec.branches ? { branches: spec.branches } : {}),
  };
}
