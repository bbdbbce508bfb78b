import type { UserWire } from '@okmenu/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAuthData, isAuthenticated, loggedOut, useAuthStore } from './auth-store.ts';

function createUser(overrides: Partial<UserWire> = {}): UserWire {
  return {
    id: 7,
    business_id: 3,
    phone: '+96550012345',
    name: 'Sara',
    email: null,
    birthday: null,
    verified_phones: ['+96550012345'],
    locations: [],
    wallet: null,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState(initialAuthData());
});

describe('auth store', () => {
  it('starts with the OTP timer of 30 seconds and nobody signed in', () => {
    const state = useAuthStore.getState();
    expect(state.otpTimer).toBe(30);
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
  });

  it('logging in keeps the token, the user and their verified phones, and marks the session checked', () => {
    useAuthStore.getState().login({ token: 'usr_abc', user: createUser() });
    const state = useAuthStore.getState();
    expect(state.token).toBe('usr_abc');
    expect(state.user?.id).toBe(7);
    expect(state.verifiedPhones).toEqual(['+96550012345']);
    expect(state.checked).toBe(true);
  });

  it('logout clears the user, the token, the verified phones and the checked flag, and keeps the last phone', () => {
    const store = useAuthStore.getState();
    store.codeSent({ phone: '+96550012345', dialCode: '+965', at: 1000 });
    store.login({ token: 'usr_abc', user: createUser() });
    store.setUseWallet(true);
    useAuthStore.getState().logout();
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ user: null, token: null, verifiedPhones: [], checked: false, useWallet: false });
    expect(state.phoneNumber).toBe('+96550012345');
    expect(state.otpTimer).toBe(30);
  });

  it('loggedOut leaves the fields SPEC §4 does not name alone', () => {
    const before = { ...initialAuthData(), token: 't', phoneNumber: '+965', otpStartedAt: 5, otpTimer: 45 };
    expect(loggedOut(before)).toMatchObject({ token: null, phoneNumber: '+965', otpStartedAt: 5, otpTimer: 45 });
  });

  it('persists as okmenu-auth', () => {
    useAuthStore.getState().login({ token: 'usr_abc', user: createUser() });
    const stored = JSON.parse(localStorage.getItem('okmenu-auth') ?? '{}') as { state: { token: string } };
    expect(stored.state.token).toBe('usr_abc');
  });

  it('a sent code records the phone, its dial code, the time and the timer', () => {
    useAuthStore.getState().codeSent({ phone: '+96550012345', dialCode: '+965', at: 1234, timer: 30 });
    expect(useAuthStore.getState()).toMatchObject({
      phoneNumber: '+96550012345',
      dialCode: '+965',
      otpStartedAt: 1234,
      otpTimer: 30,
    });
  });
});

describe('isAuthenticated', () => {
  const restaurant = { user_id: 3 };

  it('is true with a token and a user of the business', () => {
    expect(isAuthenticated({ token: 't', user: createUser() }, restaurant)).toBe(true);
  });

  it('is false without a token', () => {
    expect(isAuthenticated({ token: null, user: createUser() }, restaurant)).toBe(false);
  });

  it('is false without a user', () => {
    expect(isAuthenticated({ token: 't', user: null }, restaurant)).toBe(false);
  });

  it("is false when the user belongs to another business than the restaurant's user_id", () => {
    expect(isAuthenticated({ token: 't', user: createUser({ business_id: 4 }) }, restaurant)).toBe(false);
  });

  it('is false before the business is known', () => {
    expect(isAuthenticated({ token: 't', user: createUser() }, undefined)).toBe(false);
  });
});
