import type { RestaurantWire } from '@okmenu/contract';
import type { OnlineMethod } from '@okmenu/domain';
import { useState } from 'react';
import type { RouteType } from '../../entities/business/selling-types.ts';
import type { CartPricing } from '../../entities/cart/use-cart-pricing.ts';
import type { SignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { browserCanApplePay, onlinePaymentType, usableOnlineMethods } from '../../entities/payment/online-methods.ts';
import { usePaymentMethods } from '../../entities/payment/payment-api.ts';
import { paymentChoices, walletPaymentType } from './order-body.ts';
import { walletCoverOf } from './wallet-cover.ts';

/**
 * How the checkout's order is paid: the payment types offered (the business's, narrowed by delivery's cash and
 * credit and by the wallet), the one in use (the guest's choice when still offered, else the first), what the
 * wallet covers, and the online methods usable in this browser with the one picked (issue 13).
 */
export function useCheckoutPayment(options: {
  referenceId: string;
  restaurant: RestaurantWire;
  type: RouteType;
  customer: SignedInCustomer | null;
  pricing: CartPricing;
  /** The payment type the cart keeps (SPEC §3 payment_type). */
  chosen: number;
}) {
  const { restaurant, customer } = options;
  const useWallet = customer?.useWallet ?? false;
  const methodsQuery = usePaymentMethods(options.referenceId, restaurant.payment_methods.includes(onlinePaymentType));
  const [applePay] = useState(browserCanApplePay);
  const onlineMethods = usableOnlineMethods(methodsQuery.data, applePay);
  const [pickedMethod, setPickedMethod] = useState<OnlineMethod | null>(null);
  const onlineMethod = pickedMethod && onlineMethods.includes(pickedMethod) ? pickedMethod : (onlineMethods[0] ?? null);
  const walletCover =
    useWallet && customer
      ? walletCoverOf({
          balanceMinor: customer.walletBalanceMinor ?? 0,
          breakdown: options.pricing.breakdown?.shown ?? null,
        })
      : null;
  // With the wallet on, the rest is paid in cash, or online when something is left to pay (issue 13).
  const payments =
    useWallet && (!walletCover || walletCover.rest === 0)
      ? [walletPaymentType]
      : paymentChoices(restaurant.payment_methods, {
          online: onlineMethods.length > 0,
          wallet: useWallet,
          type: options.type,
          delivery: restaurant.checkoutDelivery,
        });
  const paymentType = payments.includes(options.chosen) ? options.chosen : (payments[0] ?? 2);
  return { payments, paymentType, walletCover, onlineMethods, onlineMethod, setPickedMethod };
}
