import type { ZonedMoment } from '@okmenu/domain';
import { ClosedNote } from './availability-note.tsx';
import { CategoryCard } from './category-card.tsx';
import type { CategoryEntry } from './menu-view.ts';

/** Cards above the fold on a phone load at once; the rest lazily. */
const eagerCards = 4;

interface CategoryLayoutProps {
  entries: readonly CategoryEntry[];
  categoryHref: (categoryId: number) => string;
  moment: ZonedMoment;
}

/** The `grid` menu layout: categories as image cards, 2 to 4 columns. */
export function CategoryGrid({ entries, categoryHref, moment }: CategoryLayoutProps) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-5">
      {entries.map((entry, index) => (
        <li key={entry.category.id}>
          <CategoryCard
            category={entry.category}
            to={categoryHref(entry.category.id)}
            eager={index < eagerCards}
            closed={entry.available ? undefined : <ClosedNote opensAt={entry.opensAt} moment={moment} tone="overlay" />}
          />
        </li>
      ))}
    </ul>
  );
}
