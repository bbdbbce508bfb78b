import type { TestedBranchWire, ZoneTesterResponse } from '@okmenu/contract';
import type { LatLng } from '@okmenu/domain';
import { pickText } from '@okmenu/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Navigate } from '../../../shared/router/index.ts';
import { useRestaurant } from '../../../entities/business/api/get-restaurant.ts';
import { businessRouteTypes, type RouteType } from '../../../entities/business/selling-types.ts';
import { searchAddress } from '../../../entities/geocoder/get-address.ts';
import { geocoderSessionId } from '../../../entities/geocoder/geocoder-session.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatLocalTime } from '../../../shared/i18n/format-time.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { buttonClass, inputClass } from '../../../shared/ui/control-styles.ts';
import { FullScreenSpinner, Spinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useZoneTester } from '../api/operations.ts';
import { useStaffMe } from '../api/get-staff-me.ts';
import { formatMoney } from '../board/staff-format.ts';
import { StaffNav } from '../staff-nav.tsx';
import { useStaffSession } from '../staff-session.ts';

const TesterMap = lazy(() => import('./tester-map.tsx'));

/** /staff/zone-tester (owner): what a guest would get at a place, a time and a selling type (issue 17). */
export function ZoneTesterPage() {
  const token = useStaffSession((session) => session.token);
  if (!token) return <Navigate to="/staff" replace />;
  return <ZoneTester token={token} />;
}

