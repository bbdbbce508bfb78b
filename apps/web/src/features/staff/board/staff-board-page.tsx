import { pickText } from '@okmenu/domain';
import type { OrderWire } from '@okmenu/contract';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { Navigate } from '../../../shared/router/index.ts';
import { isApiError, isUnauthorized } from '../../../shared/api/api-error.ts';
import { productName } from '../../../shared/config/app-config.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FullScreenSpinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useStaffMe } from '../api/get-staff-me.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { useStaffSession } from '../staff-session.ts';
import { BoardHeader } from './board-header.tsx';
import { columnOf, groupOrders, needsReason, statusOfAction, type StaffAction } from './board-model.ts';
import { BoardColumns } from './board-columns.tsx';
import { DetailDialog } from './detail-dialog.tsx';
import { OrderDetail } from './order-detail.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { WalletCreditDialog } from './wallet-credit-dialog.tsx';
import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';
import { useNow } from '../../../shared/time/use-now.ts';
import { useOrderBoard } from './use-order-board.ts';
import { useSound } from './use-sound.ts';
import { StaffNav } from '../staff-nav.tsx';
import { newlyEscalated } from './escalation.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { BagIcon } from '../../../shared/ui/icons.tsx';

/** /staff/orders: the venue's live order board. */
export function StaffBoardPage() {
  const token = useStaffSession((session) => session.token);
  if (!token) return <Navigate to="/staff" replace />;
  return <Board key={token} token={token} />;
}

const actionOfStatus = Object.fromEntries(
  Object.entries(statusOfAction).map(([action, code]) => [code, action]),
) as Record<number, StaffAction>;

