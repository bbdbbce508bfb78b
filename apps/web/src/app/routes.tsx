import { businessRoutes } from '@okmenu/domain';
import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject } from '../shared/router/index.ts';
import { restaurantQueryOptions } from '../entities/business/api/get-restaurant.ts';
import { getCurrentLocale } from '../shared/i18n/current-locale.ts';
import { allMessagesReady, i18n, messagesReady } from '../shared/i18n/i18n.ts';
import { FullScreenSpinner } from '../shared/ui/spinner.tsx';
import { withChunkReload } from './build/chunk-reload.ts';
import { RootErrorScreen } from './error/root-error-screen.tsx';
import { venueHome } from './error/venue-home.ts';
import { customDomainLoader } from './guards/custom-domain.ts';
import { authLoader, guestLoader } from './guards/auth-guards.ts';
import { fetchBusinessLoader } from './guards/fetch-business.ts';
import { addressLoader } from './guards/address-guard.ts';
import { checkoutLoader } from './guards/checkout-guards.ts';
import { categoryLoader, itemLoader } from './guards/menu-guards.ts';
import { checkOneTypeLoader, checkSellingTypeLoader } from './guards/selling-type-guards.ts';
import { shouldCheckTrailingSlash, trailingSlashLoader } from './guards/trailing-slash.ts';
import { RootLayout } from './layouts/root-layout.tsx';

/** The venue's menu when the first segment of a missing path is a venue that exists. */
async function existingVenueHome(queryClient: QueryClient, referenceId: string): Promise<string | undefined> {
  const home = venueHome(referenceId);
  if (!home) return undefined;
  try {
    const answer = await queryClient.ensureQueryData(restaurantQueryOptions(referenceId, getCurrentLocale()));
    return answer.restaurant ? home : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loaders (guards) are in the main bundle so they start at once; screens are separate chunks. A screen also
 * waits for the rest of the messages, but the menu's (`'first'`: they need only the first part, decision 0116).
 */
const lazyRoute = (load: () => Promise<RouteObject['Component']>, messages: 'first' | 'all' = 'all') =>
  withChunkReload(async () => {
    const [Component] = await Promise.all([load(), messages === 'all' ? allMessagesReady() : undefined]);
    return { Component };
  });

/** The route table (SPEC §2); the paths under a business come from `businessRoutes` (shared with the server). */
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
        ...generalRoutes(queryClient),
        ...staffRoutes(),
        {
          id: 'business',
          path: ':referenceId',
          loader: fetchBusinessLoader(queryClient),
          lazy: lazyRoute(() => import('./layouts/business-layout.tsx').then((m) => m.BusinessLayout), 'first'),
          children: [
            ...menuRoutes(queryClient),
            ...orderingRoutes(queryClient),
            ...orderRoutes(),
            ...reservationRoutes(),
            ...venueRoutes(),
            ...accountRoutes(queryClient),
          ],
        },
        ...notFoundRoutes(queryClient),
      ],
    },
  ];
}

/** The venue's own pages (issue 15): branches, policies, settings and feedback. */
function venueRoutes(): RouteObject[] {
  return [
    {
      path: businessRoutes.branches,
      lazy: lazyRoute(() => import('./pages/venue-routes.tsx').then((m) => m.BranchesRoute)),
    },
    {
      path: businessRoutes.policies,
      lazy: lazyRoute(() => import('./pages/venue-routes.tsx').then((m) => m.PoliciesRoute)),
    },
    {
      path: businessRoutes.settings,
      lazy: lazyRoute(() => import('./pages/venue-routes.tsx').then((m) => m.SettingsRoute)),
    },
    {
      path: businessRoutes.feedback,
      lazy: lazyRoute(() => import('./pages/feedback-route.tsx').then((m) => m.FeedbackRoute)),
    },
  ];
}

/** The pages outside any business: the landing page and 404. */
function generalRoutes(queryClient: QueryClient): RouteObject[] {
  return [
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
  ];
}

/** The venue's staff area: its own layout, matched before a business's `:referenceId` routes. */
function staffRoutes(): RouteObject[] {
  return [
    {
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
          lazy: lazyRoute(() => import('../features/staff/board/staff-board-page.tsx').then((m) => m.StaffBoardPage)),
        },
        {
          path: 'reservations',
          lazy: lazyRoute(() =>
            import('../features/staff/reservations/staff-reservations-page.tsx').then((m) => m.StaffReservationsPage),
          ),
        },
        {
          path: 'feedback',
          lazy: lazyRoute(() =>
            import('../features/staff/feedback/staff-feedback-page.tsx').then((m) => m.StaffFeedbackPage),
          ),
        },
        {
          path: 'service',
          lazy: lazyRoute(() => import('../features/staff/service/service-page.tsx').then((m) => m.ServicePage)),
        },
        {
          path: 'zone-tester',
          lazy: lazyRoute(() =>
            import('../features/staff/zone-tester/zone-tester-page.tsx').then((m) => m.ZoneTesterPage),
          ),
        },
      ],
    },
  ];
}