/** A datetime-local value for a moment, in the device's time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function ZoneTester({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const me = useStaffMe(token);
  const { data } = useRestaurant(me.data?.reference_id ?? '');
  const tester = useZoneTester(token);
  const [pin, setPin] = useState<LatLng | null>(null);
  const [at, setAt] = useState(() => localInput(new Date()));
  const [type, setType] = useState<RouteType>('delivery');
  const [query, setQuery] = useState('');
  const ids = { at: useId(), type: useId(), query: useId(), result: useId() };
  const branchId = data?.restaurant.branch_id ?? 0;
  const search = useMutation({
    mutationFn: (address: string) => searchAddress({ address, sessionId: geocoderSessionId(), branchId }),
  });
  const businessName = me.data ? pickText(me.data.business_name, [i18n.language, ...me.data.locales]) : '';
  useDocumentTitle(`${t('ops.zoneTester')} · ${businessName}`);

  if (me.data && me.data.role !== 'owner') return <Navigate to="/staff/service" replace />;
  if (!data) return <FullScreenSpinner />;
  const types = businessRouteTypes(data.restaurant.selling_types).filter((entry) => entry !== 'reservation');
  const center = data.restaurant.branches[0]?.location ?? { lat: 29.37, lng: 47.98 };

  const run = (point: LatLng | null = pin, sellingType: RouteType = type, when: string = at) => {
    if (!point) return;
    const moment = new Date(when);
    tester.mutate({
      location: point,
      selling_type: sellingType,
      ...(Number.isNaN(moment.getTime()) ? {} : { at: moment.toISOString() }),
    });
  };
  const dropPin = (point: LatLng) => {
    setPin(point);
    run(point);
  };

  return (
    <>
      <header className="sticky top-0 z-[1100] border-b border-line bg-raised/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2.5">
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{t('ops.zoneTester')}</h1>
        </div>
      </header>
      <StaffNav owner />
      <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-4 lg:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">{t('ops.testerHelp')}</p>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (query.trim().length >= 2) search.mutate(query.trim());
            }}
          >
            <label htmlFor={ids.query} className="sr-only">
              {t('ops.address')}
            </label>
            <input
              id={ids.query}
              type="search"
              value={query}
              placeholder={t('ops.address')}
              onChange={(event) => setQuery(event.target.value)}
              className={inputClass}
            />
            <button type="submit" className={buttonClass.secondary} disabled={search.isPending}>
              {search.isPending ? <Spinner className="size-4" /> : null}
              {t('ops.find')}
            </button>
          </form>
          {search.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {isApiError(search.error) && search.error.status === 502
                ? t('ops.geocoderDown')
                : t('staff.error.generic')}
            </p>
          ) : search.data && search.data.results.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('ops.noPlace')}</p>
          ) : search.data ? (
            <ul className="divide-y divide-line rounded-2xl bg-raised ring-1 ring-line">
              {search.data.results.slice(0, 5).map((place) => (
                <li key={`${place.lat},${place.lng}`}>
                  <button
                    type="button"
                    className="block w-full px-4 py-2 text-start hover:bg-ink/5"
                    onClick={() => {
                      search.reset();
                      dropPin({ lat: place.lat, lng: place.lng });
                    }}
                  >
                    <span className="block font-medium">{place.title}</span>
                    <span className="block text-xs text-ink-muted">{place.address}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div
            className="relative z-0 h-72 overflow-hidden rounded-2xl ring-1 ring-line lg:h-96"
            data-testid="tester-map"
          >
            <Suspense
              fallback={<div className="grid size-full place-items-center text-ink-muted">{t('common.loading')}</div>}
            >
              <TesterMap center={center} pin={pin} onPin={dropPin} pinLabel={t('ops.pin')} />
            </Suspense>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.at} className="mb-1 block text-sm font-medium">
                {t('ops.when')}
              </label>
              <input
                id={ids.at}
                type="datetime-local"
                value={at}
                onChange={(event) => {
                  setAt(event.target.value);
                  run(pin, type, event.target.value);
                }}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={ids.type} className="mb-1 block text-sm font-medium">
                {t('ops.sellingType')}
              </label>
              <select
                id={ids.type}
                value={type}
                onChange={(event) => {
                  const next = event.target.value as RouteType;
                  setType(next);
                  run(pin, next);
                }}
                className={inputClass}
              >
                {types.map((entry) => (
                  <option key={entry} value={entry}>
                    {t(`orderTypes.${entry}.title`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {pin ? (
            <p className="text-xs text-ink-muted tabular-nums" dir="ltr">
              {pin.lat.toFixed(5)}, {pin.lng.toFixed(5)}
            </p>
          ) : null}
        </div>
        <section aria-labelledby={ids.result} aria-busy={tester.isPending} className="space-y-3">
          <h2 id={ids.result} className="text-lg font-bold">
            {t('ops.result')}
          </h2>
          {tester.isPending ? <Spinner className="size-6" /> : null}
          {tester.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t('staff.error.generic')}
            </p>
          ) : null}
          {!pin ? <p className="text-ink-muted">{t('ops.dropPin')}</p> : null}
          {tester.data ? (
            <TesterAnswer
              answer={tester.data}
              type={type}
              timeZoneOf={(id) => data.restaurant.branches.find((branch) => branch.id === id)?.time_zone ?? 'UTC'}
            />
          ) : null}
        </section>
      </main>
    </>
  );
}

function TesterAnswer({
  answer,
  type,
  timeZoneOf,
}: {
  answer: ZoneTesterResponse;
  type: RouteType;
  timeZoneOf: (branchId: number) => string;
}) {
  const { t } = useTranslation();
  const delivering = answer.branches.find((branch) => branch.branch_id === answer.delivering_branch_id);
  return (
    <div className="space-y-3" data-testid="tester-answer">
      {type === 'delivery' ? (
        <p
          className={`rounded-2xl p-3 text-sm font-semibold ring-1 ${
            delivering
              ? 'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950/40 dark:text-emerald-100 dark:ring-emerald-800'
              : 'bg-red-50 text-red-900 ring-red-200 dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900'
          }`}
        >
          {delivering ? t('ops.deliveredBy', { name: delivering.name }) : t('ops.noDelivery')}
        </p>
      ) : null}
      {answer.branches
        .filter((branch) => branch.takes_type)
        .map((branch) => (
          <BranchAnswer
            key={branch.branch_id}
            branch={branch}
            currency={answer.currency}
            timeZone={timeZoneOf(branch.branch_id)}
          />
        ))}
    </div>
  );
}

function BranchAnswer({
  branch,
  currency,
  timeZone,
}: {
  branch: TestedBranchWire;
  currency: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const time = (iso: string) => formatLocalTime(iso, { locale: i18n.language, timeZone });
  return (
    <Card as="section" className="space-y-3" data-branch-id={branch.branch_id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">{branch.name}</h3>
        <span
          className={`text-sm font-semibold ${branch.open ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {branch.open
            ? t('ops.openThen')
            : branch.opens_at
              ? t('ops.closedOpensAt', { time: time(branch.opens_at) })
              : t('ops.closedThen')}
        </span>
      </div>
      {branch.busy.paused ? (
        <p className="text-sm text-red-700 dark:text-red-300">{t('ops.pausedUntilReopened')}</p>
      ) : null}
      {branch.busy.extra_minutes > 0 ? (
        <p className="text-sm">{t('ops.extraNow', { n: branch.busy.extra_minutes })}</p>
      ) : null}
      {branch.zones.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-start text-xs text-ink-muted">
              <tr>
                <th className="py-1 text-start font-medium">{t('ops.zone')}</th>
                <th className="py-1 text-start font-medium">{t('ops.fee')}</th>
                <th className="py-1 text-start font-medium">{t('ops.minimum')}</th>
                <th className="py-1 text-start font-medium">{t('ops.deliveryTime')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {branch.zones.map((zone) => (
                <tr key={zone.zone_id} data-verdict={zone.verdict}>
                  <td className="py-1.5 pe-2">
                    <span className="block font-medium">{zone.name}</span>
                    <span
                      className={`block text-xs ${zone.verdict === 'applies' ? 'font-semibold text-emerald-700 dark:text-emerald-300' : 'text-ink-muted'}`}
                    >
                      {t(`ops.verdict.${zone.verdict}`)}
                    </span>
                  </td>
                  <td className="py-1.5 pe-2 tabular-nums">{money(zone.fee)}</td>
                  <td className="py-1.5 pe-2 tabular-nums">{money(zone.min_order)}</td>
                  <td className="py-1.5 tabular-nums">{t(`ops.unit.${zone.unit}`, { n: zone.delivery_time })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('ops.noZone')}</p>
      )}
      <div>
        <h4 className="text-sm font-semibold">{t('ops.slots')}</h4>
        {branch.scheduling && branch.slots.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1.5 text-xs">
            {branch.slots.slice(0, 12).map((slot) => (
              <li key={slot.start} className="rounded-full bg-ink/5 px-2 py-0.5 tabular-nums dark:bg-white/10">
                {slot.label}
              </li>
            ))}
            {branch.slots.length > 12 ? (
              <li className="px-1 py-0.5 text-ink-muted">+{branch.slots.length - 12}</li>
            ) : null}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{t('ops.noSlots')}</p>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold">
          {t('ops.orderable', { n: branch.orderable_items.length, hidden: branch.not_orderable_count })}
        </h4>
        <p className="mt-1 line-clamp-3 text-xs text-ink-muted">
          {branch.orderable_items.map((item) => item.name).join(' · ')}
        </p>
      </div>
    </Card>
  );
}
