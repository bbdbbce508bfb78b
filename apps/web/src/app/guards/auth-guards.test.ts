import type { RestaurantResponse, RestaurantWire, UserWire } from '@okmenu/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthData, useAuthStore } from '../../entities/customer/auth-store.ts';
import { authLoader, guestLoader } from './auth-guards.ts';

const user: UserWire = {
  id: 7,
  business_id: 3,
  phone: '+96550012345',
  name: 'Sara',
  email: null,
  birthday: null,
  verified_phones: ['+96550012345'],
  locations: [],
  wallet: null,
};

function clientWith(restaurant: Partial<RestaurantWire>): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answer = {
    restaurant: { user_id: 3, locales: ['en'], disable_otp: false, enable_wallet: true, ...restaurant },
    redirect: false,
    url: null,
    error: 0,
    message: '',
  } as unknown as RestaurantResponse;
  client.setQueryData(['restaurant', 'demo', 'en'], answer);
  return client;
}

const args = (path: string) => ({
  params: { referenceId: 'demo' },
  request: new Request(`http://localhost${path}`),
});

const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

function answerProfile(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

beforeEach(() => useAuthStore.setState(initialAuthData()));
afterEach(() => vi.unstubAllGlobals());

describe('auth guard loader', () => {
  it('sends a guest to login with next', async () => {
    const result = await authLoader(clientWith({}))(args('/demo/profile'));
    expect(locationOf(result)).toBe('/demo/login?next=%2Fdemo%2Fprofile');
  });

  it('lets a signed-in user through after the profile answers', async () => {
    useAuthStore.getState().login({ token: 'usr_x', user });
    answerProfile(200, { user: { ...user, name: 'Sara K' } });
    const result = await authLoader(clientWith({}))(args('/demo/profile'));
    expect(result).toBeNull();
    expect(useAuthStore.getState().user?.name).toBe('Sara K');
  });

  it('logs out when the profile fetch is refused, and sends the visitor to login', async () => {
    useAuthStore.getState().login({ token: 'usr_x', user });
    answerProfile(401, { error: { code: 'unauthorized', message: 'no' } });
    const result = await authLoader(clientWith({}))(args('/demo/wallet/home'));
    expect(locationOf(result)).toBe('/demo/login?next=%2Fdemo%2Fwallet%2Fhome');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('keeps the session through a network failure', async () => {
    useAuthStore.getState().login({ token: 'usr_x', user });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const result = await authLoader(clientWith({}))(args('/demo/profile'));
    expect(result).toBeNull();
    expect(useAuthStore.getState().token).toBe('usr_x');
  });

  it('treats a session of another business as signed out', async () => {
    useAuthStore.getState().login({ token: 'usr_x', user: { ...user, business_id: 9 } });
    const result = await authLoader(clientWith({}))(args('/demo/profile'));
    expect(locationOf(result)).toBe('/demo/login?next=%2Fdemo%2Fprofile');
  });

  it('check-profile sends a user without a name to complete the profile first', async () => {
    useAuthStore.getState().login({ token: 'usr_x', user: { ...user, name: null } });
    answerProfile(200, { user: { ...user, name: null } });
    const result = await authLoader(clientWith({}), { wallet: true, checkProfile: true })(args('/demo/wallet/home'));
    expect(locationOf(result)).toBe('/demo/profile?complete=1&next=%2Fdemo%2Fwallet%2Fhome');
  });

  it('hides the wallet when the business has none, and every account page with disable_otp', async () => {
    useAuthStore.getState().login({ token: 'usr_x', user });
    const noWallet = await authLoader(clientWith({ enable_wallet: false }), { wallet: true })(
      args('/demo/wallet/home'),
    );
    expect(locationOf(noWallet)).toBe('/demo/profile');
    const noAccounts = await authLoader(clientWith({ disable_otp: true }))(args('/demo/profile'));
    expect(locationOf(noAccounts)).toBe('/demo');
  });
});

describe('guest guard loader', () => {
  it('shows the login page to a guest', async () => {
    expect(await guestLoader(clientWith({}))(args('/demo/login'))).toBeNull();
  });

  it('sends a signed-in user on to next', async () => {
    useAuthStore.getState().login({ token: 'usr_x', user });
    const result = await guestLoader(clientWith({}))(args('/demo/login?next=%2Fdemo%2Fdelivery%2Fcart'));
    expect(locationOf(result)).toBe('/demo/delivery/cart');
  });

  it('has no login page when the business disables it', async () => {
    expect(locationOf(await guestLoader(clientWith({ disable_otp: true }))(args('/demo/login')))).toBe('/demo');
  });
});
