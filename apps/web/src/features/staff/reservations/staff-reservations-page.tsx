import type { ReservationWire } from '@okmenu/contract';
import { pickText } from '@okmenu/domain';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Navigate } from '../../../shared/router/index.ts';
import { isApiError, isUnauthorized } from '../../../shared/api/api-error.ts';
import { productName } from '../../../shared/config/app-config.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { errorTextClass } from '../../../shared/ui/field.tsx';
import { FullScreenSpinner, Spinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useStaffMe } from '../api/get-staff-me.ts';
import { BoardHeader } from '../board/board-header.tsx';
import { useSound } from '../board/use-sound.ts';
import { useStaffSession } from '../staff-session.ts';
import { useReservationBoard, useSetReservationStatus } from './reservation-calls.ts';
import { StaffNav } from '../staff-nav.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { CalendarIcon } from '../../../shared/ui/icons.tsx';
import { formatPhone } from '../../../shared/phone/format-phone.ts';
import { reservationAreaLabel } from '../../../entities/reservation/table-area.ts';

type Move = 'accept' | 'reject' | 'completed' | 'cancel' | 'noShow';
const statusOfMove: Record<Move, 1 | 2 | 3 | 4 | 5> = { accept: 1, reject: 2, completed: 3, cancel: 4, noShow: 5 };
/** What staff may do from each status (decision 0093's state machine). */
export function movesOf(status: number): Move[] {
  if (status === 0) return ['accept', 'reject', 'cancel'];
  if (status === 1) return ['completed', 'noShow', 'cancel'];
  return [];
}
const statusNames = ['pending', 'accepted', 'rejected', 'completed', 'cancelled', 'noShow'] as const;
const badgeLooks = [
  'bg-amber-500/15 text-amber-900 dark:text-amber-200',
  'bg-emerald-500/15 text-emerald-900 dark:text-emerald-200',
  'bg-red-500/15 text-red-900 dark:text-red-200',
  'bg-sky-500/15 text-sky-900 dark:text-sky-200',
  'bg-ink/10 text-ink',
  'bg-ink/10 text-ink',
];

/** Bookings by the branch's local date, each day by time. */
export function groupByDate(list: readonly ReservationWire[]): [string, ReservationWire[]][] {
  const days = new Map<string, ReservationWire[]>();
  for (const reservation of list) days.set(reservation.date, [...(days.get(reservation.date) ?? []), reservation]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, items]) => [date, [...items].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id)]);
}

/** /staff/reservations: today's and upcoming bookings, live, with accept / reject / seated / no-show / cancel. */
export function StaffReservationsPage() {
  const token = useStaffSession((session) => session.token);
  if (!token) return <Navigate to="/staff" replace />;
  return <ReservationBoard key={token} token={token} />;
}

