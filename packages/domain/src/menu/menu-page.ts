/** One page of a large menu and where it stands among the others. */
export interface MenuPage<C> {
  categories: C[];
  /** Top-level categories in the whole menu. */
  total: number;
  lastPage: number;
}

/**
 * A page of a menu by top-level categories: the page's top categories with all their subcategories, in the
 * menu's order, so a page never splits a category from its children. A category whose parent is not in the
 * menu counts as top-level.
 */
export function menuPage<C extends { id: number; parent_id: number | null }>(
  categories: readonly C[],
  options: { page: number; perPage: number },
): MenuPage<C> {
  const ids = new Set(categories.map((c) => c.id));
  const parentOf = new Map(
    categories.map((c) => [c.id, c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null]),
  );
  const rootOf = (id: number): number => {
    const seen = new Set<number>();
    let current = id;
    let parent = parentOf.get(current) ?? null;
    while (parent !== null && !seen.has(parent)) {
      seen.add(current);
      current = parent;
      parent = parentOf.get(current) ?? null;
    }
    return current;
  };
  // Each category's top, in menu order; a parent loop (refused at import) still puts each on one page.
  const roots = [...new Set(categories.map((c) => rootOf(c.id)))];
  const start = (options.page - 1) * options.perPage;
  const onPage = new Set(roots.slice(start, start + options.perPage));
  return {
    categories: categories.filter((c) => onPage.has(rootOf(c.id))),
    total: roots.length,
    lastPage: Math.max(1, Math.ceil(roots.length / options.perPage)),
  };
}
