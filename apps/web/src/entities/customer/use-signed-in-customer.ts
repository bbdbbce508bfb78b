import { currencyOf, toMinor } from '@okmenu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from '../../shared/router/index.ts';
import { useRestaurant } from '../business/api/get-restaurant.ts';
import { profileFailureLogsOut, profileQueryOptions } from './api/get-profile.ts';
import { isAuthenticated, useAuthStore } from './auth-store.ts';

/** What checkout needs to know about a signed-in customer. */
export interface SignedInCustomer {
  userId: number;
  name: string;
  /** The national number ("50012345"); with `dialCode` it is what the order body takes. */
  phone: string;
  /** "+965" */
  dialCode: string;
  /** The whole number in E.164 ("+96550012345"). */
  phoneE164: string;
  /** The wallet balance in the currency's minor units; null when the business has no wallet. */
  walletBalanceMinor: number | null;
  /** The customer chose to pay with the wallet (send `use_wallet: true` and cash, SPEC §9). */
  useWallet: boolean;
  setUseWallet(useWallet: boolean): void;
  /** Fetches the profile again (after an order paid with the wallet, so the balance shown is the new one). */
  refresh(): Promise<void>;
}

/** Splits an E.164 phone by a known dial code; without one the whole number stays in `phone`. */
export function splitPhone(e164: string, dialCode: string | null): { phone: string; dialCode: string } {
  if (dialCode && e164.startsWith(dialCode)) return { phone: e164.slice(dialCode.length), dialCode };
  const match = /^\+(\d{1,3})(\d{4,})$/.exec(e164);
  return match ? { phone: e164, dialCode: `+${match[1]}` } : { phone: e164, dialCode: dialCode ?? '' };
}

/** Sum of the wallet's balance entries (major units), in minor units of the currency. */
export function walletBalanceMinorOf(
  wallet: { balance: { amount: number }[]; wallet_feature_enabled: boolean } | null,
  currency: { code: string; decimal_digits: number },
): number | null {
  if (!wallet?.wallet_feature_enabled) return null;
  const digits = { ...currencyOf(currency.code), decimalDigits: currency.decimal_digits };
  return wallet.balance.reduce((sum, entry) => sum + toMinor(entry.amount, digits), 0);
}

/**
 * The signed-in customer of the current business, or null for a guest. For checkout: prefill the name
 * and phone, and offer "Pay with wallet" when `walletBalanceMinor` is above zero. Pass the reference id
 * outside a `/:referenceId` route.
 */
export function useSignedInCustomer(referenceIdArg?: string): SignedInCustomer | null {
  const params = useParams();
  const referenceId = referenceIdArg ?? params.referenceId ?? '';
  const restaurant = useRestaurant(referenceId).data?.restaurant;
  const token = useAuthStore((state) => state.token);
  const user = useAuthStore((state) => state.user);
  const dialCode = useAuthStore((state) => state.dialCode);
  const useWallet = useAuthStore((state) => state.useWallet);
  const setUseWallet = useAuthStore((state) => state.setUseWallet);
  const queryClient = useQueryClient();
  if (!restaurant || !user || !isAuthenticated({ token, user }, restaurant)) return null;
  const split = splitPhone(user.phone, dialCode);
  const enabled = restaurant.enable_wallet;
  const walletBalanceMinor = enabled ? walletBalanceMinorOf(user.wallet, restaurant.currency) : null;
  return {
    userId: user.id,
    name: user.name ?? '',
    phone: split.phone,
    dialCode: split.dialCode,
    phoneE164: user.phone,
    walletBalanceMinor,
    useWallet: useWallet && walletBalanceMinor !== null && walletBalanceMinor > 0,
    setUseWallet,
    refresh: async () => {
      // Fetched here, not only invalidated: the checkout has no profile query of its own to refetch it.
      try {
        const answer = await queryClient.fetchQuery({
          ...profileQueryOptions(user.id, restaurant.user_id),
          staleTime: 0,
        });
        useAuthStore.getState().setUser(answer.user);
      } catch (error) {
        if (profileFailureLogsOut(error)) useAuthStore.getState().logout();
      }
    },
  };
}
