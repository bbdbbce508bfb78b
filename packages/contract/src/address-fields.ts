/**
 * The delivery address's fields, kinds of place and limits, in a module that imports nothing (decision 0109):
 * the contract's schemas (`deliveryAddress`, `orderBody`'s gift, `saveAddressBody`, the business file's field
 * config) build from them, `address-rules.ts` checks with them, and the web reads them as
 * `@okmenu/contract/address-fields` (also from the menu's first chunks, which must not carry the phone library).
 */

/** The SPEC §3 delivery address fields. */
export const deliveryFieldNames = [
  'city',
  'street',
  'block',
  'postcode',
  'building',
  'avenue',
  'intercom',
  'floor',
  'apartment',
  'parking',
  'note',
  'house_number',
  'office_number',
  'paci',
] as const;
export type DeliveryFieldName = (typeof deliveryFieldNames)[number];

/** The kinds of place an address can be (SPEC §2 `form.type`); residency is the default. */
export const addressTypes = ['residency', 'company', 'house', 'apartment'] as const;
export type AddressTypeName = (typeof addressTypes)[number];

/** Longest values, counted once trimmed. */
export const addressLimits = {
  field: 200,
  contactName: 100,
  contactPhone: 25,
  /** A saved address's label ("Office"). */
  title: 100,
  gift: { recipient: 100, phone: 25, message: 500 },
} as const;

/** The business's field config (`checkoutDelivery.fields`). */
export type DeliveryFieldsConfig = Partial<Record<DeliveryFieldName, { on?: boolean; required?: boolean } | undefined>>;
