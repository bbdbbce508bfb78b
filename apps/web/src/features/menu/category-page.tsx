import type { TagWire } from '@okmenu/contract';
import type { ZonedMoment } from '@okmenu/domain';
import { Link } from '../../shared/router/index.ts';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useTags } from './api/get-tags.ts';
import { ClosedNote } from './availability-note.tsx';
import { CategoryList } from './category-list.tsx';
import { ItemRow } from './item-card.tsx';
import type { MenuPaths } from './menu-paths.ts';
import type { MenuPricing } from './menu-pricing.ts';
import { MenuError } from './menu-status.tsx';
import type { CategoryEntry } from './menu-view.ts';
import { ItemRowsSkeleton } from './skeletons.tsx';
import { useMenu } from './use-menu.ts';
import { BackLink } from '../../shared/ui/page-header.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { MenuBookIcon } from '../../shared/ui/icons.tsx';

interface CategoryPageProps {
  referenceId: string;
  type: RouteType;
  categoryId: number;
}

/** /:referenceId/:type/:categoryId — the category's subcategories and its orderable items. */
export function CategoryPage({ referenceId, type, categoryId }: CategoryPageProps) {
  const { t, i18n } = useTranslation();
  const menu = useMenu(referenceId, type);
  const { data, view, pricing, moment, paths, branchId } = menu;
  const tags = useTags(branchId, i18n.language);
  const entry = view?.byId.get(categoryId);
  const category = entry?.category ?? data?.menu?.categories.find((candidate) => candidate.id === categoryId);
  useDocumentTitle([category?.name, data?.restaurant.business_name].filter(Boolean).join(' · '));
  const parentId = category?.parent_id ?? null;
  const backHref = parentId === null ? paths.home : paths.category(parentId);
  const showSubcategories = data?.showStandardSubCats ?? true;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 md:px-6 md:pt-8">
      <div className="flex items-start gap-3">
        <BackLink
          to={backHref}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-raised text-ink ring-1 ring-line transition hover:ring-primary/40"
        />
        <div className="min-w-0 pt-1">
          <h1 className="text-2xl leading-tight font-bold tracking-tight text-ink md:text-3xl">
            {category?.name ?? '\u00a0'}
          </h1>
          {category?.description ? <p className="mt-1 text-ink-muted">{category.description}</p> : null}
        </div>
      </div>

      <div className="mt-6">
        {menu.menuError === 'message' ? (
          <MenuError message={data?.message} />
        ) : menu.menuError === 'failed' ? (
          <MenuError onRetry={menu.refetch} />
        ) : !view || !pricing ? (
          <ItemRowsSkeleton />
        ) : !entry ? (
          <EmptyCategory homeHref={paths.home} />
        ) : !entry.available ? (
          <Card look="roomy" className="text-center">
            <ClosedNote opensAt={entry.opensAt} moment={moment} />
            <p className="mt-3 text-sm text-ink-muted">{t('menu.closedCategory')}</p>
          </Card>
        ) : (
          <CategoryContent
            entry={entry}
            showSubcategories={showSubcategories}
            paths={paths}
            pricing={pricing}
            tags={tags}
            moment={moment}
          />
        )}
      </div>
    </div>
  );
}

function EmptyCategory({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={MenuBookIcon}
      action={
        <Link
          to={homeHref}
          className="inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-semibold text-on-primary"
        >
          {t('menu.backToMenu')}
        </Link>
      }
    >
      {t('menu.emptyCategory')}
    </EmptyState>
  );
}

function ItemGrid({
  entry,
  paths,
  pricing,
  tags,
}: {
  entry: CategoryEntry;
  paths: MenuPaths;
  pricing: MenuPricing;
  tags: ReadonlyMap<string, TagWire>;
}) {
  if (entry.items.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {entry.items.map((item, index) => (
        <li key={item.id} className="[content-visibility:auto] [contain-intrinsic-size:auto_128px]">
          <ItemRow item={item} to={paths.item(item)} pricing={pricing} tags={tags} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

/**
 * With standard subcategories (showStandardSubCats) they are listed as links above the category's own items;
 * otherwise their items follow on this page under their names.
 */
function CategoryContent(props: {
  entry: CategoryEntry;
  showSubcategories: boolean;
  paths: MenuPaths;
  pricing: MenuPricing;
  tags: ReadonlyMap<string, TagWire>;
  moment: ZonedMoment;
}) {
  const { entry, showSubcategories, paths, pricing, tags, moment } = props;
  const { t } = useTranslation();
  const children = entry.children;
  return (
    <div className="space-y-8">
      {showSubcategories && children.length > 0 ? (
        <section aria-labelledby="subcategories-heading">
          <h2 id="subcategories-heading" className="sr-only">
            {t('menu.subcategories')}
          </h2>
          <CategoryList entries={children} categoryHref={paths.category} moment={moment} />
        </section>
      ) : null}
      <ItemGrid entry={entry} paths={paths} pricing={pricing} tags={tags} />
      {showSubcategories
        ? null
        : children
            .filter((child) => child.available)
            .map((child) => (
              <section key={child.category.id} aria-labelledby={`sub-${child.category.id}`}>
                <h2 id={`sub-${child.category.id}`} className="mb-3 text-lg font-bold text-ink">
                  {child.category.name}
                </h2>
                <ItemGrid entry={child} paths={paths} pricing={pricing} tags={tags} />
              </section>
            ))}
    </div>
  );
}
