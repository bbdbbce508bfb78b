import type { AddressFieldName } from '../../entities/address/address-fields.ts';
import type { DeliveryAddress } from '@okmenu/contract';

/** The area the guest chose in the area picker, with the zone and branch it was chosen for. */
export interface SelectedArea {
  id: number;
  zoneId: number;
  branchId: number;
  /** The name as shown when chosen (a label until the zones load again). */
  name: string;
}

/** A point the guest put on the map, with the zone that covered it for the branch (null: outside every zone). */
export interface PinLocation {
  lat: number;
  lng: number;
  zoneId: number | null;
  branchId: number;
}

/** A place the address search (getAddress/setAddress) found and the guest chose. */
export interface QueriedAddress {
  placeId: string | null;
  title: string;
  address: string;
  lat: number;
  lng: number;
  zoneId: number | null;
}

/** The kinds of place of a delivery address; residency is the default form type (SPEC §2, §9). */
export type AddressType = DeliveryAddress['type'];

/** Sending the order as a gift (recipient, phone, message), when the business offers it. */
export interface GiftValues {
  on: boolean;
  recipient: string;
  phone: string;
  message: string;
}

/** What the address form holds: the SPEC §3 fields the business asks for, the kind of place, the contact. */
export interface AddressFormValues {
  type: AddressType;
  fields: Partial<Record<AddressFieldName, string>>;
  contactName: string;
  contactPhone: string;
  /** ISO country of the contact phone's dial code. */
  contactCountry: string | null;
  gift: GiftValues;
  /** The saved address the form was filled from (signed-in customers). */
  savedAddressId: number | null;
  /** The label a signed-in customer gives the address to save ("Office"); kept across the trip to the map. */
  title?: string;
}

export { addressFieldNames } from '../../entities/address/address-fields.ts';
export type { AddressFieldName };

/** The chosen shipping destination of an international order. */
export interface ShippingChoice {
  countryId: number;
  countryIso: string;
  /** The branch of the country's config; null for the home country without one. */
  branchId: number | null;
}

export function emptyAddressForm(type: AddressType = 'residency'): AddressFormValues {
  return {
    type,
    fields: {},
    contactName: '',
    contactPhone: '',
    contactCountry: null,
    gift: { on: false, recipient: '', phone: '', message: '' },
    savedAddressId: null,
    title: '',
  };
}
