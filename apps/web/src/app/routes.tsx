import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject } from 'react-router';
import { i18n, messagesReady } from '../shared/i18n/i18n.ts';
import { FullScreenSpinner } from '../shared/ui/spinner.tsx';
import { withChunkReload } from './build/chunk-reload.ts';
import { RootErrorScreen } from './error/root-error-screen.tsx';
import { customDomainLoader } from './guards/custom-domain.ts';
import { authLoader, guestLoader } from './guards/auth-guards.ts';
import { fetchBusinessLoader } from './guards/fetch-business.ts';
import { checkoutLoader } from './guards/checkout-guards.ts';
import { categoryLoader, itemLoader } from './guards/menu-guards.ts';
import { checkOneTypeLoader, checkSellingTypeLoader } from './guards/selling-type-guards.ts';
import { shouldCheckTrailingSlash, trailingSlashLoader } from './guards/trailing-slash.ts';
import { RootLayout } from './layouts/root-layout.tsx';

/** Loaders (guards) are in the main bundle so they start at once; screens are separate chunks. */
const lazyRoute = (load: () => Promise<RouteObject['Component']>) =>
  withChunkReload(async () => ({ Component: await load() }));

/**
 * The route table (SPEC §2). Screens still to come are added here by their issues:
 *   :referenceId/settings | Branches | Feedback | Policies
 *   :referenceId/reservation/*
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorScreen,
      HydrateFallback: FullScreenSpinner,
      loader: trailingSlashLoader,
      shouldRevalidate: shouldCheckTrailingSlash,
      children: [
        {
          lazy: lazyRoute(() => import('./layouts/general-layout.tsx').then((m) => m.GeneralLayout)),
          children: [
            {
              index: true,
              loader: customDomainLoader(queryClient),
              lazy: lazyRoute(() => import('../features/landing/landing-page.tsx').then((m) => m.LandingPage)),
            },
            {
              path: '404',
              lazy: lazyRoute(() => import('./pages/not-found-route.tsx').then((m) => m.NotFoundRoute)),
            },
          ],
        },
        {
          // The venue's staff area: its own layout, matched before a business's `:referenceId` routes.
          path: 'staff',
          lazy: lazyRoute(() => import('../features/staff/staff-layout.tsx').then((m) => m.StaffLayout)),
          children: [
            {
              index: true,
              lazy: lazyRoute(() =>
                import('../features/staff/sign-in/staff-sign-in-page.tsx').then((m) => m.StaffSignInPage),
              ),
            },
            {
              path: 'orders',
              lazy: lazyRoute(() =>
                import('../features/staff/board/staff-board-page.tsx').then((m) => m.StaffBoardPage),
              ),
            },
          ],
        },
        {
          id: 'business',
          path: ':referenceId',
          loader: fetchBusinessLoader(queryClient),
          lazy: lazyRoute(() => import('./layouts/business-layout.tsx').then((m) => m.BusinessLayout)),
          children: [
            {
              index: true,
              loader: checkOneTypeLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/type-chooser-route.tsx').then((m) => m.TypeChooserRoute)),
            },
            {
              path: ':type',
              loader: checkSellingTypeLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/type-home-route.tsx').then((m) => m.TypeHomeRoute)),
            },
            {
              path: ':type/search',
              loader: checkSellingTypeLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/search-route.tsx').then((m) => m.SearchRoute)),
            },
            {
              path: ':type/cart',
              loader: checkSellingTypeLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/cart-route.tsx').then((m) => m.CartRoute)),
            },
            {
              path: ':type/checkout',
              loader: checkoutLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/checkout-route.tsx').then((m) => m.CheckoutRoute)),
            },
            {
              // The delivery steps (issue 6): /address chooses a saved or new address, /form is the address form.
              path: ':type/address',
              loader: checkSellingTypeLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/delivery-routes.tsx').then((m) => m.AddressRoute)),
            },
            {
              path: ':type/form',
              loader: checkSellingTypeLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/delivery-routes.tsx').then((m) => m.AddressFormRoute)),
            },
            {
              path: ':type/map',
              loader: checkSellingTypeLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/delivery-map-route.tsx').then((m) => m.MapRoute)),
            },
            {
              path: 'locations',
              loader: authLoader(queryClient),
              lazy: lazyRoute(() => import('../features/delivery/locations-page.tsx').then((m) => m.LocationsPage)),
            },
            {
              path: 'order/:orderId',
              lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.OrderRoute)),
            },
            {
              path: 'orders/details',
              lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.OrderDetailsRoute)),
            },
            {
              path: 'orders/history',
              lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.OrderHistoryRoute)),
            },
            {
              path: 'orders/status',
              lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.OrderStatusRoute)),
            },
            {
              path: 'payment/fail',
              lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.PaymentFailRoute)),
            },
            {
              path: 'login',
              loader: guestLoader(queryClient),
              lazy: lazyRoute(() => import('../features/auth/login-page.tsx').then((m) => m.LoginPage)),
            },
            {
              path: 'profile',
              loader: authLoader(queryClient),
              lazy: lazyRoute(() => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage)),
            },
            {
              path: 'wallet/home',
              loader: authLoader(queryClient, { wallet: true, checkProfile: true }),
              lazy: lazyRoute(() => import('../features/wallet/wallet-home-page.tsx').then((m) => m.WalletHomePage)),
            },
            {
              path: 'wallet/history',
              loader: authLoader(queryClient, { wallet: true, checkProfile: true }),
              lazy: lazyRoute(() =>
                import('../features/wallet/wallet-history-page.tsx').then((m) => m.WalletHistoryPage),
              ),
            },
            {
              path: 'wallet/walletPackage',
              loader: authLoader(queryClient, { wallet: true, checkProfile: true }),
              lazy: lazyRoute(() =>
                import('../features/wallet/wallet-packages-page.tsx').then((m) => m.WalletPackagesPage),
              ),
            },
            {
              path: 'wallet/:packageId',
              loader: authLoader(queryClient, { wallet: true, checkProfile: true }),
              lazy: lazyRoute(() =>
                import('../features/wallet/wallet-package-page.tsx').then((m) => m.WalletPackagePage),
              ),
            },
            {
              path: ':type/:categoryId',
              loader: categoryLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/category-route.tsx').then((m) => m.CategoryRoute)),
            },
            {
              path: ':type/:categoryId/:itemId',
              loader: itemLoader(queryClient),
              lazy: lazyRoute(() => import('./pages/item-route.tsx').then((m) => m.ItemRoute)),
            },
          ],
        },
        {
          path: '*',
          loader: async ({ request }) => {
            const path = new URL(request.url).pathname;
            // On a first visit this loader runs while the messages are still downloading.
            await messagesReady();
            throw data({ message: i18n.t('errors.pageNotFound', { path }) }, { status: 404 });
          },
        },
      ],
    },
  ];
}