function ReservationBoard({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const signOut = useStaffSession((session) => session.signOut);
  const me = useStaffMe(token);
  const sound = useSound();
  const [announcement, setAnnouncement] = useState('');
  const { query, connection } = useReservationBoard(token, (reservation) => {
    sound.play();
    setAnnouncement(t('staff.reservations.arrived', { number: reservation.id }));
  });
  const mutation = useSetReservationStatus(token);
  const [rejecting, setRejecting] = useState<ReservationWire | null>(null);
  const [error, setError] = useState<{ id: number; message: string } | null>(null);

  const refused = isUnauthorized(me.error) || isUnauthorized(query.error) || connection === 'unauthorized';
  useEffect(() => {
    if (refused) signOut('expired');
  }, [refused, signOut]);

  const businessName = me.data ? pickText(me.data.business_name, [i18n.language, ...me.data.locales]) : '';
  useDocumentTitle(t('staff.reservations.title', { name: businessName || productName }));
  const days = useMemo(() => groupByDate(query.data?.reservations ?? []), [query.data]);
  const today = query.data?.from ?? '';

  const send = (reservation: ReservationWire, move: Move, reason?: string) => {
    setError(null);
    mutation.mutate(
      { id: reservation.id, status: statusOfMove[move], ...(reason ? { reason } : {}) },
      {
        onError: (caught) =>
          setError({
            id: reservation.id,
            message:
              isApiError(caught) && caught.status === 409
                ? t('staff.error.changed')
                : isApiError(caught) && caught.status === 0
                  ? t('staff.error.network')
                  : t('staff.error.generic'),
          }),
      },
    );
  };

  if (!me.data && !me.error) return <FullScreenSpinner />;

  const dayTitle = (date: string) => {
    if (date === today) return t('reservation.today');
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, day, 12)));
  };

  return (
    <>
      <BoardHeader
        businessName={businessName}
        label={me.data?.label ?? ''}
        locales={me.data?.locales ?? []}
        connection={connection}
        soundOn={sound.on}
        onToggleSound={() => void sound.toggle()}
        onSignOut={() => signOut()}
      />
      <StaffNav owner={me.data?.role === 'owner'} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <main id="main" className="mx-auto max-w-4xl p-4">
        {query.isPending ? (
          <div className="p-8 text-center text-ink-muted">{t('common.loading')}</div>
        ) : query.isError && !refused ? (
          <LoadFailed look="compact" onRetry={() => void query.refetch()}>
            {t('staff.reservations.loadFailed')}
          </LoadFailed>
        ) : days.length === 0 ? (
          <EmptyState look="compact" icon={CalendarIcon}>
            {t('staff.reservations.empty')}
          </EmptyState>
        ) : (
          days.map(([date, items]) => (
            <section key={date} aria-labelledby={`day-${date}`} className="mb-6">
              <h2 id={`day-${date}`} className="mb-2 text-lg font-bold">
                {dayTitle(date)}
              </h2>
              <ul className="space-y-2">
                {items.map((reservation) => (
                  <ReservationRow
                    key={reservation.id}
                    reservation={reservation}
                    pending={mutation.isPending && mutation.variables.id === reservation.id}
                    error={error?.id === reservation.id ? error.message : null}
                    onMove={(move) => (move === 'reject' ? setRejecting(reservation) : send(reservation, move))}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
      <RejectDialog
        reservation={rejecting}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) send(rejecting, 'reject', reason);
          setRejecting(null);
        }}
      />
    </>
  );
}

const moveLooks: Record<Move, string> = {
  accept: 'bg-primary text-on-primary ring-primary',
  completed: 'bg-primary text-on-primary ring-primary',
  reject: 'text-red-700 ring-red-500/40 hover:bg-red-500/10 dark:text-red-300',
  cancel: 'ring-line hover:bg-ink/5',
  noShow: 'ring-line hover:bg-ink/5',
};

function ReservationRow({
  reservation,
  pending,
  error,
  onMove,
}: {
  reservation: ReservationWire;
  pending: boolean;
  error: string | null;
  onMove(move: Move): void;
}) {
  const { t, i18n } = useTranslation();
  const name = statusNames[reservation.status] ?? 'pending';
  const tables = reservation.table_names.join(', ');
  return (
    <li data-testid="staff-reservation" data-id={reservation.id} className="rounded-2xl bg-raised p-4 ring-1 ring-line">
      <div className="flex items-center justify-between gap-3">
        <span className="text-xl font-bold tabular-nums" dir="ltr">
          {reservation.time}
        </span>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${badgeLooks[reservation.status] ?? ''}`}>
          {t(`reservation.status.${name}`)}
        </span>
      </div>
      <p className="mt-1 font-semibold">
        <span dir="auto">{reservation.name}</span>{' '}
        <span dir="ltr" className="inline-block font-normal text-ink-muted">
          {formatPhone(reservation.phone)}
        </span>
      </p>
      <p className="text-sm text-ink-muted">
        {[
          t('staff.reservations.guests', { count: reservation.party_size }),
          tables || t('staff.reservations.noTable'),
          reservationAreaLabel(reservation, i18n.language),
          `#${reservation.id}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {reservation.notes ? (
        <p dir="auto" className="mt-2 text-sm">
          {reservation.notes}
        </p>
      ) : null}
      {reservation.reject_reason ? (
        <p className="mt-1 text-sm text-ink-muted">{t('reservation.reason', { reason: reservation.reject_reason })}</p>
      ) : null}
      {reservation.order ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t('reservation.preOrder')}: </span>
          {reservation.order.lines.map((line) => `${line.quantity}× ${line.name}`).join(', ')}
          {reservation.payment?.status === 'paid' || reservation.payment?.status === 'refunded' ? (
            <span
              data-testid="reservation-paid"
              className="ms-2 inline-flex rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:text-emerald-200"
            >
              {t(reservation.payment.status === 'paid' ? 'reservation.paidOnline' : 'reservation.refundedOnline')}
            </span>
          ) : null}
        </p>
      ) : null}
      {movesOf(reservation.status).length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {movesOf(reservation.status).map((move) => (
            <button
              key={move}
              type="button"
              disabled={pending}
              onClick={() => onMove(move)}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 disabled:opacity-60 ${moveLooks[move]}`}
            >
              {t(`staff.reservations.move.${move}`)}
            </button>
          ))}
          {pending ? <Spinner className="size-4 border-2" /> : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={`mt-2 ${errorTextClass}`}>
          {error}
        </p>
      ) : null}
    </li>
  );
}

function RejectDialog({
  reservation,
  onClose,
  onConfirm,
}: {
  reservation: ReservationWire | null;
  onClose(): void;
  onConfirm(reason: string): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
    setReason('');
    setMissing(false);
  };
  return (
    <Dialog
      open={reservation !== null}
      onClose={close}
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-3xl shadow-2xl"
    >
      <form onSubmit={submit} className="space-y-4 p-6" noValidate>
        <h2 id={titleId} className="text-lg font-bold">
          {t('staff.reservations.rejectTitle', { number: reservation?.id ?? 0 })}
        </h2>
        <div>
          <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
            {t('staff.reason.label')}
          </label>
          <textarea
            id={fieldId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={300}
            rows={3}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${fieldId}-error` : undefined}
            className="w-full rounded-xl bg-surface p-3 ring-1 ring-line focus:ring-2 focus:ring-primary focus:outline-none"
          />
          {missing ? (
            <p id={`${fieldId}-error`} className={`mt-1 ${errorTextClass}`}>
              {t('staff.reservations.reasonRequired')}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className="min-h-11 rounded-full px-4 font-medium ring-1 ring-line">
            {t('staff.reason.back')}
          </button>
          <button type="submit" className="min-h-11 rounded-full bg-red-600 px-4 font-semibold text-white">
            {t('staff.reservations.confirmReject')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
