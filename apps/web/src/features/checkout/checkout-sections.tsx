import type { ComponentType } from 'react';
import type { RouteType } from '../business/selling-types.ts';
import { DeliveryCheckoutSection, type DeliveryCheckoutSectionProps } from '../delivery/delivery-checkout-section.tsx';

/**
 * A step of the checkout that belongs to one order type and is not built here: delivery's address, zone terms
 * and minimum-order progress (features/delivery). `blocks` keeps the order from being placed while a type's
 * section is missing.
 */
export interface CheckoutSection {
  Component: ComponentType<DeliveryCheckoutSectionProps>;
  blocks: boolean;
}

/** Per-type sections of the checkout (car pickup, dine-in and product/service are built into the form). */
export const checkoutSections: Partial<Record<RouteType, CheckoutSection>> = {
  delivery: { Component: DeliveryCheckoutSection, blocks: false },
};
