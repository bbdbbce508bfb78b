import { isFinalStatus, isOrderStatusCode } from '@okmenu/domain';
import { useQueries } from '@tanstack/react-query';
import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { orderQueryOptions } from './api/get-order.ts';
import { useOrderAccess } from '../../entities/order/order-access.ts';
import { OrderPage } from './order-page.tsx';

/** How many of this device's latest orders are checked for one still in progress. */
const recentCount = 5;

/** /:referenceId/orders/status — the live status of this device's latest order still in progress. */
export function OrderStatusPage({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const known = useOrderAccess((state) => state.orders);
  const recent = known.filter((order) => order.referenceId === referenceId).slice(0, recentCount);
  const queries = useQueries({ queries: recent.map((access) => orderQueryOptions(access.id, access.secret)) });
  if (queries.some((query) => query.isPending)) {
    return (
      <div className="mt-16 grid place-items-center">
        <Spinner />
      </div>
    );
  }
  const active = recent.find((_, index) => {
    const order = queries[index]?.data?.order;
    return order && !(isOrderStatusCode(order.status) && isFinalStatus(order.status));
  });
  if (!active) {
    return (
      <div className="mx-auto max-w-md px-6 py-16 text-center">
        <h1 className="text-xl font-bold text-ink">{t('orders.noActiveTitle')}</h1>
        <p className="mt-2 text-ink-muted">{t('orders.noActiveBody')}</p>
        <Link
          to={`/${referenceId}/orders/history`}
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
        >
          {t('orders.history')}
        </Link>
      </div>
    );
  }
  return <OrderPage referenceId={referenceId} orderId={active.id} linkKey={active.secret} placed={false} />;
}
