import { isFinalStatus, isOrderStatusCode } from '@okmenu/domain';
import { useEffect, type ReactNode } from 'react';
import { Link } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useOrder } from './api/get-order.ts';
import { trackEvent } from '../../entities/tracking/events.ts';
import { secretOf, useOrderAccess } from '../../entities/order/order-access.ts';
import { OrderView } from './order-view.tsx';
import { useOrderEvents } from './use-order-events.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';

interface OrderPageProps {
  referenceId: string;
  orderId: number;
  /** The secret from the link (`?key=`); this device's saved secret otherwise. */
  linkKey: string | null;
  /** Just placed: the success page shows above the status. */
  placed: boolean;
  /** What the app shows under the order (the quick rating of a delivered order). */
  footer?: (order: { id: number; status: number }, secret: string) => ReactNode;
}

/** Nothing to show: an unknown order, or one this device has no key for. */
export function OrderMissing({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-xl font-bold text-ink">{t('orders.notFoundTitle')}</h1>
      <p className="mt-2 text-ink-muted">{t('orders.notFoundBody')}</p>
      <Link
        to={`/${referenceId}/orders/history`}
        className="mt-6 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
      >
        {t('orders.history')}
      </Link>
    </div>
  );
}

/** /:referenceId/order/:orderId and /orders/details: the order (with a success page after checkout), live. */
export function OrderPage({ referenceId, orderId, linkKey, placed, footer }: OrderPageProps) {
  const { t } = useTranslation();
  const { data } = useRestaurant(referenceId);
  const secret = linkKey ?? secretOf(orderId);
  const query = useOrder(orderId, secret);
  const order = query.data?.order;
  const final = order ? isOrderStatusCode(order.status) && isFinalStatus(order.status) : false;
  const live = useOrderEvents({ id: orderId, secret, finished: !order || final });
  useDocumentTitle(`${t('orders.title', { id: orderId })} · ${data?.restaurant.business_name ?? ''}`);

  // The pixels' purchase (issue 18) on the success page, with the server's event id; the tracker sends it once
  // per order, also when the page is reloaded (it remembers the ids it sent).
  useEffect(() => {
    if (!placed || !order) return;
    trackEvent(referenceId, {
      name: 'purchase',
      orderId: order.id,
      eventId: order.purchase_event_id,
      items: (order.lines ?? []).map((line) => ({
        id: line.item_id,
        name: line.name,
        price: line.unit_price,
        quantity: line.quantity,
      })),
      value: order.totals.total,
      currency: order.currency,
    });
  }, [placed, order, referenceId]);

  // A link opened on another device makes the order this device's too.
  useEffect(() => {
    if (order && secret && linkKey) useOrderAccess.getState().remember({ id: orderId, secret, referenceId });
  }, [order, secret, linkKey, orderId, referenceId]);

  if (!secret || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <OrderMissing referenceId={referenceId} />;
  }
  if (query.isError && !order) {
    return (
      <LoadFailed className="mx-auto my-8 max-w-md" onRetry={() => void query.refetch()}>
        {t('orders.loadFailed')}
      </LoadFailed>
    );
  }
  if (!order || !data) return <FullScreenSpinner />;

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 pt-4 pb-8 md:pt-8">
      {placed ? (
        <section className="rounded-3xl bg-primary px-5 py-6 text-on-primary" data-testid="order-success">
          <p className="text-3xl" aria-hidden="true">
            ✓
          </p>
          <h1 className="mt-1 text-2xl font-bold">{t('orders.successTitle', { name: order.name })}</h1>
          <p className="mt-1 opacity-90">{t('orders.successBody', { id: order.id })}</p>
          <p className="mt-3 text-sm opacity-80">{t('orders.keepLink')}</p>
        </section>
      ) : (
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('orders.title', { id: order.id })}</h1>
      )}
      <OrderView order={order} data={data} live={live} />
      {footer && secret ? footer({ id: order.id, status: order.status }, secret) : null}
      <div className="flex flex-wrap gap-3">
        <Link
          to={`/${referenceId}/orders/history`}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-medium text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10"
        >
          {t('orders.history')}
        </Link>
        <Link
          to={`/${referenceId}`}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-medium text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10"
        >
          {t('orders.backToMenu')}
        </Link>
      </div>
    </div>
  );
}
