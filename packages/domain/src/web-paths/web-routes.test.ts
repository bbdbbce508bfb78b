import { describe, expect, it } from 'vitest';
import { businessRoutes, matchRoutePattern, shellPageOf, type BusinessRouteName } from './web-routes.ts';

/** A path of every page under a business, as a visitor would open it. */
const examples: Record<BusinessRouteName, string> = {
  typeHome: '/demo/delivery',
  search: '/demo/delivery/search',
  cart: '/demo/pickup/cart',
  checkout: '/demo/pickup/checkout',
  address: '/demo/delivery/address',
  addressForm: '/demo/delivery/form',
  map: '/demo/delivery/map',
  locations: '/demo/locations',
  order: '/demo/order/12',
  orderDetails: '/demo/orders/details',
  orderHistory: '/demo/orders/history',
  orderStatus: '/demo/orders/status',
  paymentFail: '/demo/payment/fail',
  reservationTable: '/demo/reservation/table',
  reservationOrder: '/demo/reservation/order',
  reservationHistory: '/demo/reservation/history',
  reservationSuccess: '/demo/reservation/success/12-abcdefghijklmnopqrstuvwxyz',
  branches: '/demo/Branches',
  policies: '/demo/Policies',
  settings: '/demo/settings/appearance',
  feedback: '/demo/Feedback',
  login: '/demo/login',
  profile: '/demo/profile',
  walletHome: '/demo/wallet/home',
  walletHistory: '/demo/wallet/history',
  walletPackages: '/demo/wallet/walletPackage',
  walletPackage: '/demo/wallet/7',
  category: '/demo/delivery/3',
  item: '/demo/delivery/3/41',
};

const shellPages: Partial<Record<BusinessRouteName, ReturnType<typeof shellPageOf>>> = {
  typeHome: { kind: 'typeHome' },
  category: { kind: 'category' },
  item: { kind: 'item', itemId: 41 },
};

describe('the web routes shared by the router and the app shell', () => {
  it.each(Object.keys(businessRoutes) as BusinessRouteName[])('the example of %s fits its own pattern', (name) => {
    const segments = examples[name].split('/').filter(Boolean).slice(1);
    expect(matchRoutePattern(businessRoutes[name], segments)).not.toBeNull();
  });

  it.each(Object.keys(businessRoutes) as BusinessRouteName[])('the app shell reads %s as its page', (name) => {
    expect(shellPageOf(examples[name])).toEqual(shellPages[name] ?? { kind: 'other' });
  });

  it('takes a type home only for a selling type, and a category or item only with numeric ids', () => {
    expect(shellPageOf('/demo/login')).toEqual({ kind: 'other' });
    expect(shellPageOf('/demo/delivery/abc')).toEqual({ kind: 'other' });
    expect(shellPageOf('/demo/delivery/3/abc')).toEqual({ kind: 'other' });
  });
});
