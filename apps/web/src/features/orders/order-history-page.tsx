import type { OrderWire, RestaurantResponse } from '@okmenu/contract';
import { routeSellingType, toMinor } from '@okmenu/domain';
import { Link, useNavigate } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { branchTimeZone } from '../../entities/business/branch-time-zone.ts';
import { businessRouteTypes } from '../../entities/business/selling-types.ts';
import { menuItemsOf } from '../../entities/cart/menu-items.ts';
import { businessCurrency } from '../../entities/money/business-currency.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { formatLocalTime } from '../../shared/i18n/format-time.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { LoadMoreButton } from '../../shared/ui/load-more-button.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useOrderHistory } from './api/order-history.ts';
import { orderHref, useOrderAccess } from '../../entities/order/order-access.ts';
import { statusKey } from './order-view.tsx';
import { reorderLines } from './reorder.ts';
import { Card } from '../../shared/ui/card.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';

/** One past order: number, date, status, total, what was in it, and reorder. */
function HistoryCard({
  order,
  data,
  referenceId,
}: {
  order: OrderWire;
  data: RestaurantResponse;
  referenceId: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney(data);
  const access = useOrderAccess((state) => state.orders.find((known) => known.id === order.id));
  const timeZone = branchTimeZone(data.restaurant, order.branch_id);
  const types = businessRouteTypes(data.restaurant.selling_types);
  const orderType = routeSellingType(order.selling_type);
  const type = orderType && types.includes(orderType) ? orderType : types[0];

  const reorder = () => {
    if (!type) return;
    const { lines, dropped } = reorderLines({
      order,
      menuItems: menuItemsOf(data),
      type,
      branchId: data.restaurant.branch_id,
    });
    useCartStore.getState().addLines(lines, { kind: 'reordered', added: lines.length, dropped });
    void navigate(`/${referenceId}/${type}/cart`);
  };

  return (
    <Card as="li" data-testid="history-order">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-ink">{t('orders.title', { id: order.id })}</h2>
          <p className="text-sm text-ink-muted">
            {formatLocalTime(order.created_at, { locale: i18n.language, timeZone })}
          </p>
        </div>
        <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary-ink dark:bg-white/10">
          {t(statusKey(order.status, order.selling_type))}
        </span>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-ink-muted">
        {(order.lines ?? []).map((line) => `${line.quantity}× ${line.name}`).join(t('cart.listSeparator'))}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="me-auto font-semibold text-ink tabular-nums">
          {money(toMinor(order.totals.total, businessCurrency(data)))}
        </span>
        {access ? (
          <Link
            to={orderHref(referenceId, access)}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10"
          >
            {t('orders.view')}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={reorder}
          disabled={!type}
          className="inline-flex min-h-11 items-center rounded-full bg-primary px-4 text-sm font-semibold text-on-primary hover:opacity-90"
        >
          {t('orders.reorder')}
        </button>
      </div>
    </Card>
  );
}

/** /:referenceId/orders/history — this device's orders, page by page, with reorder. */
export function OrderHistoryPage({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const { data } = useRestaurant(referenceId);
  const history = useOrderHistory(data?.restaurant.id ?? 0);
  useDocumentTitle(`${t('orders.history')} · ${data?.restaurant.business_name ?? ''}`);
  if (!data) return <FullScreenSpinner />;
  const orders = history.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <div className="mx-auto max-w-2xl px-4 pt-4 pb-8 md:pt-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('orders.history')}</h1>
      {history.isPending ? (
        <div className="mt-8 grid place-items-center">
          <Spinner />
        </div>
      ) : history.isError ? (
        <LoadFailed className="mt-6" onRetry={() => void history.refetch()}>
          {t('orders.loadFailed')}
        </LoadFailed>
      ) : orders.length === 0 ? (
        <div className="mt-8 text-center">
          <p className="text-ink-muted">{t('orders.noOrders')}</p>
          <Link
            to={`/${referenceId}`}
            className="mt-4 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
          >
            {t('cart.browseMenu')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {orders.map((order) => (
              <HistoryCard key={order.id} order={order} data={data} referenceId={referenceId} />
            ))}
          </ul>
          <LoadMoreButton list={history}>{t('orders.more')}</LoadMoreButton>
        </>
      )}
    </div>
  );
}
