import { useLocation, useParams, useSearchParams } from 'react-router';
import { OrderHistoryPage } from '../../features/orders/order-history-page.tsx';
import { OrderPage } from '../../features/orders/order-page.tsx';
import { OrderStatusPage } from '../../features/orders/order-status-page.tsx';
import { PaymentFailPage } from '../../features/orders/payment-fail-page.tsx';

function placedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { placed?: unknown }).placed === true;
}

/** /:referenceId/order/:orderId?key= — the success page after checkout, then the live status. */
export function OrderRoute() {
  const { referenceId = '', orderId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = Number(orderId);
  return (
    <OrderPage
      key={orderId}
      referenceId={referenceId}
      orderId={Number.isInteger(id) && id > 0 ? id : 0}
      linkKey={params.get('key')}
      placed={placedState(location.state)}
    />
  );
}

/** /:referenceId/orders/details?id=&key= */
export function OrderDetailsRoute() {
  const { referenceId = '' } = useParams();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <OrderPage
      key={params.get('id')}
      referenceId={referenceId}
      orderId={Number.isInteger(id) && id > 0 ? id : 0}
      linkKey={params.get('key')}
      placed={false}
    />
  );
}

/** /:referenceId/orders/history */
export function OrderHistoryRoute() {
  const { referenceId = '' } = useParams();
  return <OrderHistoryPage referenceId={referenceId} />;
}

/** /:referenceId/orders/status */
export function OrderStatusRoute() {
  const { referenceId = '' } = useParams();
  return <OrderStatusPage referenceId={referenceId} />;
}

/** /:referenceId/payment/fail */
export function PaymentFailRoute() {
  const { referenceId = '' } = useParams();
  return <PaymentFailPage referenceId={referenceId} />;
}
