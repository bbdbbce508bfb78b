import { useLocation, useParams, useSearchParams } from '../../shared/router/index.ts';
import type { ReactNode } from 'react';
import { OrderRatingPrompt } from '../../features/feedback/order-rating.tsx';
import { OrderHistoryPage } from '../../features/orders/order-history-page.tsx';
import { OrderPage } from '../../features/orders/order-page.tsx';
import { OrderStatusPage } from '../../features/orders/order-status-page.tsx';
import { PaymentFailPage } from '../../features/payments/payment-fail-page.tsx';
import { PaymentReturn } from '../../features/payments/payment-return.tsx';
import { failReasonOf } from '../../entities/payment/payment-return.ts';

function placedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { placed?: unknown }).placed === true;
}

/** After delivery (status 5, decision 0004), the order's page asks once for a quick rating. */
const ratingFooter = (order: { id: number; status: number }, secret: string): ReactNode => (
  <OrderRatingPrompt orderId={order.id} secret={secret} delivered={order.status === 5} />
);

/** /:referenceId/order/:orderId?key= — the success page after checkout, then the live status. */
export function OrderRoute() {
  const { referenceId = '', orderId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = Number(orderId);
  // Back from the payment gateway (issue 13): the server reads the charge before the order shows.
  if (params.has('charge_id') || params.has('tap_id') || params.has('paymentId')) {
    return (
      <PaymentReturn
        key={orderId}
        referenceId={referenceId}
        orderId={Number.isInteger(id) && id > 0 ? id : 0}
        linkKey={params.get('key')}
      />
    );
  }
  return (
    <OrderPage
      key={orderId}
      referenceId={referenceId}
      orderId={Number.isInteger(id) && id > 0 ? id : 0}
      linkKey={params.get('key')}
      placed={placedState(location.state)}
      footer={ratingFooter}
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
      footer={ratingFooter}
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
  const [params] = useSearchParams();
  const reference = params.get('reservation');
  const method = params.get('method');
  return (
    <PaymentFailPage
      referenceId={referenceId}
      reason={failReasonOf(params.get('reason'))}
      reservation={reference && method ? { reference, method } : null}
    />
  );
}
