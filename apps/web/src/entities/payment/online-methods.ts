import type { PaymentMethodsResponse } from '@okmenu/contract';
import { availableOnlineMethods, onlineMethods, type OnlineMethod } from '@okmenu/domain';

/** The online payment type of SPEC §5 (the guest picks a method, then pays on the gateway's page). */
export const onlinePaymentType = 1;

/**
 * The methods a guest may pick here: those the server offers (already the business's methods in its currency),
 * checked again against the currency, Apple Pay ones only when this browser can pay with Apple Pay, and none
 * when no gateway takes the payment.
 */
export function usableOnlineMethods(
  /** GET webapp/payment-methods' answer; a method this app does not know yet (a newer server) is left out. */
  offer:
    | { gateway: PaymentMethodsResponse['gateway'] | string; currency: string; methods: readonly string[] }
    | null
    | undefined,
  applePay: boolean,
): OnlineMethod[] {
  if (!offer || offer.gateway === null) return [];
  const enabled = offer.methods.filter((method): method is OnlineMethod =>
    (onlineMethods as readonly string[]).includes(method),
  );
  return availableOnlineMethods({ enabled, currency: offer.currency, applePay });
}

interface ApplePaySessionLike {
  canMakePayments?: () => boolean;
}

/** Whether this browser can pay with Apple Pay (Safari with a card in the wallet); false anywhere else. */
export function browserCanApplePay(scope: unknown = typeof window === 'undefined' ? undefined : window): boolean {
  try {
    const session = (scope as { ApplePaySession?: ApplePaySessionLike } | undefined)?.ApplePaySession;
    return typeof session?.canMakePayments === 'function' && session.canMakePayments() === true;
  } catch {
    return false;
  }
}
