import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '../../shared/router/index.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { orderHref, secretOf } from '../../entities/order/order-access.ts';
import { fetchTransaction } from '../../entities/payment/payment-api.ts';
import {
  paymentFailHref,
  returnPollLimit,
  returnPollMs,
  returnStateOf,
} from '../../entities/payment/payment-return.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

/**
 * Back from the gateway at /:referenceId/order/:orderId?charge_id=…: the server reads the charge (never the
 * browser's word) and this page follows: paid → the order's success page (the cart is emptied); declined,
 * cancelled or expired → /payment/fail with why; still open → "confirming" while it asks again.
 */
export function PaymentReturn({
  referenceId,
  orderId,
  linkKey,
}: {
  referenceId: string;
  orderId: number;
  linkKey: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const secret = linkKey ?? secretOf(orderId);
  const [reads, setReads] = useState(0);
  const query = useQuery({
    queryKey: ['transaction', orderId, secret],
    queryFn: ({ signal }) => {
      setReads((count) => count + 1);
      return fetchTransaction({ orderId, secret: secret ?? '', signal });
    },
    enabled: orderId > 0 && Boolean(secret),
    retry: (count, error) => count < 3 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    refetchInterval: (current) => {
      const payment = current.state.data?.payment;
      if (!payment || returnStateOf(payment).kind !== 'waiting') return false;
      return reads < returnPollLimit ? returnPollMs : false;
    },
    gcTime: 0,
  });
  useDocumentTitle(t('payments.confirming'));
  const payment = query.data?.payment;
  const state = payment ? returnStateOf(payment) : null;

  useEffect(() => {
    if (!state || !secret) return;
    if (state.kind === 'paid' || state.kind === 'refunded' || state.kind === 'flagged') {
      if (state.kind === 'paid' && useCartStore.getState().referenceId === referenceId) useCartStore.getState().reset();
      void navigate(orderHref(referenceId, { id: orderId, secret }), {
        replace: true,
        state: { placed: state.kind === 'paid' },
      });
    } else if (state.kind === 'failed') {
      void navigate(paymentFailHref(referenceId, state.reason, orderId), { replace: true });
    }
  }, [state, secret, navigate, referenceId, orderId]);

  const gaveUp = (state?.kind === 'waiting' && reads >= returnPollLimit) || (query.isError && !payment);
  const missing = !secret || (query.isError && isApiError(query.error) && query.error.status === 404);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center" data-testid="payment-return">
      {missing ? (
        <>
          <h1 className="text-xl font-bold text-ink">{t('orders.notFoundTitle')}</h1>
          <p className="mt-2 text-ink-muted">{t('orders.notFoundBody')}</p>
        </>
      ) : gaveUp ? (
        <>
          <h1 className="text-xl font-bold text-ink">{t('payments.stillWaitingTitle')}</h1>
          <p className="mt-2 text-ink-muted">{t('payments.stillWaitingBody')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => {
                setReads(0);
                void query.refetch();
              }}
            >
              {t('common.retry')}
            </button>
            {state?.kind === 'waiting' && state.redirectUrl ? (
              <a href={state.redirectUrl} className={buttonClass.secondary}>
                {t('payments.backToPayment')}
              </a>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <Spinner className="size-10" />
          <h1 className="mt-5 text-xl font-bold text-ink">{t('payments.confirming')}</h1>
          <p className="mt-2 text-ink-muted">{t('payments.confirmingBody')}</p>
        </>
      )}
      <Link to={`/${referenceId}/orders/history`} className={`${buttonClass.link} mt-6`}>
        {t('orders.history')}
      </Link>
    </div>
  );
}
