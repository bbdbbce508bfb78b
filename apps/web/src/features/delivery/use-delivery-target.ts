import type { OrderBodyInput, ShippingCountryWire, ZoneWire } from '@okmenu/contract';
import { deliveryPhone } from '@okmenu/domain';
import { useMemo } from 'react';
import { useSignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import {
  addressBodyOf,
  addressFieldRules,
  addressProblems,
  giftBodyOf,
  giftOffered,
  type AddressProblems,
} from './address-fields.ts';
import { useDeliveryStore } from './delivery-store.ts';
import { useDeliveryPricing, type DeliveryPricing } from './use-delivery-pricing.ts';

/** Everything a delivery order adds to the checkout: where, to which address, the gift, and the zone's terms. */
export interface DeliveryTarget {
  /** The order's `delivery` (`{ area_id }` or `{ location }`); null until a place inside a zone is chosen. */
  delivery: NonNullable<OrderBodyInput['delivery']> | null;
  /** An international shipping order's `shipping` (sent instead of `delivery`); null for a local delivery. */
  shipping: NonNullable<OrderBodyInput['shipping']> | null;
  /** The country shipped to, with its fees and minimum order (major units). */
  shippingCountry: ShippingCountryWire | null;
  address: NonNullable<OrderBodyInput['address']>;
  gift: OrderBodyInput['gift'];
  zone: ZoneWire | null;
  /** The zone's fee and minimum order in major units, as the wire has them. */
  fee: number | null;
  minOrder: number | null;
  deliveryTime: { value: number; unit: ZoneWire['unit'] } | null;
  /** The phone a delivery is made to (SPEC §5): the user's, the saved form's, or this form's. */
  phone: string | undefined;
  /** What still keeps the order from being placed, keyed like the server's paths. */
  problems: AddressProblems;
  ready: boolean;
  /** Pass to `useCartPricing` so the breakdown carries the delivery fee. */
  pricing: Pick<DeliveryPricing, 'fee' | 'delivery' | 'shipping'>;
}

/**
 * The delivery part of the order body and checkout, from the delivery store and the business's field config.
 * `enabled: false` (another order type) fetches nothing.
 */
export function useDeliveryTarget(referenceId: string, options: { enabled?: boolean } = {}): DeliveryTarget {
  const { fee, delivery, shipping, zone, context } = useDeliveryPricing(referenceId, options);
  const { shippingCountry } = context;
  const form = useDeliveryStore((state) => state.form);
  const savedFormPhone = useDeliveryStore((state) => state.savedFormPhone);
  const pin = useDeliveryStore((state) => (state.referenceId === referenceId ? state.pin : null));
  const customer = useSignedInCustomer(referenceId);
  const restaurant = context.data?.restaurant;
  const checkout = restaurant?.checkoutDelivery ?? null;
  const country = restaurant?.country_iso || 'KW';

  return useMemo(() => {
    const rules = addressFieldRules(checkout);
    const offered = giftOffered(checkout);
    const problems = addressProblems({
      values: form,
      checkout,
      // A parcel shipped abroad needs the address, not an area or a pin.
      shipping: shipping !== null,
      hasPin: Boolean(pin),
      hasPlace: delivery !== null || shipping !== null,
      defaultCountry: country,
    });
    return {
      delivery: shipping ? null : (delivery ?? null),
      shipping: shipping ?? null,
      shippingCountry,
      address: addressBodyOf({ values: form, rules, defaultCountry: country }),
      gift: giftBodyOf({ values: form, offered, defaultCountry: country }),
      zone,
      fee: zone?.fees ?? null,
      minOrder: zone?.min_order ?? null,
      deliveryTime: zone ? { value: zone.delivery_time, unit: zone.unit } : null,
      phone: deliveryPhone({ userPhone: customer?.phoneE164, savedFormPhone, locationFormPhone: form.contactPhone }),
      problems,
      ready: Object.keys(problems).length === 0,
      pricing: { fee, delivery, shipping },
    };
  }, [
    checkout,
    form,
    pin,
    delivery,
    shipping,
    shippingCountry,
    zone,
    country,
    customer?.phoneE164,
    savedFormPhone,
    fee,
  ]);
}
