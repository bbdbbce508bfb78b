import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Outlet, useParams } from 'react-router';
import { useRestaurant } from '../../features/business/api/get-restaurant.ts';
import { useIsAuthenticated } from '../../features/auth/auth-store.ts';
import { useBusinessTheme } from '../../features/business/business-theme.ts';
import { useCartItemActions } from '../../features/cart/cart-item-actions.tsx';
import { CartNoticeBanner } from '../../features/cart/cart-notice.tsx';
import { useCartSync } from '../../features/cart/use-cart-sync.ts';
import { ItemActionsProvider } from '../../features/menu/item-actions.tsx';
import { OrderTypeCards } from '../../features/business/order-type-links.tsx';
import { businessRouteTypes, isRouteType } from '../../features/business/selling-types.ts';
import { LanguageSwitcher } from '../../features/settings/language-switcher.tsx';
import { productName } from '../../shared/config/app-config.ts';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { BottomNav } from '../nav/bottom-nav.tsx';
import { MoreDialog } from '../nav/more-dialog.tsx';
import { TopNav } from '../nav/top-nav.tsx';

/** The default layout of a business's pages: theme, header navigation (desktop), tab bar (mobile). */
export function BusinessLayout() {
  const { t } = useTranslation();
  const { referenceId = '', type } = useParams();
  const { data } = useRestaurant(referenceId);
  const restaurant = data?.restaurant;
  const [moreOpen, setMoreOpen] = useState(false);
  useBusinessTheme(restaurant);
  const signedIn = useIsAuthenticated(restaurant);
  const routeType = isRouteType(type) ? type : null;
  useCartSync({ referenceId, type: routeType, data });
  const itemActions = useCartItemActions({
    referenceId,
    type: routeType,
    businessHidesPrices: restaurant?.hide_price ?? false,
  });
  useDocumentTitle(restaurant?.business_name || productName);

  if (!restaurant) return <FullScreenSpinner />;
  const types = businessRouteTypes(restaurant.selling_types);
  const context = {
    referenceId,
    type: isRouteType(type) ? type : (types[0] ?? 'delivery'),
    account: restaurant.disable_otp ? 'off' : signedIn ? 'signedIn' : 'guest',
  } as const;
  const openMore = () => setMoreOpen(true);

  return (
    <div className="min-h-dvh bg-surface">
      <TopNav
        context={context}
        restaurant={restaurant}
        onMore={openMore}
        end={<LanguageSwitcher locales={restaurant.locales} />}
      />
      <main id="main" className="pb-28 md:pb-12">
        <div className="px-4 empty:hidden md:px-6">
          <CartNoticeBanner />
        </div>
        <ItemActionsProvider value={itemActions}>
          <Outlet />
        </ItemActionsProvider>
      </main>
      <BottomNav context={context} onMore={openMore} />
      <MoreDialog open={moreOpen} onClose={() => setMoreOpen(false)}>
        <LanguageSwitcher locales={restaurant.locales} showLabel />
        {types.length > 1 ? (
          <section
            aria-label={t('more.orderType')}
            onClick={(event) => {
              if ((event.target as Element).closest('a')) setMoreOpen(false);
            }}
          >
            <h3 className="mb-3 text-sm font-medium text-ink">{t('more.orderType')}</h3>
            <OrderTypeCards referenceId={referenceId} types={types} />
          </section>
        ) : null}
        <p className="text-center text-xs text-ink-muted">{t('more.poweredBy', { name: productName })}</p>
      </MoreDialog>
    </div>
  );
}
