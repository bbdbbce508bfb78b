import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  authRedirect,
  checkProfileRedirect,
  guestRedirect,
  loginPath,
  safeNext,
} from './auth-paths.ts';

describe('safeNext', () => {
  it('accepts a path of the same business', () => {
    expect(safeNext('/demo/delivery/cart', 'demo')).toBe('/demo/delivery/cart');
    expect(safeNext('/demo?x=1', 'demo')).toBe('/demo?x=1');
  });

  it('refuses other sites, other businesses and the login page itself', () => {
    expect(safeNext('https://evil.example/demo', 'demo')).toBeNull();
    expect(safeNext('//evil.example/demo', 'demo')).toBeNull();
    expect(safeNext('/other/delivery', 'demo')).toBeNull();
    expect(safeNext('/demonstration', 'demo')).toBeNull();
    expect(safeNext('/demo/login?next=/demo', 'demo')).toBeNull();
    expect(safeNext(null, 'demo')).toBeNull();
  });
});

describe('auth guard', () => {
  it('sends a guest to the login route, coming back to the page afterwards', () => {
    expect(authRedirect({ referenceId: 'demo', authenticated: false, path: '/demo/wallet/home' })).toBe(
      '/demo/login?next=%2Fdemo%2Fwallet%2Fhome',
    );
  });

  it('lets a signed-in user through', () => {
    expect(authRedirect({ referenceId: 'demo', authenticated: true, path: '/demo/profile' })).toBeNull();
  });
});

describe('guest guard', () => {
  it('lets a guest see the login page', () => {
    expect(guestRedirect({ referenceId: 'demo', authenticated: false, next: '/demo/profile' })).toBeNull();
  });

  it('sends a signed-in user on to next', () => {
    expect(guestRedirect({ referenceId: 'demo', authenticated: true, next: '/demo/delivery/checkout' })).toBe(
      '/demo/delivery/checkout',
    );
  });

  it('sends a signed-in user without a usable next to the profile', () => {
    expect(guestRedirect({ referenceId: 'demo', authenticated: true, next: 'https://evil.example' })).toBe(
      '/demo/profile',
    );
  });
});

describe('check-profile guard', () => {
  it('asks a user without a name to complete the profile, then go on', () => {
    expect(checkProfileRedirect({ referenceId: 'demo', user: { name: null }, path: '/demo/wallet/home' })).toBe(
      '/demo/profile?complete=1&next=%2Fdemo%2Fwallet%2Fhome',
    );
    expect(checkProfileRedirect({ referenceId: 'demo', user: { name: '  ' }, path: '/demo' })).toBe(
      '/demo/profile?complete=1&next=%2Fdemo',
    );
  });

  it('lets a user with a name, or a guest, through', () => {
    expect(checkProfileRedirect({ referenceId: 'demo', user: { name: 'Sara' }, path: '/demo' })).toBeNull();
    expect(checkProfileRedirect({ referenceId: 'demo', user: null, path: '/demo' })).toBeNull();
  });
});

describe('after login', () => {
  it('goes back to where the user was', () => {
    expect(afterLoginPath({ referenceId: 'demo', user: { name: 'Sara' }, next: '/demo/delivery/cart' })).toBe(
      '/demo/delivery/cart',
    );
  });

  it('goes to the profile without a next', () => {
    expect(afterLoginPath({ referenceId: 'demo', user: { name: 'Sara' }, next: null })).toBe('/demo/profile');
  });

  it('a first login without a name completes the profile first, keeping next', () => {
    expect(afterLoginPath({ referenceId: 'demo', user: { name: null }, next: '/demo/delivery/cart' })).toBe(
      '/demo/profile?complete=1&next=%2Fdemo%2Fdelivery%2Fcart',
    );
  });

  it('builds the login path with or without next', () => {
    expect(loginPath('demo')).toBe('/demo/login');
    expect(loginPath('demo', '/demo/profile')).toBe('/demo/login?next=%2Fdemo%2Fprofile');
  });
});
