import type { AreaChoice } from '@okmenu/domain';
import { useId, useMemo, useState } from 'react';
import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CloseIcon, DeliveryIcon, SearchIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useZonesInLanguages } from './api/get-zones.ts';
import { areaSearchIndex, areaSectionsOf, firstAreas, searchAreaSections, type AreaSection } from './area-search.ts';
import { useBranchSwitch } from './branch-switch.ts';
import { pinForArea } from './delivery-rules.ts';
import { useDeliveryStore } from './delivery-store.ts';
import type { DeliveryContext } from './use-delivery-context.ts';
import { ZoneTermsLine } from './zone-terms.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { useDeferredReveal } from '../../shared/ui/use-deferred-reveal.ts';

/** Areas drawn when the picker is first built, about a phone's screenful; the rest follow in a task of their own. */
const firstScreenAreas = 8;

interface AreaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an area is chosen (e.g. go on to the address form). */
  onChosen?: () => void;
  /** Offers "Ship to another country" (when the branch ships abroad): the page shows its country picker. */
  onShipAbroad?: () => void;
  context: DeliveryContext;
  referenceId: string;
  mapHref: string;
}

/** The other script's language the search should also understand: Arabic for English and back. */
function searchLanguages(current: string, locales: readonly string[]): string[] {
  const others = locales.filter((locale) => locale !== current && (locale === 'en' || locale === 'ar'));
  return [current, ...others.slice(0, 1)];
}

/**
 * The delivery area picker (SPEC §2): areas grouped by parent name, searchable in both scripts, each with
 * its zone's fee, minimum and time. A native modal dialog: focus stays inside, Escape closes it.
 */
