import type { OrderWire } from '@okmenu/contract';
import { addressTypes, type AddressTypeName, type DeliveryFieldName } from '@okmenu/contract/address-fields';

/** The SPEC §3 delivery address fields, in the order the form and every summary show them. */
export const addressFieldNames = [
  'city',
  'block',
  'street',
  'avenue',
  'building',
  'house_number',
  'office_number',
  'floor',
  'apartment',
  'intercom',
  'paci',
  'postcode',
  'parking',
  'note',
] as const satisfies readonly DeliveryFieldName[];
export type AddressFieldName = DeliveryFieldName;
export type { AddressTypeName };

/**
 * A field's value after its label ("Block 3"), unless the guest already typed the label: "Street 41" stays
 * "Street 41", not "Street Street 41".
 */
export function labelledValue(label: string, value: string): string {
  const text = value.trim();
  const starts = text.toLocaleLowerCase().startsWith(label.toLocaleLowerCase());
  const next = text.charAt(label.length);
  if (starts && (next === '' || /[\s.,:#-]/.test(next))) return text;
  return `${label} ${text}`;
}

/** Where a delivery order goes, ready to be shown: labels and words are i18n keys for the reader's language. */
export interface OrderAddressView {
  /** The area's name in the reader's language when the business wrote one, else as the server picked it. */
  area: string | null;
  /** The filled fields in the form's order (the driver's directions last). */
  fields: { name: AddressFieldName; label: `delivery.fields.${AddressFieldName}`; value: string }[];
  /** The kind of place as an i18n key; null when the order has none or one this version does not know. */
  type: `delivery.types.${AddressTypeName}` | null;
  contactName: string | null;
  contactPhone: string | null;
  /** A maps link for the driver when the guest dropped a pin. */
  mapsUrl: string | null;
}

/** A Google Maps search link that opens the pin in the maps app or the browser. */
export function mapsUrlOf(pin: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${pin.lat},${pin.lng}`;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

function areaName(area: NonNullable<OrderWire['area']>, language: string): string {
  const base = language.split('-')[0] ?? language;
  return area.names[language] || area.names[base] || area.name;
}

/**
 * A delivery order's address as shown to the guest and the staff; null for other orders and for a delivery
 * that kept nothing (orders placed before the address was kept still show what they have).
 */
export function orderAddressOf(
  order: Pick<OrderWire, 'selling_type' | 'area' | 'address' | 'delivery'>,
  language: string,
): OrderAddressView | null {
  if (order.selling_type !== 'delivery') return null;
  const address = order.address ?? {};
  const fields = addressFieldNames
    .map((name) => ({ name, label: `delivery.fields.${name}` as const, value: text(address[name]) }))
    .filter((field) => field.value !== '');
  const type = addressTypes.find((candidate) => candidate === address.type);
  const pin = order.delivery?.location;
  const view: OrderAddressView = {
    area: order.area ? areaName(order.area, language) : null,
    fields,
    type: type ? `delivery.types.${type}` : null,
    contactName: text(address.contact_name) || null,
    contactPhone: text(address.contact_phone) || null,
    mapsUrl: pin ? mapsUrlOf(pin) : null,
  };
  const empty = !view.area && fields.length === 0 && !view.contactName && !view.contactPhone && !view.mapsUrl;
  return empty ? null : view;
}

/** The fields as one labelled line ("Block 4, Street 41, Floor 2"), the driver's directions left out. */
export function addressLineOf(
  fields: OrderAddressView['fields'],
  options: { label: (key: OrderAddressView['fields'][number]['label']) => string; separator: string },
): string {
  return fields
    .filter((field) => field.name !== 'note')
    .map((field) => labelledValue(options.label(field.label), field.value))
    .join(options.separator);
}
