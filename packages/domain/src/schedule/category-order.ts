import { shuffleStable } from './seeded-shuffle.ts';
import type { Seed } from './seeded-shuffle.ts';

/** Open categories first in their given order, then the outside-schedule ones, shuffled by seed when randomizing. */
export function orderCategories<T>(
  categories: readonly T[],
  options: { isOpen: (category: T) => boolean; randomize?: boolean; seed?: Seed },
): T[] {
  const open: T[] = [];
  const closed: T[] = [];
  for (const category of categories) (options.isOpen(category) ? open : closed).push(category);
  return [...open, ...(options.randomize ? shuffleStable(closed, options.seed ?? 0) : closed)];
}
