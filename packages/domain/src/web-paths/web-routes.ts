import { isRouteSellingType } from '../selling-types/index.ts';

/**
 * The web app's pages under a business, as the web router's patterns relative to `/:referenceId`. One table for
 * the web router (apps/web app/routes.tsx) and the server's app shell, which tells the page from the path to
 * carry its first data and picture; before, the shell copied the shapes with only a comment linking them.
 */
export const businessRoutes = {
  typeHome: ':type',
  search: ':type/search',
  cart: ':type/cart',
  checkout: ':type/checkout',
  address: ':type/address',
  addressForm: ':type/form',
  map: ':type/map',
  locations: 'locations',
  order: 'order/:orderId',
  orderDetails: 'orders/details',
  orderHistory: 'orders/history',
  orderStatus: 'orders/status',
  paymentFail: 'payment/fail',
  // The booking page of SPEC §2's `reservation/:reserveType`: static types, so the reservation menu's
  // `reservation/:categoryId` pages stay categories (issue 14).
  reservationTable: 'reservation/table',
  reservationOrder: 'reservation/order',
  reservationHistory: 'reservation/history',
  reservationSuccess: 'reservation/success/:reservationId',
  // SPEC §2 venue pages (issue 15): static, so they rank above `:type`, which would send them home.
  branches: 'Branches',
  policies: 'Policies',
  settings: 'settings/:section?',
  feedback: 'Feedback',
  login: 'login',
  profile: 'profile',
  walletHome: 'wallet/home',
  walletHistory: 'wallet/history',
  walletPackages: 'wallet/walletPackage',
  walletPackage: 'wallet/:packageId',
  category: ':type/:categoryId',
  item: ':type/:categoryId/:itemId',
} as const;

export type BusinessRouteName = keyof typeof businessRoutes;

/** First path segments of the web app that are its own pages, not a business. */
export const appSegments: readonly string[] = ['404', 'staff'];

/** The params of a pattern when the segments fit it exactly (static segments equal, `:name` takes one). */
export function matchRoutePattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** Which page of the web app a business path opens, as far as the server's app shell cares. */
export type ShellPage =
  { kind: 'item'; itemId: number } | { kind: 'category' } | { kind: 'typeHome' } | { kind: 'other' };

const numeric = /^\d{1,9}$/;

/**
 * `/:ref/:type/:categoryId/:itemId` is an item page, `/:ref/:type/:categoryId` a category page, `/:ref/:type` a
 * type home. The type must be a selling type and the ids numeric, as the router ranks them: the static pages
 * of the same length (`:type/cart`, `order/:orderId`, `wallet/:packageId`) are not categories.
 */
export function shellPageOf(path: string): ShellPage {
  const segments = path.split('/').filter(Boolean).slice(1);
  const item = matchRoutePattern(businessRoutes.item, segments);
  if (item && isRouteSellingType(item.type) && numeric.test(item.categoryId ?? '') && numeric.test(item.itemId ?? '')) {
    return { kind: 'item', itemId: Number(item.itemId) };
  }
  const category = matchRoutePattern(businessRoutes.category, segments);
  if (category && isRouteSellingType(category.type) && numeric.test(category.categoryId ?? '')) {
    return { kind: 'category' };
  }
  const home = matchRoutePattern(businessRoutes.typeHome, segments);
  if (home && isRouteSellingType(home.type)) return { kind: 'typeHome' };
  return { kind: 'other' };
}
