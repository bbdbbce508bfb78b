import type { CalcOrderBodyInput, ZoneWire } from '@okmenu/contract';
import type { MenuFee } from '@okmenu/domain';
import { useMemo } from 'react';
import { deliveryTargetOf } from './delivery-rules.ts';
import { useDeliveryStore } from './delivery-store.ts';
import { useDeliveryContext, type DeliveryContext } from './use-delivery-context.ts';

/** What the cart's pricing needs of a delivery: the zone's fee and minimum, and the target calc-order prices. */
export interface DeliveryPricing {
  fee: MenuFee | null;
  delivery: CalcOrderBodyInput['delivery'];
  /** An international shipping order's country, sent instead of `delivery`. */
  shipping: CalcOrderBodyInput['shipping'];
  zone: ZoneWire | null;
  context: DeliveryContext;
}

/**
 * The delivery part of the cart's price (SPEC §9): the chosen area's zone, else the pin's; for an order shipped
 * abroad, the country's. Without a place there is no fee yet; the area picker asks for one. Pass `fee`,
 * `delivery` and `shipping` to `useCartPricing`.
 */
export function useDeliveryPricing(referenceId: string, options: { enabled?: boolean } = {}): DeliveryPricing {
  const context = useDeliveryContext(referenceId, options);
  const mine = useDeliveryStore((state) => state.referenceId === referenceId);
  const area = useDeliveryStore((state) => state.area);
  const pin = useDeliveryStore((state) => state.pin);
  const { zone, shippingCountry } = context;
  const countryId = shippingCountry?.id ?? null;
  const delivery = useMemo(() => {
    if (!mine || !zone || countryId !== null) return null;
    return deliveryTargetOf({ area, pin });
  }, [mine, zone, area, pin, countryId]);
  const shipping = useMemo(() => (countryId !== null ? { country_id: countryId } : null), [countryId]);
  const fee = useMemo<MenuFee | null>(() => {
    // SPEC §9: shipping = weight × count × fees_per_kg + fixed_fees, with the country's minimum order.
    if (shippingCountry) {
      const { fees_per_kg, fixed_fees, min_order } = shippingCountry;
      return { country: { fees_per_kg, fixed_fees, min_order } };
    }
    return zone ? { zone: { fees: zone.fees, min_order: zone.min_order } } : null;
  }, [zone, shippingCountry]);
  return { fee, delivery, shipping, zone: shippingCountry ? null : zone, context };
}