/** A business menu: the type chooser, a type home, search, categories and items. */
function menuRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      loader: checkOneTypeLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/type-chooser-route.tsx').then((m) => m.TypeChooserRoute), 'first'),
    },
    {
      path: businessRoutes.typeHome,
      loader: checkSellingTypeLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/type-home-route.tsx').then((m) => m.TypeHomeRoute), 'first'),
    },
    {
      path: businessRoutes.search,
      loader: checkSellingTypeLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/search-route.tsx').then((m) => m.SearchRoute), 'first'),
    },
    {
      path: businessRoutes.category,
      loader: categoryLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/category-route.tsx').then((m) => m.CategoryRoute), 'first'),
    },
    {
      path: businessRoutes.item,
      loader: itemLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/item-route.tsx').then((m) => m.ItemRoute), 'first'),
    },
  ];
}

/** Ordering: the cart, the checkout and the delivery steps (issue 6), and the saved addresses. */
function orderingRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: businessRoutes.cart,
      loader: checkSellingTypeLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/cart-route.tsx').then((m) => m.CartRoute)),
    },
    {
      path: businessRoutes.checkout,
      loader: checkoutLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/checkout-route.tsx').then((m) => m.CheckoutRoute)),
    },
    {
      // The delivery steps (issue 6): /address chooses a saved or new address, /form is the address form.
      path: businessRoutes.address,
      loader: addressLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/delivery-routes.tsx').then((m) => m.AddressRoute)),
    },
    {
      path: businessRoutes.addressForm,
      loader: checkSellingTypeLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/delivery-routes.tsx').then((m) => m.AddressFormRoute)),
    },
    {
      path: businessRoutes.map,
      loader: checkSellingTypeLoader(queryClient),
      lazy: lazyRoute(() => import('./pages/delivery-map-route.tsx').then((m) => m.MapRoute)),
    },
    {
      path: businessRoutes.locations,
      loader: authLoader(queryClient),
      lazy: lazyRoute(() => import('../features/delivery/locations-page.tsx').then((m) => m.LocationsPage)),
    },
  ];
}

/** A placed order: its page, details, history, status and a failed payment. */
function orderRoutes(): RouteObject[] {
  return [
    {
      path: businessRoutes.order,
      lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.OrderRoute)),
    },
    {
      path: businessRoutes.orderDetails,
      lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.OrderDetailsRoute)),
    },
    {
      path: businessRoutes.orderHistory,
      lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.OrderHistoryRoute)),
    },
    {
      path: businessRoutes.orderStatus,
      lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.OrderStatusRoute)),
    },
    {
      path: businessRoutes.paymentFail,
      lazy: lazyRoute(() => import('./pages/order-routes.tsx').then((m) => m.PaymentFailRoute)),
    },
  ];
}

/** Reservations (issue 14): booking (type 1 table only, type 2 with a pre-order), its page and the history. */
function reservationRoutes(): RouteObject[] {
  return [
    ...[businessRoutes.reservationTable, businessRoutes.reservationOrder].map((path) => ({
      path,
      lazy: lazyRoute(() => import('./pages/reservation-routes.tsx').then((m) => m.ReservationBookingRoute)),
    })),
    {
      path: businessRoutes.reservationHistory,
      lazy: lazyRoute(() => import('./pages/reservation-routes.tsx').then((m) => m.ReservationHistoryRoute)),
    },
    {
      path: businessRoutes.reservationSuccess,
      lazy: lazyRoute(() => import('./pages/reservation-routes.tsx').then((m) => m.ReservationSuccessRoute)),
    },
  ];
}

/** The customer account (issue 7): sign-in, profile and wallet. */
function accountRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: businessRoutes.login,
      loader: guestLoader(queryClient),
      lazy: lazyRoute(() => import('../features/auth/login-page.tsx').then((m) => m.LoginPage)),
    },
    {
      path: businessRoutes.profile,
      loader: authLoader(queryClient),
      lazy: lazyRoute(() => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage)),
    },
    {
      path: businessRoutes.walletHome,
      loader: authLoader(queryClient, { wallet: true, checkProfile: true }),
      lazy: lazyRoute(() => import('../features/wallet/wallet-home-page.tsx').then((m) => m.WalletHomePage)),
    },
    {
      path: businessRoutes.walletHistory,
      loader: authLoader(queryClient, { wallet: true, checkProfile: true }),
      lazy: lazyRoute(() => import('../features/wallet/wallet-history-page.tsx').then((m) => m.WalletHistoryPage)),
    },
    {
      path: businessRoutes.walletPackages,
      loader: authLoader(queryClient, { wallet: true, checkProfile: true }),
      lazy: lazyRoute(() => import('../features/wallet/wallet-packages-page.tsx').then((m) => m.WalletPackagesPage)),
    },
    {
      path: businessRoutes.walletPackage,
      loader: authLoader(queryClient, { wallet: true, checkProfile: true }),
      lazy: lazyRoute(() => import('../features/wallet/wallet-package-page.tsx').then((m) => m.WalletPackagePage)),
    },
  ];
}

/**
 * Any other path: the 404 error, in the visitor's language. A path inside a venue that exists
 * (`/demo/delivery/1/2/3`) leads back to that venue's menu.
 */
function notFoundRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '*',
      loader: async ({ request }) => {
        const path = new URL(request.url).pathname;
        const home = await existingVenueHome(queryClient, decodeURIComponent(path.split('/')[1] ?? ''));
        // On a first visit this loader runs while the messages are still downloading.
        await messagesReady();
        throw data({ message: i18n.t('errors.pageNotFound', { path }), home }, { status: 404 });
      },
    },
  ];
}