function Board({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const signOut = useStaffSession((session) => session.signOut);
  const me = useStaffMe(token);
  const sound = useSound();
  const [announcement, setAnnouncement] = useState('');
  const [toppingUp, setToppingUp] = useState(false);
  // Orders that just left the board (delivered, rejected …) stay readable in the detail until another is chosen.
  const [left, setLeft] = useState<ReadonlyMap<number, OrderWire>>(() => new Map());
  const remember = (order: OrderWire) => setLeft((known) => new Map([...known].slice(-20)).set(order.id, order));
  const { query, connection } = useOrderBoard(token, {
    onNewOrder: (order) => {
      sound.play();
      setAnnouncement(t('staff.board.arrived', { number: order.id }));
    },
    onLeft: remember,
  });
  const now = useNow();
  const wide = useMediaQuery('(min-width: 1024px)');
  const orders = useMemo(() => query.data ?? [], [query.data]);
  const groups = useMemo(() => groupOrders(orders), [orders]);

  // Issue 17: an order nobody accepted in time rings louder, shows a notification when allowed, and is highlighted.
  const alerted = useRef(new Set<number>());
  useEffect(() => {
    const fresh = newlyEscalated(orders, now, alerted.current);
    const first = fresh[0];
    if (!first) return;
    sound.alarm();
    setAnnouncement(t('ops.escalatedAnnounce', { number: first.id }));
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      for (const order of fresh) {
        new Notification(t('ops.escalatedAnnounce', { number: order.id }), { tag: `okmenu-order-${order.id}` });
      }
    }
  }, [orders, now, sound, t]);

  // The kitchen ticket is rendered for printing only, then printed at once (one action).
  const [ticket, setTicket] = useState<OrderWire | null>(null);
  const printTicket = (order: OrderWire) => {
    flushSync(() => setTicket(order));
    window.print();
  };

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<{ orderId: number; message: string } | null>(null);
  const [reasonFor, setReasonFor] = useState<'reject' | 'cancel' | null>(null);
  const mutation = useSetOrderStatus(token);

  const refused =
    isUnauthorized(me.error) ||
    isUnauthorized(query.error) ||
    isUnauthorized(mutation.error) ||
    connection === 'unauthorized';
  useEffect(() => {
    if (refused) signOut('expired');
  }, [refused, signOut]);

  const businessName = me.data ? pickText(me.data.business_name, [i18n.language, ...me.data.locales]) : '';
  const newCount = groups.new.length;
  useDocumentTitle(
    newCount > 0
      ? t('staff.board.titleWithCount', { count: newCount, name: businessName || productName })
      : t('staff.board.title', { name: businessName || productName }),
  );

  const selected =
    orders.find((order) => order.id === selectedId) ?? (selectedId === null ? null : (left.get(selectedId) ?? null));
  const pending =
    mutation.isPending && mutation.variables.orderId === selected?.id
      ? (actionOfStatus[mutation.variables.status] ?? null)
      : null;

  const select = (order: OrderWire) => {
    setSelectedId(order.id);
    setError(null);
    setOpened((known) => new Set(known).add(order.id));
  };

  const send = (order: OrderWire, action: StaffAction, reason?: string) => {
    setError(null);
    mutation.mutate(
      { orderId: order.id, status: statusOfAction[action], ...(reason ? { reason } : {}) },
      {
        onSuccess: ({ order: moved }) => {
          if (moved && columnOf(moved.status) === null) remember(moved);
          if (action === 'accept' && me.data?.auto_print_on_accept) printTicket(moved ?? order);
        },
        onError: (caught) => setError({ orderId: order.id, message: errorMessage(caught) }),
      },
    );
  };

  const errorMessage = (caught: unknown): string => {
    if (!isApiError(caught)) return t('staff.error.generic');
    if (caught.status === 409) return t('staff.error.changed');
    if (caught.status === 404) return t('staff.error.gone');
    if (caught.status === 0) return t('staff.error.network');
    return caught.message || t('staff.error.generic');
  };

  const onAction = (action: StaffAction) => {
    if (!selected) return;
    if (needsReason(action)) setReasonFor(action);
    else send(selected, action);
  };

  if (!me.data && !me.error) return <FullScreenSpinner />;

  const detail = selected ? (
    <OrderDetail
      order={selected}
      now={now}
      pending={pending}
      error={error?.orderId === selected.id ? error.message : null}
      onAction={onAction}
      onPrint={() => printTicket(selected)}
    />
  ) : null;

  return (
    <>
      <BoardHeader
        businessName={businessName}
        label={me.data?.label ?? ''}
        locales={me.data?.locales ?? []}
        connection={connection}
        soundOn={sound.on}
        onToggleSound={() => {
          // The same tap asks for notifications, shown when an order waits too long (issue 17).
          if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
            void Notification.requestPermission().catch(() => undefined);
          }
          void sound.toggle();
        }}
        onSignOut={() => signOut()}
        onTopUp={me.data?.role === 'owner' ? () => setToppingUp(true) : undefined}
      />
      <StaffNav owner={me.data?.role === 'owner'} />
      <WalletCreditDialog open={toppingUp} token={token} onClose={() => setToppingUp(false)} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <main
        id="main"
        // The nav above takes 3.5rem of the columns' full height too.
        style={{ '--staff-header': 'calc(4.25rem + 3.5rem)' } as CSSProperties}
        className="lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
      >
        <div className="lg:h-[calc(100dvh-var(--staff-header,4.25rem))] lg:overflow-y-auto">
          {query.isPending ? (
            <div className="p-8 text-center text-ink-muted">{t('common.loading')}</div>
          ) : query.isError && !refused ? (
            <LoadFailed look="compact" onRetry={() => void query.refetch()}>
              {t('staff.error.loadOrders')}
            </LoadFailed>
          ) : (
            <BoardColumns groups={groups} now={now} selectedId={selectedId} opened={opened} onSelect={select} />
          )}
        </div>
        {wide ? (
          <aside
            aria-label={t('staff.board.detail')}
            className="border-s border-line bg-raised lg:h-[calc(100dvh-var(--staff-header,4.25rem))] lg:overflow-y-auto"
          >
            <div className="p-5">
              {detail ?? (
                <EmptyState look="compact" icon={BagIcon}>
                  {t('staff.board.choose')}
                </EmptyState>
              )}
            </div>
          </aside>
        ) : (
          <DetailDialog order={selected} onClose={() => setSelectedId(null)}>
            {detail}
          </DetailDialog>
        )}
      </main>
      <KitchenTicket order={ticket} />
      <ReasonDialog
        kind={reasonFor}
        orderNumber={selected?.id ?? 0}
        onClose={() => setReasonFor(null)}
        onConfirm={(reason) => {
          const action = reasonFor;
          setReasonFor(null);
          if (selected && action) send(selected, action, reason);
        }}
      />
    </>
  );
}
