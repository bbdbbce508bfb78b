import type { WeekSchedule, ZonedMoment } from './schedule-types.ts';
import { isScheduleOpen } from './availability.ts';
import { shuffleStable } from './seeded-shuffle.ts';
import type { Seed } from './seeded-shuffle.ts';

/**
 * Pinned open categories first, then the other open ones, each in their given order, then the
 * outside-schedule ones, shuffled by seed when the business asks to randomize (SPEC §5). A pinned category
 * that is outside its schedule is not lifted.
 */
export function orderCategories<T>(
  categories: readonly T[],
  options: { isOpen: (category: T) => boolean; isPinned?: (category: T) => boolean; randomize?: boolean; seed?: Seed },
): T[] {
  const pinned: T[] = [];
  const open: T[] = [];
  const closed: T[] = [];
  for (const category of categories) {
    if (!options.isOpen(category)) closed.push(category);
    else (options.isPinned?.(category) ? pinned : open).push(category);
  }
  return [...pinned, ...open, ...(options.randomize ? shuffleStable(closed, options.seed ?? 0) : closed)];
}

/** A category's pin (SPEC §3): pinned when `pin` is on and, with a pin schedule, the moment is inside it. */
export function isPinnedAt(
  category: { pin?: boolean | undefined; pin_schedule?: WeekSchedule | null | undefined },
  moment: Pick<ZonedMoment, 'weekday' | 'minutes'>,
): boolean {
  return category.pin === true && isScheduleOpen(category.pin_schedule, moment);
}
