import type { AddressResultWire, AddressZoneWire, ZoneWire } from '@okmenu/contract';
import { areaCentre, deliveringZoneAt, snapToArea, type LatLng } from '@okmenu/domain';
import { useCallback, useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '../../../shared/router/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SearchIcon } from '../../../shared/ui/icons.tsx';
import { FullScreenSpinner, Spinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useAddressSearch } from './use-address-search.ts';
import { useDeviceLocation } from './use-device-location.ts';
import { setAddress } from '../api/set-address.ts';
import { branchZones, pinInArea, zoneOfArea } from '../delivery-rules.ts';
import { useBranchSwitch } from '../branch-switch.ts';
import { useDeliveryStore } from '../delivery-store.ts';
import type { QueriedAddress } from '../delivery-types.ts';
import { geocoderSessionId } from '../../../entities/geocoder/geocoder-session.ts';
import { useDeliveryContext } from '../use-delivery-context.ts';
import { ZoneTermsLine } from '../zone-terms.tsx';
import { usePinAddress } from './use-pin-address.ts';
import { ZoneMap, zonesBounds } from './zone-map.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

/** Kuwait City: the first view when the business has no zones to show yet (the default country, SPEC §9). */
const fallbackCentre: LatLng = { lat: 29.3759, lng: 47.9774 };

/** Only paths of this business may be the `next` step. */
function safeNext(next: string | null, referenceId: string): string | null {
  return next && next.startsWith(`/${referenceId}/`) && !next.startsWith('//') ? next : null;
}

interface PlaceState {
  pin: LatLng | null;
  queried: QueriedAddress | null;
  focus: { point: LatLng; key: number } | null;
}

/** The saved pin, else, with an area chosen, its centre inside the area (SPEC §5) for the guest to refine. */
function startingPin(
  saved: LatLng | null,
  areaShape: Parameters<typeof snapToArea>[0]['area'] | undefined,
): LatLng | null {
  if (saved) return { lat: saved.lat, lng: saved.lng };
  if (!areaShape) return null;
  return snapToArea({ area: areaShape, point: areaCentre(areaShape.shape), hasQueriedAddress: false }).location;
}

function zoneTermsOf(zone: ZoneWire | AddressZoneWire) {
  return {
    name: zone.name,
    fees: zone.fees,
    min_order: zone.min_order,
    delivery_time: zone.delivery_time,
    unit: zone.unit,
  };
}

/** /:referenceId/:type/map — drop a pin (or search, or use the device's location) and see who delivers there. */
export function MapPage({ referenceId, type }: { referenceId: string; type: string }) {
  const { t } = useTranslation();
  const context = useDeliveryContext(referenceId);
  useDocumentTitle(`${t('delivery.map.title')} · ${context.data?.restaurant.business_name ?? ''}`);
  if (!context.data || (!context.zones && !context.zonesFailed)) return <FullScreenSpinner />;
  return <MapScreen referenceId={referenceId} type={type} context={context} />;
}

function MapScreen({
  referenceId,
  type,
  context,
}: {
  referenceId: string;
  type: string;
  context: ReturnType<typeof useDeliveryContext>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = useId();
  const { data, branchId } = context;
  const switchBranch = useBranchSwitch();
  // Every branch's zones when the guest can be moved to the branch that delivers to the pin (issue 12).
  const ownZones = useMemo(() => branchZones(context.zones ?? [], branchId), [context.zones, branchId]);
  const zones = useMemo(
    () => (switchBranch ? (context.zones ?? []) : ownZones),
    [switchBranch, context.zones, ownZones],
  );
  const stored = useDeliveryStore((state) => (state.referenceId === referenceId ? state : null));
  const selectedArea = stored?.area ?? null;
  const areaShape = useMemo(() => {
    if (!selectedArea || !context.zones) return undefined;
    return zoneOfArea(context.zones, selectedArea.id)?.areas.find((area) => area.id === selectedArea.id);
  }, [selectedArea, context.zones]);
  // The pin, the searched place it came from (if any) and where the map last flew to, moved together.
  const [place, setPlace] = useState<PlaceState>(() => ({
    pin: startingPin(stored?.pin ?? null, areaShape),
    queried: stored?.queriedAddress ?? null,
    focus: null,
  }));
  const { pin, queried, focus } = place;
  const [query, setQuery] = useState('');
  const addressSearch = useAddressSearch(branchId);
  const { results, searching, problem: searchProblem } = addressSearch;
  // The device decides at once which branch delivers to the pin; the server is asked about that branch.
  const localZone = pin ? deliveringZoneAt(zones, branchId, pin) : undefined;
  const pinBranchId = localZone?.branch_id ?? branchId;
  const answer = usePinAddress(pin, pinBranchId);

  const [initial] = useState(() => {
    if (pin) return { center: pin, zoom: 15 };
    if (areaShape) return { center: areaCentre(areaShape.shape), zoom: 14 };
    const bounds = zonesBounds(ownZones);
    return bounds ? { bounds } : { center: fallbackCentre, zoom: 11 };
  });

  const movePin = useCallback((point: LatLng, options: { queried?: QueriedAddress | null; focus?: boolean } = {}) => {
    setPlace((current) => ({
      pin: point,
      queried: options.queried ?? null,
      focus: options.focus ? { point, key: Date.now() } : current.focus,
    }));
  }, []);
  const dropPin = useCallback((point: LatLng) => movePin(point), [movePin]);

  const device = useDeviceLocation((point) => movePin(point, { focus: true }));
  const { locate, locating, problem: geoProblem } = device;
  const search = () => addressSearch.search(query);

  const chooseResult = async (result: AddressResultWire) => {
    addressSearch.clear();
    let chosen = result;
    if (result.placeId) {
      try {
        chosen = await setAddress({
          address: result.address,
          title: result.title,
          placeId: result.placeId,
          sessionId: geocoderSessionId(),
          branchId,
          lat: result.lat,
          lng: result.lng,
        });
      } catch {
        // The search's own answer already says where the place is and who delivers there.
      }
    }
    movePin(
      { lat: chosen.lat, lng: chosen.lng },
      {
        focus: true,
        queried: {
          placeId: chosen.placeId,
          title: chosen.title,
          address: chosen.address,
          lat: chosen.lat,
          lng: chosen.lng,
          zoneId: chosen.zone?.id ?? null,
        },
      },
    );
  };

  // The server's answer, when the geocoder gives one, is the word that counts.
  const zone = answer?.result ? answer.result.zone : (localZone ?? null);
  const terms = zone ? zoneTermsOf(zone) : null;
  const address = answer?.result?.address || queried?.address || null;

  const confirm = () => {
    if (!pin || !zone) return;
    // Another branch's zone moves the guest there first (SPEC §4's change-store rule, with its notice).
    const sameBranch = pinBranchId === branchId;
    if (!sameBranch) switchBranch?.(pinBranchId);
    useDeliveryStore
      .getState()
      .choosePin(
        { lat: pin.lat, lng: pin.lng, zoneId: zone.id, branchId: pinBranchId },
        { keepArea: sameBranch && pinInArea(areaShape, pin), queriedAddress: queried },
      );
    void navigate(safeNext(params.get('next'), referenceId) ?? `/${referenceId}/${type}/form`);
  };

  const pinLabel = t('delivery.map.pin');

  return (
    <div className="mx-auto flex max-w-5xl flex-col md:px-6 md:pt-6">
      <PageHeader
        title={t('delivery.map.title')}
        backTo={`/${referenceId}/${type}`}
        className="px-4 py-3 md:px-0"
        titleClassName="text-xl"
      />

      <form
        role="search"
        className="px-4 md:px-0"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <label htmlFor={`${ids}-search`} className="sr-only">
          {t('delivery.map.search')}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            {/* At phone widths the icon moves into the button so the placeholder fits ("…landmark", not "landmar"). */}
            <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto hidden size-5 text-ink-muted sm:block" />
            <input
              id={`${ids}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('delivery.map.searchPlaceholder')}
              autoComplete="street-address"
              maxLength={200}
              className="min-h-12 w-full rounded-xl bg-raised ps-3 pe-3 text-ellipsis text-ink sm:ps-10 ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none"
            />
          </div>
          <button
            type="submit"
            disabled={searching || query.trim().length < 2}
            className="grid min-h-12 min-w-12 place-items-center rounded-xl bg-primary px-3 font-semibold text-on-primary disabled:opacity-50 sm:px-4"
          >
            {searching ? (
              <Spinner className="size-5 border-2 border-white/30 border-t-white" />
            ) : (
              <>
                <SearchIcon className="size-5 sm:hidden" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('delivery.map.searchButton')}</span>
              </>
            )}
          </button>
        </div>
        {searchProblem ? (
          <p role="alert" className="mt-2 text-sm text-amber-900 dark:text-amber-200" data-testid="search-problem">
            {t(`delivery.map.searchProblem.${searchProblem}`)}
          </p>
        ) : null}
        {results.length > 0 ? (
          <ul
            className="mt-2 divide-y divide-line overflow-hidden rounded-xl bg-raised ring-1 ring-line"
            aria-label={t('delivery.map.results')}
          >
            {results.map((result) => (
              <li key={`${result.placeId ?? ''}-${result.lat}-${result.lng}`}>
                <button
                  type="button"
                  onClick={() => void chooseResult(result)}
                  className="flex min-h-12 w-full flex-col items-start px-3 py-2 text-start hover:bg-ink/5 dark:hover:bg-white/5"
                >
                  <span className="font-medium text-ink">{result.title || result.address}</span>
                  <span className="text-sm text-ink-muted">
                    {(result.zone ?? deliveringZoneAt(zones, branchId, result))?.name ?? t('delivery.map.outsideShort')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </form>

      <div className="md:mt-3 md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-4">
        <div
          role="region"
          aria-label={t('delivery.map.mapLabel')}
          className="relative z-0 mt-3 h-[52dvh] min-h-72 overflow-hidden bg-ink/5 md:mt-0 md:h-[calc(100dvh-16rem)] md:rounded-2xl md:ring-1 md:ring-line"
        >
          <ZoneMap zones={zones} pin={pin} onPin={dropPin} focus={focus} initial={initial} pinLabel={pinLabel} />
          <button
            type="button"
            onClick={locate}
            disabled={locating}
            data-testid="use-my-location"
            className="absolute end-3 bottom-3 z-[1000] flex min-h-11 items-center gap-2 rounded-full bg-raised px-4 text-sm font-semibold text-ink shadow-lg ring-1 ring-line disabled:opacity-70"
          >
            {locating ? <Spinner className="size-4 border-2" /> : null}
            {t('delivery.map.useMyLocation')}
          </button>
        </div>

        <section
          aria-live="polite"
          className="mx-4 mt-3 rounded-2xl bg-raised p-4 ring-1 ring-line md:mx-0 md:mt-0"
          data-testid="pin-status"
        >
          {geoProblem ? (
            <p
              role="alert"
              className="mb-3 rounded-xl bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200"
              data-testid="geo-problem"
            >
              {t(`delivery.map.geo.${geoProblem}`)}
            </p>
          ) : null}
          {!pin ? (
            <p className="text-ink-muted">{t('delivery.map.tapToPin')}</p>
          ) : terms ? (
            <div>
              <p className="font-semibold text-ink" data-testid="pin-zone">
                {t('delivery.map.deliversHere', { zone: terms.name })}
              </p>
              <ZoneTermsLine terms={terms} data={data} className="mt-1" />
              {pinBranchId !== branchId ? (
                <p className="mt-1 text-sm break-words text-ink-muted" data-testid="pin-branch">
                  {data?.restaurant.branches.find((branch) => branch.id === pinBranchId)?.name}
                </p>
              ) : null}
            </div>
          ) : (
            <p role="alert" className="font-semibold text-red-700 dark:text-red-300" data-testid="pin-outside">
              {t('delivery.map.outside')}
            </p>
          )}
          {pin && address ? <p className="mt-2 text-sm text-ink-muted">{address}</p> : null}
          {/* "…but your pin works" only where the pin is in a zone; off-zone it would contradict the alert. */}
          {pin && terms && answer?.unavailable ? (
            <p className="mt-2 text-xs text-ink-muted" data-testid="pin-address-unavailable">
              {t('delivery.map.addressUnavailable')}
            </p>
          ) : null}
          <button
            type="button"
            onClick={confirm}
            disabled={!pin || !zone}
            data-testid="confirm-pin"
            className="mt-4 flex min-h-12 w-full items-center justify-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('delivery.map.confirm')}
          </button>
        </section>
      </div>
    </div>
  );
}
