import { Link } from '../../shared/router/index.ts';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

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
      <PageHeader
        title={t('checkout.title')}
        backTo={cartHref}
        backLabel={t('checkout.backToCart')}
        end={
          <span className="ms-auto rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary-ink dark:bg-white/10">
            {t(`orderTypes.${type}.title`)}
          </span>
        }
      />

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
