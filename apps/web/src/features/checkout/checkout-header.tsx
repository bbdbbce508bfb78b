import { Link } from 'react-router';
import type { RouteType } from '../business/selling-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BackIcon } from '../../shared/ui/icons.tsx';

/**
 * The top of the checkout: back to the cart, the title and the order type, and the reason the last attempt
 * was refused (with a way back to the cart when lines were the problem).
 */
export function CheckoutHeader({
  cartHref,
  type,
  refusal,
  linesRefused,
}: {
  cartHref: string;
  type: RouteType;
  /** The refusal's text, or null. */
  refusal: string | null;
  linesRefused: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex items-center gap-2">
        <Link
          to={cartHref}
          aria-label={t('checkout.backToCart')}
          className="-ms-2 grid size-11 place-items-center rounded-full text-ink hover:bg-ink/5 dark:hover:bg-white/10"
        >
          <BackIcon className="size-5 rtl:rotate-180" />
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('checkout.title')}</h1>
        <span className="ms-auto rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary-ink dark:bg-white/10">
          {t(`orderTypes.${type}.title`)}
        </span>
      </div>

      {refusal ? (
        <div
          role="alert"
          data-testid="checkout-error"
          className="rounded-2xl bg-red-500/10 px-4 py-3 text-sm text-red-800 ring-1 ring-red-500/30 dark:text-red-200"
        >
          <p>{refusal}</p>
          {linesRefused ? (
            <Link to={cartHref} className="mt-1 inline-block font-semibold underline">
              {t('checkout.reviewCart')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
