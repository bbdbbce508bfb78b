import type { ZonedMoment } from '@okmenu/domain';
import { memo } from 'react';
import { useRevealStage } from '../../shared/ui/use-deferred-reveal.ts';
import { ClosedNote } from './availability-note.tsx';
import { CategoryCard } from './category-card.tsx';
import type { CategoryEntry } from './menu-view.ts';

/** Cards above the fold on a phone load at once; the rest lazily. */
const eagerCards = 4;
/** Cards added per frame: the 1,000-item menu's 38 cards in one render were a task of 7-16 ms unthrottled. */
const cardsPerFrame = 12;

interface CategoryLayoutProps {
  entries: readonly CategoryEntry[];
  categoryHref: (categoryId: number) => string;
  moment: ZonedMoment;
}

/** The `grid` menu layout: categories as image cards, 2 to 4 columns. */
export function CategoryGrid({ entries, categoryHref, moment }: CategoryLayoutProps) {
  // The first cards at once, then more in a task of their own each frame (decision 0125).
  const slice = useRevealStage(Math.max(0, Math.ceil(entries.length / cardsPerFrame) - 1));
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-5">
      {entries.slice(0, (slice + 1) * cardsPerFrame).map((entry, index) => (
        <GridCard
          key={entry.category.id}
          entry={entry}
          to={categoryHref(entry.category.id)}
          eager={index < eagerCards}
          moment={entry.available ? null : moment}
        />
      ))}
    </ul>
  );
}

/**
 * One card of the grid, memoised: each slice would otherwise render every card before it again. Only a closed
 * category's card takes the clock, for its next opening.
 */
const GridCard = memo(function GridCard({
  entry,
  to,
  eager,
  moment,
}: {
  entry: CategoryEntry;
  to: string;
  eager: boolean;
  moment: ZonedMoment | null;
}) {
  return (
    <li>
      <CategoryCard
        category={entry.category}
        to={to}
        eager={eager}
        closed={moment ? <ClosedNote opensAt={entry.opensAt} moment={moment} tone="overlay" /> : undefined}
      />
    </li>
  );
});
