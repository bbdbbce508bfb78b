import { Link, useNavigate } from '../../shared/router/index.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import type { FailReason } from '../../entities/payment/payment-return.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { ReservationFailActions } from './reservation-fail-actions.tsx';

/** The payment type the guest switches to with "Pay another way" (cash, SPEC §9 default). */
const cashPaymentType = 2;

/**
 * /:referenceId/payment/fail?reason=&order= — the payment did not go through: why, in the guest's language;
 * nothing was charged and the cart is kept. "Try again" starts a fresh attempt (a new checkout key, so a new
 * charge); "Pay another way" goes back to the checkout with cash chosen.
 */
export function PaymentFailPage({
  referenceId,
  reason,
  reservation,
}: {
  referenceId: string;
  reason: FailReason;
  /** A booking's pre-order that was not paid: its reference and the method to try again with. */
  reservation?: { reference: string; method: string } | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = useCartStore((state) => (state.referenceId === referenceId ? state.orderType : null));
  const hasItems = useCartStore((state) => state.referenceId === referenceId && state.items.length > 0);
  const title = t(`payments.fail.${reason}Title`);
  useDocumentTitle(title);

  const checkoutAgain = (paymentType: number | null) => {
    // The failed attempt's key belongs to the order awaiting payment; a new attempt is a new order and charge.
    useCartStore.setState({ checkoutKey: null });
    if (paymentType !== null) useCartStore.getState().setPaymentType(paymentType);
    void navigate(`/${referenceId}/${type}/checkout`);
  };

  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center" data-testid="payment-fail">
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-full bg-red-500/10 text-4xl font-bold text-red-600 dark:text-red-300"
      >
        !
      </span>
      <h1 className="mt-5 text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-ink-muted" data-testid="payment-fail-reason">
        {t(`payments.fail.${reason}Body`)}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{t('payments.fail.nothingCharged')}</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        {reservation ? (
          <ReservationFailActions referenceId={referenceId} {...reservation} />
        ) : type && hasItems ? (
          <>
            <button type="button" className={buttonClass.primary} onClick={() => checkoutAgain(null)}>
              {t('payments.fail.tryAgain')}
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => checkoutAgain(cashPaymentType)}>
              {t('payments.fail.otherMethod')}
            </button>
          </>
        ) : null}
        {reservation ? null : (
          <Link
            to={type ? `/${referenceId}/${type}/cart` : `/${referenceId}`}
            className={type && hasItems ? `${buttonClass.link} justify-center` : buttonClass.primary}
          >
            {type ? t('payment.backToCart') : t('orders.backToMenu')}
          </Link>
        )}
      </div>
    </div>
  );
}