export function AreaPickerDialog({
  open,
  onClose,
  onChosen,
  onShipAbroad,
  context,
  referenceId,
  mapHref,
}: AreaPickerDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const { data, branchId, zones } = context;
  const selected = useDeliveryStore((state) => (state.referenceId === referenceId ? state.area : null));
  const switchBranch = useBranchSwitch();
  const languages = searchLanguages(i18n.language, data?.restaurant.locales ?? []);
  // The other languages' names serve the search only: asked once the guest goes to the search field, not while
  // the picker opens over a loading type home (a request and its parse fewer at start-up, decision 0121).
  const [searching, setSearching] = useState(false);
  const translated = useZonesInLanguages(open && searching ? branchId : 0, languages.slice(1));

  // Every branch that delivers when the guest can be moved to it (issue 12), else only the current one.
  const branches = switchBranch ? data?.restaurant.branches : undefined;
  const sections = useMemo(
    () => (zones ? areaSectionsOf(zones, branches ?? [], branchId) : []),
    [zones, branches, branchId],
  );
  // Cheap enough per keystroke (folded names of a few hundred areas), so it is not memoised on the answers.
  const index = areaSearchIndex([zones ?? [], ...translated.map((answer) => answer.data?.zones ?? [])]);
  // The picker opens by itself while a type home loads: its first render draws a screenful of areas, not all.
  const revealed = useDeferredReveal();
  const matching = searchAreaSections(sections, query, index);
  const shown = revealed ? matching : firstAreas(matching, firstScreenAreas);

  const choose = (choice: AreaChoice) => {
    // Another branch's area moves the guest there first (SPEC §4's change-store rule, with its notice).
    if (choice.branch_id !== branchId) switchBranch?.(choice.branch_id);
    const state = useDeliveryStore.getState();
    const zone = zones?.find((candidate) => candidate.id === choice.zone_id);
    const area = zone?.areas.find((candidate) => candidate.id === choice.area.id);
    const snapped = area
      ? pinForArea({ area, pin: state.pin, hasQueriedAddress: Boolean(state.queriedAddress), zoneId: choice.zone_id })
      : state.pin;
    const pin = snapped ? { ...snapped, branchId: choice.branch_id } : snapped;
    state.chooseArea(
      { id: choice.area.id, zoneId: choice.zone_id, branchId: choice.branch_id, name: choice.name },
      pin,
    );
    onClose();
    onChosen?.();
  };

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      onClose={onClose}
      closeOnBackdrop
      data-testid="area-picker"
      className="m-0 mt-auto h-[85dvh] max-h-none w-full max-w-none rounded-t-3xl shadow-2xl md:m-auto md:h-[min(44rem,85dvh)] md:max-w-lg md:rounded-3xl"
    >
      <div className="flex h-full flex-col">
        <div className="border-b border-line p-4 pb-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-lg font-bold">
              {t('delivery.picker.title')}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <label htmlFor={searchId} className="sr-only">
            {t('delivery.picker.search')}
          </label>
          <div className="relative mt-2">
            <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-ink-muted" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onFocus={() => setSearching(true)}
              placeholder={t('delivery.picker.search')}
              autoComplete="off"
              className="min-h-12 w-full rounded-xl bg-surface ps-10 pe-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none"
            />
          </div>
          <Link
            to={mapHref}
            onClick={onClose}
            className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
            data-testid="use-map-link"
          >
            {t('delivery.picker.useMap')}
          </Link>
          {onShipAbroad && context.countries.length > 0 ? (
            <button
              type="button"
              onClick={onShipAbroad}
              data-testid="picker-ship-abroad"
              className="ms-4 mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
            >
              {t('delivery.shipping.shipAbroad')}
            </button>
          ) : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
          {!zones ? (
            context.zonesFailed ? (
              <EmptyState look="compact" alert>
                {t('delivery.picker.failed')}
              </EmptyState>
            ) : (
              <div className="grid place-items-center py-12">
                <Spinner />
              </div>
            )
          ) : sections.length === 0 ? (
            <EmptyState look="compact" icon={DeliveryIcon}>
              {t('delivery.picker.none')}
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState look="compact" icon={SearchIcon}>
              {t('delivery.picker.noMatch', { query })}
            </EmptyState>
          ) : (
            shown.map((section) => (
              <AreaSectionList
                key={section.branchId}
                section={section}
                titled={sections.length > 1}
                selected={selected}
                onChoose={choose}
                data={data}
              />
            ))
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** One branch's areas grouped by parent name, under the branch's name when several branches deliver. */
function AreaSectionList({
  section,
  titled,
  selected,
  onChoose,
  data,
}: {
  section: AreaSection;
  titled: boolean;
  selected: { id: number; branchId: number } | null;
  onChoose: (choice: AreaChoice) => void;
  data: DeliveryContext['data'];
}) {
  const { t } = useTranslation();
  const content = section.groups.map((group) => (
    <section key={group.parent_name ?? ''} aria-label={group.parent_name ?? t('delivery.picker.other')}>
      <h4 className="sticky top-0 z-10 bg-raised pt-4 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {group.parent_name ?? t('delivery.picker.other')}
      </h4>
      <ul className="space-y-2">
        {group.areas.map((choice) => {
          const isSelected = choice.area.id === selected?.id && choice.branch_id === selected.branchId;
          return (
            <li key={choice.area.id}>
              <button
                type="button"
                onClick={() => onChoose(choice)}
                aria-pressed={isSelected}
                data-testid={`area-${choice.area.id}`}
                className="flex min-h-14 w-full flex-col items-start gap-0.5 rounded-xl px-3 py-2 text-start ring-1 ring-line hover:bg-ink/5 aria-pressed:bg-primary/10 aria-pressed:ring-2 aria-pressed:ring-primary dark:hover:bg-white/5"
              >
                <span className="font-medium text-ink">{choice.name}</span>
                <ZoneTermsLine terms={choice} data={data} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  ));
  if (!titled) return <>{content}</>;
  return (
    <section aria-label={section.branchName} data-testid="area-branch" className="pt-2">
      <h3 className="pt-3 text-base font-bold break-words text-ink">{section.branchName}</h3>
      {content}
    </section>
  );
}
