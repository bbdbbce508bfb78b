import type { BusyBody, SoldOutBody, SoldOutMarkWire, SoldOutTargetWire } from '@okmenu/contract';
import { pickText } from '@okmenu/domain';
import { useId, useMemo, useState } from 'react';
import { Navigate } from '../../../shared/router/index.ts';
import { useRestaurant } from '../../../entities/business/api/get-restaurant.ts';
import { businessRouteTypes, type RouteType } from '../../../entities/business/selling-types.ts';
import { formatLocalTime } from '../../../shared/i18n/format-time.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { inputClass } from '../../../shared/ui/control-styles.ts';
import { FullScreenSpinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useBusyMutation, useSoldOutMutation, useStaffOperations } from '../api/operations.ts';
import { useStaffMe } from '../api/get-staff-me.ts';
import { StaffNav } from '../staff-nav.tsx';
import { useStaffSession } from '../staff-session.ts';
import { marksByTarget, serviceEntries, targetKey, untilInstant, type ServiceEntry } from './service-model.ts';

/** /staff/service: sold-out dishes, price labels and modifiers; busy mode for owners (issue 17). */
export function ServicePage() {
  const token = useStaffSession((session) => session.token);
  if (!token) return <Navigate to="/staff" replace />;
  return <Service token={token} />;
}

type DurationChoice = 'end_of_day' | 'indefinitely' | 'until';

const chip =
  'inline-flex min-h-10 items-center justify-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap ring-1 transition disabled:opacity-50';

