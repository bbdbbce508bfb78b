import type { CalcOrderBodyInput, CalcOrderResponse, RestaurantResponse } from '@okmenu/contract';
import type { MenuFee, UserKind } from '@okmenu/domain';
import { useMemo } from 'react';
import type { RouteType } from '../business/selling-types.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useCalcOrder } from './api/calc-order.ts';
import {
  businessCurrency,
  calcOrderBodyOf,
  lineProblemsOf,
  refusalKey,
  localBreakdown,
  menuItemsOf,
  reconcileBreakdown,
  type ReconciledBreakdown,
} from './cart-pricing.ts';
import type { CartItem } from './cart-types.ts';

/** What a delivery adds to the cart's price: the zone's (or country's) fee and the target calc-order prices. */
export interface DeliveryPriceInput {
  fee?: MenuFee | null;
  delivery?: CalcOrderBodyInput['delivery'];
  /** An international shipping order's country (then `fee` is the country's). */
  shipping?: CalcOrderBodyInput['shipping'];
}

export interface CartPricing {
  breakdown: ReconciledBreakdown | null;
  /** The server's answer for exactly this cart (not a previous one). */
  server: CalcOrderResponse | undefined;
  /** The server is still pricing this cart. */
  confirming: boolean;
  /** Problems the server named per line index. */
  lineProblems: Map<number, string>;
  /** A refusal that names no line (or the network failed). */
  /** A refusal of the whole cart: its code and the i18n key of its reason (never the server's English). */
  error: { code: string; key: string } | null;
  coupon: CalcOrderResponse['coupon'] | null;
  refetch: () => void;
}

/**
 * The cart's breakdown: computed here with the domain engine, confirmed by calc-order; the server's numbers
 * replace the cart's own (flagged as updated) when they differ.
 */
export function useCartPricing(options: {
  data: RestaurantResponse | undefined;
  items: readonly CartItem[];
  type: RouteType;
  coupon: string | null;
  fee?: DeliveryPriceInput['fee'];
  delivery?: DeliveryPriceInput['delivery'];
  shipping?: DeliveryPriceInput['shipping'];
  /** The signed-in customer's wallet: its balance (minor units) and whether it pays (SPEC §9). Null for a guest. */
  wallet?: { balanceMinor: number; use: boolean } | null;
  /** Signed in or not: coupons limited to guests or to users apply accordingly. */
  userKind?: UserKind;
  /** The slot of a scheduled order, when one is chosen. */
  at?: string | null;
  /** Ask the server again on mount even when it priced this cart moments ago (the checkout, decision 0110). */
  fresh?: boolean;
}): CartPricing {
  const { data, items, type, coupon, fee, delivery, shipping, at, userKind } = options;
  const walletBalance = options.wallet?.balanceMinor ?? 0;
  const useWallet = Boolean(options.wallet?.use) && walletBalance > 0;
  const restaurant = data?.restaurant;
  const body = useMemo(
    () =>
      restaurant && items.length > 0
        ? calcOrderBodyOf({ branchId: restaurant.branch_id, type, items, coupon, delivery, shipping, useWallet, at })
        : null,
    [restaurant, type, items, coupon, delivery, shipping, useWallet, at],
  );
  const query = useCalcOrder(restaurant?.id ?? 0, body, { fresh: options.fresh });
  // A previous cart's answer (kept while this one is asked about) is not this cart's price.
  const server = query.isPlaceholderData || query.isError ? undefined : query.data;
  const menuItems = useMemo(() => menuItemsOf(data), [data]);
  const serverCoupon = server?.coupon ?? (query.isPlaceholderData ? query.data?.coupon : undefined);
  const local = useMemo(() => {
    if (!data || items.length === 0) return null;
    // Until the server tells the coupon's rules, the cart is priced without it.
    const rules = serverCoupon && serverCoupon.code.toUpperCase() === coupon?.toUpperCase() ? serverCoupon : undefined;
    return localBreakdown({
      data,
      menuItems,
      items,
      type,
      coupon: rules,
      fee,
      wallet: { balanceMinor: walletBalance, use: useWallet },
      userKind,
    });
  }, [data, menuItems, items, type, coupon, serverCoupon, fee, walletBalance, useWallet, userKind]);
  const breakdown = useMemo(
    () => (data ? reconcileBreakdown({ local, server, currency: businessCurrency(data) }) : null),
    [data, local, server],
  );
  const apiError = isApiError(query.error) ? query.error : null;
  const lineProblems = useMemo(() => lineProblemsOf(apiError?.fields), [apiError]);
  const error =
    query.isError && lineProblems.size === 0
      ? { code: apiError?.code ?? 'NETWORK', key: refusalKey(apiError?.code, apiError?.fields) }
      : null;
  return {
    breakdown,
    server,
    confirming: body !== null && (query.isFetching || query.isPlaceholderData) && !query.isError,
    lineProblems,
    error,
    coupon: server?.coupon ?? null,
    refetch: () => void query.refetch(),
  };
}
