import type { UserWire } from '@okmenu/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The OTP timer of SPEC §9: seconds before another code may be asked for. */
export const defaultOtpTimer = 30;

/** The auth state of SPEC §3, persisted as `okmenu-auth` (SPEC §4). */
export interface AuthData {
  token: string | null;
  user: UserWire | null;
  verifiedPhones: string[];
  /** When the last code was sent (ms since the epoch), or null when no code is pending. */
  otpStartedAt: number | null;
  /** The phone the code was sent to, in E.164. */
  phoneNumber: string | null;
  /** Its country calling code ("+965"), so checkout can split the number without libphonenumber. */
  dialCode: string | null;
  /** Seconds between codes. */
  otpTimer: number;
  useWallet: boolean;
  /** The wallet balance after the last order paid with it (major units), until the profile is fetched again. */
  updatedWalletAmount: number | null;
  /** The server has confirmed the session (a profile fetch succeeded) since the last login. */
  checked: boolean;
}

export interface AuthActions {
  /** A code was sent to the phone at `at` (ms); the next one may be asked for after `timer` seconds. */
  codeSent(options: { phone: string; dialCode: string; at: number; timer?: number }): void;
  /** Forgets the pending code (the guest wants to use another number). */
  clearCode(): void;
  login(options: { token: string; user: UserWire }): void;
  /** The profile the server answered. */
  setUser(user: UserWire): void;
  setUseWallet(useWallet: boolean): void;
  setUpdatedWalletAmount(amount: number | null): void;
  /** SPEC §4: clears the user, the token, the verified phones and the checked flag. */
  logout(): void;
}

export type AuthStore = AuthData & AuthActions;

export function initialAuthData(): AuthData {
  return {
    token: null,
    user: null,
    verifiedPhones: [],
    otpStartedAt: null,
    phoneNumber: null,
    dialCode: null,
    otpTimer: defaultOtpTimer,
    useWallet: false,
    updatedWalletAmount: null,
    checked: false,
  };
}

/** The state after a logout: what SPEC §4 names is cleared, the rest (the last phone, the timer) stays. */
export function loggedOut(state: AuthData): AuthData {
  return {
    ...state,
    user: null,
    token: null,
    verifiedPhones: [],
    checked: false,
    useWallet: false,
    updatedWalletAmount: null,
  };
}

/**
 * Signed in for a business (SPEC §4): a token and a user exist and the user belongs to the business,
 * whose `user_id` is the account that owns it.
 */
export function isAuthenticated(
  state: Pick<AuthData, 'token' | 'user'>,
  restaurant: { user_id: number } | null | undefined,
): boolean {
  return Boolean(state.token && state.user?.id && restaurant && state.user.business_id === restaurant.user_id);
}

export const useAuthStore = create<AuthStore>()(
  persist(
    (set) => ({
      ...initialAuthData(),
      codeSent({ phone, dialCode, at, timer }) {
        set({ phoneNumber: phone, dialCode, otpStartedAt: at, otpTimer: timer ?? defaultOtpTimer });
      },
      clearCode() {
        set({ otpStartedAt: null });
      },
      login({ token, user }) {
        set({
          token,
          user,
          verifiedPhones: user.verified_phones,
          otpStartedAt: null,
          checked: true,
          useWallet: false,
          updatedWalletAmount: null,
        });
      },
      setUser(user) {
        set({ user, verifiedPhones: user.verified_phones, checked: true, updatedWalletAmount: null });
      },
      setUseWallet(useWallet) {
        set({ useWallet });
      },
      setUpdatedWalletAmount(updatedWalletAmount) {
        set({ updatedWalletAmount });
      },
      logout() {
        set((state) => loggedOut(state));
      },
    }),
    {
      name: 'okmenu-auth',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): AuthData => ({
        token: state.token,
        user: state.user,
        verifiedPhones: state.verifiedPhones,
        otpStartedAt: state.otpStartedAt,
        phoneNumber: state.phoneNumber,
        dialCode: state.dialCode,
        otpTimer: state.otpTimer,
        useWallet: state.useWallet,
        updatedWalletAmount: state.updatedWalletAmount,
        checked: state.checked,
      }),
    },
  ),
);

/** The token the API client sends as `Authorization: Bearer` (registered by the app's composition root). */
export function currentAuthToken(): string | null {
  return useAuthStore.getState().token;
}

/** Whether the visitor is signed in for the business (re-renders when the session changes). */
export function useIsAuthenticated(restaurant: { user_id: number } | null | undefined): boolean {
  const token = useAuthStore((state) => state.token);
  const user = useAuthStore((state) => state.user);
  return isAuthenticated({ token, user }, restaurant);
}
