import { Link } from 'react-router';
import { useCartStore } from '../cart/cart-store.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

/** /:referenceId/payment/fail — the payment did not go through; nothing was charged; try the checkout again. */
export function PaymentFailPage({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const type = useCartStore((state) => (state.referenceId === referenceId ? state.orderType : null));
  const hasItems = useCartStore((state) => state.referenceId === referenceId && state.items.length > 0);
  useDocumentTitle(t('payment.failTitle'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-full bg-red-500/10 text-4xl text-red-600 dark:text-red-300"
      >
        !
      </span>
      <h1 className="mt-5 text-2xl font-bold text-ink">{t('payment.failTitle')}</h1>
      <p className="mt-2 text-ink-muted">{t('payment.failBody')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {type && hasItems ? (
          <Link
            to={`/${referenceId}/${type}/checkout`}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
          >
            {t('payment.retry')}
          </Link>
        ) : null}
        <Link
          to={type ? `/${referenceId}/${type}/cart` : `/${referenceId}`}
          className="inline-flex min-h-12 items-center justify-center rounded-full px-6 font-medium text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10"
        >
          {type ? t('payment.backToCart') : t('orders.backToMenu')}
        </Link>
      </div>
    </div>
  );
}
