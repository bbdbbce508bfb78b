import type { ComponentType } from 'react';
import type { DeliveryPriceInput } from '../../entities/cart/use-cart-pricing.ts';
import type { ApiError } from '../../shared/api/api-error.ts';
import type { DestinationParts } from './order-body.ts';

/** Props the checkout gives the delivery card: the breakdown's numbers and the fields a refused order named. */
export interface CheckoutDeliverySectionProps {
  referenceId: string;
  /** The breakdown's minimum order and what is missing to reach it (minor units), when priced. */
  minOrder: { minimum: number; missing: number } | null;
  /** The refused order's field errors, shown until the next attempt. */
  serverFields: ApiError['fields'];
  /** The breakdown's shipping fee (minor units) of an order shipped abroad, when priced. */
  shippingFee: number | null;
  /** The breakdown's delivery fee (minor units) when priced, so the card and the summary show the same fee. */
  deliveryFee: number | null;
}

/**
 * What a delivery order adds to the checkout. The page in app/ builds it from features/delivery, so the checkout
 * never imports another feature: where the order goes, its fee, whether it is ready, and the card to show.
 */
export interface CheckoutDelivery {
  target: DestinationParts & { pricing: DeliveryPriceInput; ready: boolean };
  Section: ComponentType<CheckoutDeliverySectionProps>;
}
