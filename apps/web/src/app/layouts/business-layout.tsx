import { useCallback, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Outlet, useParams } from '../../shared/router/index.ts';
import { RouteLiveProvider } from '../../entities/live/route-live.tsx';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { useIsAuthenticated } from '../../entities/customer/auth-store.ts';
import { useBusinessTheme } from '../../entities/business/business-theme.ts';
import { linkOptions } from '../../entities/business/link-options.ts';
import { useCartItemActions } from '../../features/cart/cart-item-actions.tsx';
import { CartAnnouncer } from '../../features/cart/cart-announcer.tsx';
import { CartNoticeBanner } from '../../features/cart/cart-notice.tsx';
import { BranchSwitchProvider } from '../../features/delivery/branch-switch.ts';
import { useCartSync } from '../../features/cart/use-cart-sync.ts';
import { ItemActionsProvider } from '../../features/menu/item-actions.tsx';
import { OrderTypeCards } from '../../entities/business/order-type-links.tsx';
import { businessRouteTypes, isRouteType } from '../../entities/business/selling-types.ts';
import { LanguageSwitcher } from '../../features/settings/language-switcher.tsx';
import { VenueFooter, VenueMoreLinks } from '../../features/venue/venue-links.tsx';
import { Tracking } from '../../features/tracking/tracking-entry.tsx';
import { productName } from '../../shared/config/app-config.ts';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useDeferredReveal } from '../../shared/ui/use-deferred-reveal.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useWideScreen } from '../../shared/ui/use-media-query.ts';
import { BottomNav } from '../nav/bottom-nav.tsx';
import { MoreDialog } from '../nav/more-dialog.tsx';
import { TopNav } from '../nav/top-nav.tsx';
import { switchBranch } from '../pages/switch-branch.ts';

/** The default layout of a business's pages: theme, header navigation (desktop), tab bar (mobile). */
export function BusinessLayout() {
  const { t } = useTranslation();
  const { referenceId = '', type } = useParams();
  const { data } = useRestaurant(referenceId);
  const restaurant = data?.restaurant;
  const [moreOpen, setMoreOpen] = useState(false);
  // One navigation is built, not both with one hidden by the stylesheet: the other is about a tenth of a
  // type home's first render (decision 0123).
  const wide = useWideScreen();
  // The footer, the tab bar and the pixels come a frame after the page's own content: its first render is
  // then the top of the page alone (decision 0123).
  const settled = useDeferredReveal();
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
  // The delivery picker and map move the guest to the branch that delivers there (issue 12).
  const moveToBranch = useCallback(
    (branchId: number) => {
      if (data && branchId !== data.restaurant.branch_id) switchBranch({ referenceId, data, newBranchId: branchId });
    },
    [data, referenceId],
  );

  if (!restaurant) return <FullScreenSpinner />;
  const types = businessRouteTypes(restaurant.selling_types);
  // Inside a mobile app's web view (`?wv=1`, decision 0104) the app shows its own title bar and account.
  const { webView } = linkOptions();
  const context = {
    referenceId,
    type: isRouteType(type) ? type : (types[0] ?? 'delivery'),
    account: restaurant.disable_otp || webView ? 'off' : signedIn ? 'signedIn' : 'guest',
  } as const;
  const openMore = () => setMoreOpen(true);

  return (
    <div className="min-h-dvh bg-surface" data-web-view={webView || undefined}>
      {webView || !wide ? null : (
        <TopNav
          context={context}
          restaurant={restaurant}
          onMore={openMore}
          end={<LanguageSwitcher locales={restaurant.locales} />}
        />
      )}
      <main id="main" className="pb-28 md:pb-12">
        <div className="px-4 empty:hidden md:px-6">
          <CartNoticeBanner />
        </div>
        {/* At least a screen tall, so the footer starts below the first screen: a page whose content arrives in
            slices (the 1,000-item menu) no longer pushes a footer that was in view down (CLS 0.12 in Lighthouse). */}
        <div className="min-h-dvh">
          <ItemActionsProvider value={itemActions}>
            <BranchSwitchProvider value={moveToBranch}>
              <RouteLiveProvider>
                <Outlet />
              </RouteLiveProvider>
            </BranchSwitchProvider>
          </ItemActionsProvider>
        </div>
        {settled ? <VenueFooter restaurant={restaurant} referenceId={referenceId} /> : null}
      </main>
      {wide || !settled ? null : <BottomNav context={context} onMore={openMore} />}
      <CartAnnouncer />
      {data && settled ? <Tracking referenceId={referenceId} data={data} /> : null}
      <MoreDialog open={moreOpen} onClose={() => setMoreOpen(false)}>
        <LanguageSwitcher locales={restaurant.locales} showLabel />
        {types.length > 1 ? (
          <section aria-label={t('more.orderType')}>
            <h3 className="mb-3 text-sm font-medium text-ink">{t('more.orderType')}</h3>
            <OrderTypeCards referenceId={referenceId} types={types} onChoose={() => setMoreOpen(false)} />
          </section>
        ) : null}
        <VenueMoreLinks restaurant={restaurant} referenceId={referenceId} onNavigate={() => setMoreOpen(false)} />
        <p className="text-center text-xs text-ink-muted">{t('more.poweredBy', { name: productName })}</p>
      </MoreDialog>
    </div>
  );
}
