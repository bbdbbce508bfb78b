import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useParams } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { BusinessHeader } from '../../entities/business/business-header.tsx';
import { OrderTypeCards } from '../../entities/business/order-type-links.tsx';
import { businessRouteTypes } from '../../entities/business/selling-types.ts';
import { LanguageSwitcher } from '../../features/settings/language-switcher.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { MenuBookIcon } from '../../shared/ui/icons.tsx';

/** /:referenceId — the chooser of order types, shown when the business has more than one. */
export function TypeChooserRoute() {
  const { t } = useTranslation();
  const { referenceId = '' } = useParams();
  const { data } = useRestaurant(referenceId);
  if (!data?.restaurant) return <FullScreenSpinner />;
  const { restaurant } = data;
  const types = businessRouteTypes(restaurant.selling_types);

  return (
    <>
      <BusinessHeader
        restaurant={restaurant}
        actions={<LanguageSwitcher locales={restaurant.locales} tone="overlay" />}
      />
      <section aria-labelledby="choose-heading" className="mx-auto max-w-6xl px-4 py-8 md:px-6">
        <h2 id="choose-heading" className="text-xl font-bold text-ink">
          {t('orderTypes.chooseTitle')}
        </h2>
        {types.length > 0 ? (
          <>
            <p className="mt-1 mb-5 text-ink-muted">{t('orderTypes.chooseLead')}</p>
            <OrderTypeCards referenceId={referenceId} types={types} />
          </>
        ) : (
          <EmptyState icon={MenuBookIcon} className="mt-4">
            {t('orderTypes.none')}
          </EmptyState>
        )}
      </section>
    </>
  );
}