function Service({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const me = useStaffMe(token);
  const restaurant = useRestaurant(me.data?.reference_id ?? '');
  const data = me.data ? restaurant.data : undefined;
  const [chosenBranch, setBranch] = useState<number | null>(null);
  const branchId = chosenBranch ?? data?.restaurant.branch_id ?? 0;
  const operations = useStaffOperations(token, branchId);
  const soldOut = useSoldOutMutation(token);
  const [search, setSearch] = useState('');
  const [duration, setDuration] = useState<DurationChoice>('end_of_day');
  const [until, setUntil] = useState('');
  const branchFieldId = useId();
  const durationId = useId();
  const searchId = useId();
  const businessName = me.data ? pickText(me.data.business_name, [i18n.language, ...me.data.locales]) : '';
  useDocumentTitle(`${t('ops.title')} · ${businessName}`);

  const marks = useMemo(() => marksByTarget(operations.data?.sold_out), [operations.data]);
  const categories = data?.menu.categories;
  const entries = useMemo(() => serviceEntries(categories ?? [], search), [categories, search]);

  if (!data) return <FullScreenSpinner />;
  const branch = data.restaurant.branches.find((entry) => entry.id === branchId);
  const timeZone = branch?.time_zone ?? 'UTC';
  const owner = me.data?.role === 'owner';

  const mark = (target: SoldOutTargetWire) => {
    let chosen: SoldOutBody['duration'];
    if (duration === 'until') {
      // The typed time is the branch's wall clock, whatever the zone of the device staff use.
      const at = untilInstant(until, timeZone);
      if (!at) return;
      chosen = { kind: 'until', at: at.toISOString() };
    } else {
      chosen = { kind: duration };
    }
    soldOut.mutate({ mark: { branch_id: branchId, target, duration: chosen } });
  };
  const clear = (target: SoldOutTargetWire) => soldOut.mutate({ clear: { branch_id: branchId, target } });
  const markText = (found: SoldOutMarkWire) =>
    found.until
      ? t('ops.soldOutUntil', { time: formatLocalTime(found.until, { locale: i18n.language, timeZone }) })
      : t('ops.soldOutIndefinitely');

  const row = (target: SoldOutTargetWire, name: string, nested = false) => {
    const found = marks.get(targetKey(target));
    return (
      <li
        key={targetKey(target)}
        data-target={targetKey(target)}
        className={`flex flex-wrap items-center gap-x-3 gap-y-1 py-2 ${nested ? 'ps-5 text-sm' : ''}`}
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{name}</span>
          {found ? <span className="block text-xs text-red-700 dark:text-red-300">{markText(found)}</span> : null}
        </span>
        {found ? (
          <button
            type="button"
            onClick={() => clear(target)}
            disabled={soldOut.isPending}
            className={`${chip} ring-emerald-700/50 text-emerald-800 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-emerald-950`}
            aria-label={t('ops.makeAvailableNamed', { name })}
          >
            {t('ops.makeAvailable')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => mark(target)}
            disabled={soldOut.isPending || (duration === 'until' && until === '')}
            className={`${chip} ring-red-700/40 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950`}
            aria-label={t('ops.markSoldOutNamed', { name })}
          >
            {t('ops.markSoldOut')}
          </button>
        )}
      </li>
    );
  };
  const entryRows = (list: ServiceEntry[]) =>
    list.map((entry) => [
      row(entry.target, entry.name),
      ...entry.labels.map((label) => row(label.target, `${entry.name} · ${label.name}`, true)),
    ]);

  return (
    <>
      <header className="sticky top-0 z-20 border-b border-line bg-raised/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 px-4 py-2.5">
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold">
            {t('ops.title')} <span className="font-normal text-ink-muted">· {businessName}</span>
          </h1>
        </div>
      </header>
      <StaffNav owner={owner} />
      <main id="main" className="mx-auto max-w-3xl space-y-4 px-4 py-4">
        {data.restaurant.branches.length > 1 ? (
          <Card className="flex flex-wrap items-center gap-3">
            <label htmlFor={branchFieldId} className="font-semibold">
              {t('ops.branch')}
            </label>
            <select
              id={branchFieldId}
              value={branchId}
              onChange={(event) => setBranch(Number(event.target.value))}
              className={`${inputClass} w-auto flex-1`}
            >
              {data.restaurant.branches.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </Card>
        ) : null}

        {owner ? (
          <BusyCard
            token={token}
            branchId={branchId}
            types={businessRouteTypes(data.restaurant.selling_types).filter((type) => type !== 'reservation')}
            busy={operations.data?.busy ?? {}}
            timeZone={timeZone}
          />
        ) : null}

        <Card as="section" aria-labelledby={`${searchId}-h`}>
          <h2 id={`${searchId}-h`} className="text-lg font-bold">
            {t('ops.soldOutTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('ops.soldOutHelp')}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={durationId} className="mb-1 block text-sm font-medium">
                {t('ops.duration')}
              </label>
              <select
                id={durationId}
                value={duration}
                onChange={(event) => setDuration(event.target.value as DurationChoice)}
                className={inputClass}
              >
                <option value="end_of_day">{t('ops.endOfDay')}</option>
                <option value="until">{t('ops.untilTime')}</option>
                <option value="indefinitely">{t('ops.indefinitely')}</option>
              </select>
              {duration === 'until' ? (
                <input
                  type="datetime-local"
                  aria-label={t('ops.untilTime')}
                  value={until}
                  onChange={(event) => setUntil(event.target.value)}
                  className={`${inputClass} mt-2`}
                />
              ) : null}
            </div>
            <div>
              <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
                {t('ops.search')}
              </label>
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className={inputClass}
              />
            </div>
          </div>
          {soldOut.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {t('staff.error.generic')}
            </p>
          ) : null}
          <h3 className="mt-4 text-sm font-semibold text-ink-muted">{t('ops.dishes')}</h3>
          <ul className="divide-y divide-line">{entryRows(entries.items)}</ul>
          {entries.modifiers.length > 0 ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-ink-muted">{t('ops.modifiers')}</h3>
              <ul className="divide-y divide-line">{entryRows(entries.modifiers)}</ul>
            </>
          ) : null}
        </Card>
      </main>
    </>
  );
}

const pauses: { value: NonNullable<BusyBody['pause']>; key: string }[] = [
  { value: 15, key: 'ops.pause15' },
  { value: 30, key: 'ops.pause30' },
  { value: 60, key: 'ops.pause60' },
  { value: 'until_reopened', key: 'ops.pauseUntilReopened' },
];

/** Busy mode per selling type (owner only): pause new orders, or add preparation minutes. */
function BusyCard(props: {
  token: string;
  branchId: number;
  types: RouteType[];
  busy: Partial<Record<RouteType, { paused: boolean; paused_until: string | null; extra_minutes: number }>>;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const mutation = useBusyMutation(props.token);
  const headingId = useId();
  const send = (type: RouteType, change: Pick<BusyBody, 'pause' | 'extra_minutes'>) =>
    mutation.mutate({ branch_id: props.branchId, selling_type: type, ...change });
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('ops.busyTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('ops.busyHelp')}</p>
      {mutation.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('staff.error.generic')}
        </p>
      ) : null}
      <ul className="mt-2 divide-y divide-line">
        {props.types.map((type) => {
          const state = props.busy[type];
          const paused = state?.paused ?? false;
          const extra = state?.extra_minutes ?? 0;
          return (
            <li key={type} className="space-y-2 py-3" data-busy-type={type}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{t(`orderTypes.${type}.title`)}</span>
                <span
                  role="status"
                  className={`text-sm ${paused ? 'font-semibold text-red-700 dark:text-red-300' : 'text-ink-muted'}`}
                >
                  {paused
                    ? state?.paused_until
                      ? t('ops.pausedUntil', {
                          time: formatLocalTime(state.paused_until, {
                            locale: i18n.language,
                            timeZone: props.timeZone,
                            withDay: false,
                          }),
                        })
                      : t('ops.pausedUntilReopened')
                    : t('ops.taking')}
                  {extra > 0 ? ` · ${t('ops.extraNow', { n: extra })}` : ''}
                </span>
              </div>
              <div className="flex flex-wrap gap-2">
                {pauses.map((pause) => (
                  <button
                    key={pause.value}
                    type="button"
                    disabled={mutation.isPending}
                    onClick={() => send(type, { pause: pause.value })}
                    className={`${chip} ring-line hover:bg-ink/5`}
                  >
                    {t(pause.key)}
                  </button>
                ))}
                {paused ? (
                  <button
                    type="button"
                    disabled={mutation.isPending}
                    onClick={() => send(type, { pause: 'off' })}
                    className={`${chip} bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800`}
                  >
                    {t('ops.reopen')}
                  </button>
                ) : null}
              </div>
              <label className="flex flex-wrap items-center gap-2 text-sm">
                <span>{t('ops.extraMinutes')}</span>
                <select
                  value={extra}
                  disabled={mutation.isPending}
                  onChange={(event) => send(type, { extra_minutes: Number(event.target.value) })}
                  className="min-h-10 rounded-full bg-raised px-3 ring-1 ring-line"
                >
                  {[0, 10, 15, 20, 30, 45, 60].map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes === 0 ? t('ops.noExtra') : t('ops.plusMinutes', { n: minutes })}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
