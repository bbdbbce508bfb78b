import type { BranchCardWire, RestaurantWire, SellingTypeKey } from '@okmenu/contract';
import type { BranchOpening } from '@okmenu/domain';
import { lazy, Suspense, useState } from 'react';
import { routeTypeOf } from '../../entities/business/selling-types.ts';
import { formatLocalTime } from '../../shared/i18n/format-time.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useBranches } from './api/get-venue.ts';

const BranchMap = lazy(() => import('./branch-map.tsx'));

const actionLook =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-medium ring-1 ring-line transition hover:bg-ink/5 dark:hover:bg-white/10';

/** /:referenceId/Branches — every branch on a map and in a list, with its hours, contacts and "order from here". */
export function BranchesPage({
  restaurant,
  backTo,
  onChoose,
}: {
  restaurant: RestaurantWire;
  backTo: string;
  /** The guest chose a branch to order from (the app applies SPEC §4's change-store rule). */
  onChoose: (branch: BranchCardWire) => void;
}) {
  const { t } = useTranslation();
  const title = t('venue.branches.title');
  useDocumentTitle(`${title} · ${restaurant.business_name}`);
  const query = useBranches(restaurant.id);
  const [highlight, setHighlight] = useState<number | null>(null);
  const branches = query.data?.branches ?? [];

  const select = (branchId: number) => {
    setHighlight(branchId);
    document.getElementById(`branch-${branchId}`)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 md:px-6 md:pt-8">
      <PageHeader title={title} backTo={backTo} className="mb-4" />
      {query.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : query.isError ? (
        <EmptyState alert title={t('errors.somethingWentWrong')} />
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-6">
          <section
            aria-label={t('venue.branches.map')}
            className="h-64 overflow-hidden rounded-2xl ring-1 ring-line md:sticky md:top-24 md:order-last md:h-[calc(100dvh-8rem)]"
          >
            <Suspense fallback={<div className="size-full animate-pulse bg-ink/5" />}>
              <BranchMap branches={branches} currentBranchId={restaurant.branch_id} onSelect={select} />
            </Suspense>
          </section>
          <ul className="space-y-3" aria-label={title}>
            {branches.map((branch) => (
              <BranchCard
                key={branch.id}
                branch={branch}
                current={branch.id === restaurant.branch_id}
                highlighted={branch.id === highlight}
                onChoose={() => onChoose(branch)}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function BranchCard({
  branch,
  current,
  highlighted,
  onChoose,
}: {
  branch: BranchCardWire;
  current: boolean;
  highlighted: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `branch-${branch.id}-name`;
  const openings = (Object.entries(branch.openings) as [SellingTypeKey, BranchOpening][]).filter(
    ([key]) => key !== 'car_pickup' || branch.offers_pickup,
  );
  return (
    <Card
      as="li"
      id={`branch-${branch.id}`}
      aria-labelledby={headingId}
      data-testid="branch-card"
      className={`scroll-mt-24 ${highlighted || current ? 'ring-2 ring-primary' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {branch.name}
        </h2>
        {current ? (
          <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-medium text-primary-ink dark:bg-white/10">
            {t('venue.branches.current')}
          </span>
        ) : null}
      </div>
      {branch.address ? <p className="mt-1 text-sm text-ink-muted">{branch.address}</p> : null}
      {openings.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {openings.map(([key, opening]) => (
            <OpeningRow key={key} type={key} opening={opening} timeZone={branch.time_zone} />
          ))}
        </dl>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {branch.links.call ? (
          <a href={branch.links.call} className={actionLook}>
            {t('venue.branches.call')}
          </a>
        ) : null}
        {branch.links.whatsapp ? (
          <a href={branch.links.whatsapp} target="_blank" rel="noopener noreferrer" className={actionLook}>
            {t('venue.branches.whatsapp')}
          </a>
        ) : null}
        <a href={branch.links.directions} target="_blank" rel="noopener noreferrer" className={actionLook}>
          {t('venue.branches.directions')}
        </a>
        {current ? null : (
          <button
            type="button"
            onClick={onChoose}
            aria-describedby={headingId}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-4 text-sm font-semibold text-on-primary transition hover:opacity-90"
          >
            {t('venue.branches.orderHere')}
          </button>
        )}
      </div>
    </Card>
  );
}

function OpeningRow({ type, opening, timeZone }: { type: SellingTypeKey; opening: BranchOpening; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const open = opening.status === 'open';
  const when = opening.opens_at_iso ? formatLocalTime(opening.opens_at_iso, { locale: i18n.language, timeZone }) : '';
  return (
    <>
      <dt className="text-ink-muted">{t(`orderTypes.${routeTypeOf(type)}.title`)}</dt>
      <dd className={open ? 'font-medium text-emerald-700 dark:text-emerald-400' : 'text-ink'}>
        {open
          ? t('venue.branches.openNow')
          : when
            ? t('venue.branches.opensAt', { time: when })
            : t('venue.branches.closed')}
      </dd>
    </>
  );
}
