import type { CategoryWire, ItemWire, SmartCategoryWire } from '@okmenu/contract';
import {
  dayRanges,
  isPinnedAt,
  isShownInBranch,
  itemMatchesType,
  orderCategories,
  shuffleStable,
  type RouteSellingType,
  type Seed,
  type WeekSchedule,
  type ZonedMoment,
} from '@okmenu/domain';

/** When a closed category opens next: in how many days (0 = today) and at which local minute. */
export interface NextOpening {
  inDays: number;
  minutes: number;
}

/** A category as the guest sees it now, for one branch and selling type. */
export interface CategoryEntry {
  category: CategoryWire;
  /** Something can be ordered in it (or in a subcategory) right now. */
  available: boolean;
  /** When it opens next, if it is closed by its own schedule and that opens again within a week. */
  opensAt: NextOpening | null;
  /** Items that can be ordered now, in the owner's order (empty when closed). */
  items: ItemWire[];
  /** Subcategories with something for the selling type: open ones first. */
  children: CategoryEntry[];
}

/** The menu for a branch, selling type and moment. */
export interface MenuView {
  /** Top-level categories with something for the selling type: open ones first, outside-schedule ones after. */
  top: CategoryEntry[];
  byId: ReadonlyMap<number, CategoryEntry>;
  /** Items that can be ordered now. */
  orderable: ReadonlyMap<number, ItemWire>;
}

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/** The next time a week schedule opens after a local moment, looking up to a week ahead. */
export function nextOpening(schedule: WeekSchedule | null | undefined, moment: ZonedMoment): NextOpening | null {
  if (!schedule || schedule.length === 0) return null;
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const next = dayRanges(schedule, moment.weekday + inDays).find(
      (range) => inDays > 0 || range.start > moment.minutes,
    );
    if (next) return { inDays, minutes: next.start };
  }
  return null;
}

/**
 * Applies the availability rules (SPEC §5) and the selling-type filter (SPEC §4) to the wire menu: categories
 * without anything for the type disappear, pinned ones (inside their pin schedule) lead the open ones, closed ones
 * move after open ones (shuffled with the visit's seed when the business asks to randomize), items not orderable
 * now are left out. The ordering is the domain's `orderCategories`, the same rule the server documents.
 */
export function buildMenuView(options: {
  categories: readonly CategoryWire[];
  branchId: number;
  routeType: RouteSellingType;
  moment: ZonedMoment;
  /** The business's `randomize_categories`: shuffle the top-level categories after the open ones. */
  randomize?: boolean;
  seed?: Seed;
  /**
   * The view of a moment before: every entry that comes out the same is that view's object, and when nothing
   * changed, that view is the answer. The minute's tick then renders nothing again (on the 1,000-item menu it
   * rendered every section and item shown so far: a task of about 300 ms at 4x CPU, decision 0124).
   */
  previous?: MenuView | null;
}): MenuView {
  const { categories, branchId, routeType, moment, previous } = options;
  let kept = 0;
  const isPinned = (entry: CategoryEntry) => isPinnedAt(entry.category, moment);
  const isOpen = (entry: CategoryEntry) => entry.available;
  const childrenOf = new Map<number | null, CategoryWire[]>();
  for (const category of categories) {
    const key = category.parent_id;
    const list = childrenOf.get(key) ?? [];
    list.push(category);
    childrenOf.set(key, list);
  }
  const byId = new Map<number, CategoryEntry>();
  const orderable = new Map<number, ItemWire>();

  const build = (category: CategoryWire, parentOpen: boolean, depth: number): CategoryEntry | null => {
    const forType = category.items.filter((item) => item.visible && itemMatchesType(item.types, routeType));
    const open = parentOpen && isShownInBranch(category, branchId, moment);
    const children =
      depth > 8
        ? []
        : (childrenOf.get(category.id) ?? [])
            .sort(bySort)
            .map((child) => build(child, open, depth + 1))
            .filter((entry): entry is CategoryEntry => entry !== null);
    if (forType.length === 0 && children.length === 0) return null;
    const items = open ? forType.filter((item) => isShownInBranch(item, branchId, moment)).sort(bySort) : [];
    for (const item of items) orderable.set(item.id, item);
    const available = items.length > 0 || children.some((child) => child.available);
    const built: CategoryEntry = {
      category,
      available,
      opensAt: available ? null : nextOpening(category.schedule, moment),
      items,
      children: orderCategories(children, { isOpen, isPinned }),
    };
    const before = previous?.byId.get(category.id);
    const entry = before && sameEntry(before, built) ? before : built;
    if (entry === before) kept += 1;
    byId.set(category.id, entry);
    return entry;
  };

  const roots = (childrenOf.get(null) ?? [])
    .sort(bySort)
    .map((category) => build(category, true, 0))
    .filter((entry): entry is CategoryEntry => entry !== null);
  const top = orderCategories(roots, {
    isOpen,
    isPinned,
    randomize: options.randomize === true,
    seed: `${options.seed ?? 0}:categories`,
  });
  if (previous && kept === byId.size && kept === previous.byId.size && sameList(top, previous.top)) return previous;
  return { top, byId, orderable };
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, at) => x === b[at]);

/** The same category, state, items and (already kept) subcategories. */
function sameEntry(before: CategoryEntry, now: CategoryEntry): boolean {
  return (
    before.category === now.category &&
    before.available === now.available &&
    before.opensAt?.inDays === now.opensAt?.inDays &&
    before.opensAt?.minutes === now.opensAt?.minutes &&
    sameList(before.items, now.items) &&
    sameList(before.children, now.children)
  );
}

/** Every orderable item of a category and its subcategories, in menu order. */
export function itemsUnder(entry: CategoryEntry): ItemWire[] {
  return [...entry.items, ...entry.children.flatMap(itemsUnder)];
}

/** A smart category's orderable items; shuffled with the visit's seed when the owner asked for it. */
export function smartCategoryItems(smart: SmartCategoryWire, view: MenuView, seed: Seed): ItemWire[] {
  const items = smart.items.map((id) => view.orderable.get(id)).filter((item): item is ItemWire => item !== undefined);
  return smart.randomize ? shuffleStable(items, `${seed}:${smart.id}`) : items;
}
