import type { ZonedMoment } from '@okmenu/domain';
import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ChevronIcon } from '../../shared/ui/icons.tsx';
import { MediaImage } from '../../shared/ui/media-image.tsx';
import { ClosedNote } from './availability-note.tsx';
import { itemsUnder, type CategoryEntry } from './menu-view.ts';

interface CategoryListProps {
  entries: readonly CategoryEntry[];
  categoryHref: (categoryId: number) => string;
  moment: ZonedMoment;
}

/** The `list` menu layout: one row per category with a thumbnail, its description and how many dishes it has. */
export function CategoryList({ entries, categoryHref, moment }: CategoryListProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {entries.map((entry, index) => {
        const count = itemsUnder(entry).length;
        return (
          <li key={entry.category.id}>
            <Link
              to={categoryHref(entry.category.id)}
              className="group flex min-h-20 items-center gap-3 rounded-2xl bg-raised p-2.5 pe-3 shadow-sm ring-1 ring-line transition hover:shadow-md hover:ring-primary/40"
            >
              <MediaImage
                path={entry.category.image}
                alt=""
                width={72}
                height={72}
                eager={index < 6}
                className={`aspect-square size-16 shrink-0 rounded-xl sm:size-[4.5rem] ${entry.available ? '' : 'opacity-60 grayscale'}`}
              />
              <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
                <span lang={entry.category.text_lang?.name} className="line-clamp-1 font-semibold text-ink">
                  {entry.category.name}
                </span>
                {entry.available ? (
                  <span className="line-clamp-1 text-sm text-ink-muted">
                    {entry.category.description || t('menu.itemCount', { count })}
                  </span>
                ) : (
                  <ClosedNote opensAt={entry.opensAt} moment={moment} />
                )}
              </span>
              <ChevronIcon className="size-5 shrink-0 text-ink-muted transition group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
