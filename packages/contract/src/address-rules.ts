import { validatePhone, type PhoneError } from '@okmenu/domain';
import {
  addressLimits,
  deliveryFieldNames,
  type DeliveryFieldName,
  type DeliveryFieldsConfig,
} from './address-fields.ts';

/**
 * A delivery order's address rules in a module without zod (decision 0109): the server's order check runs
 * `deliveryProblems`, and the web's address form checks with the same function, so the form and the server
 * refuse the same input on the same field. The web imports it as `@okmenu/contract/address-rules`, keeping
 * zod off the delivery routes. The names and limits it reads are in `address-fields.ts`.
 */

/** What of the business's delivery config the address rules read. */
export interface AddressCheckout {
  fields?: DeliveryFieldsConfig | undefined;
  drop_pin?: boolean | undefined;
  send_gift?: boolean | undefined;
  enable_gift?: boolean | undefined;
}

/** A field the address form asks for, and whether the order is refused without it. */
export interface AskedField {
  name: DeliveryFieldName;
  required: boolean;
}

/**
 * The fields a delivery order asks for (SPEC §5: enabled or required per the business's field config), in
 * `deliveryFieldNames` order. A required field is asked even when `on` was left off: required means the
 * order is refused without it.
 */
export function askedFields(fields: DeliveryFieldsConfig | null | undefined): AskedField[] {
  return deliveryFieldNames
    .filter((name) => fields?.[name]?.on || fields?.[name]?.required)
    .map((name) => ({ name, required: Boolean(fields?.[name]?.required) }));
}

/** Whether the business sends orders as gifts. */
export function offersGift(checkout: Pick<AddressCheckout, 'send_gift' | 'enable_gift'> | null | undefined): boolean {
  return Boolean(checkout?.send_gift || checkout?.enable_gift);
}

/** Why an address part is refused; the web translates the code, never the server's message. */
export type AddressProblemCode =
  'required' | 'too_long' | 'area_required' | 'pin_required' | 'gift_not_offered' | PhoneError;

/** Every code once (a record, so a new phone error in the domain fails to compile here until it is added). */
const problemCodes: Record<AddressProblemCode, true> = {
  required: true,
  too_long: true,
  area_required: true,
  pin_required: true,
  gift_not_offered: true,
  NOT_A_NUMBER: true,
  INVALID_COUNTRY: true,
  TOO_SHORT: true,
  TOO_LONG: true,
};

/** Whether a server's field code is one of the address rules'. */
export function isAddressProblemCode(code: string | undefined): code is AddressProblemCode {
  return code !== undefined && Object.hasOwn(problemCodes, code);
}

/** A refused part of a delivery order, by its body path without `body.` (`address.block`, `gift.phone`). */
export interface AddressProblem {
  path: string;
  code: AddressProblemCode;
}

/** What a delivery order says about where it goes, as the order body (or the web's form) has it. */
export interface DeliveryOrderInput {
  checkout: AddressCheckout | null | undefined;
  /** Shipped abroad: the address is asked, but no area or pin. */
  shipping: boolean;
  /** An area was chosen or a pin dropped (the order's `delivery`). */
  hasPlace: boolean;
  /** A pin was dropped (`delivery.location`). */
  hasPin: boolean;
  address: Partial<Record<string, unknown>> | null | undefined;
  gift: { recipient: string; phone: string; message?: string | undefined } | null | undefined;
  /** The business's country: phones without a `+` are read in it. */
  country: string | null | undefined;
  /** The country the guest chose for the contact phone's dial code (the web's picker); else `country`. */
  contactCountry?: string | null | undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Why a phone is refused (SPEC §5 phone rules), or null; longer than the body allows is too long. */
function phoneError(phone: string, max: number, country: string | null | undefined): PhoneError | null {
  if (phone.length > max) return 'TOO_LONG';
  const check = validatePhone({ number: phone, country });
  return check.ok ? null : check.error;
}

/**
 * Everything that keeps a delivery order's place, address and gift from being accepted: an area or pin, the pin
 * when the business asks for one, the required fields, lengths, the contact's and the gift's phones.
 */
export function deliveryProblems(input: DeliveryOrderInput): AddressProblem[] {
  const { checkout, address, gift } = input;
  const problems: AddressProblem[] = [];
  if (!input.shipping) {
    if (!input.hasPlace) problems.push({ path: 'delivery', code: 'area_required' });
    if (checkout?.drop_pin && !input.hasPin) problems.push({ path: 'delivery.location', code: 'pin_required' });
  }
  const asked = new Set(askedFields(checkout?.fields).map((field) => field.name));
  for (const name of deliveryFieldNames) {
    const value = textOf(address?.[name]);
    if (value.length > addressLimits.field) problems.push({ path: `address.${name}`, code: 'too_long' });
    else if (!value && asked.has(name) && checkout?.fields?.[name]?.required) {
      problems.push({ path: `address.${name}`, code: 'required' });
    }
  }
  if (textOf(address?.contact_name).length > addressLimits.contactName) {
    problems.push({ path: 'address.contact_name', code: 'too_long' });
  }
  const contactPhone = textOf(address?.contact_phone);
  if (contactPhone) {
    const error = phoneError(contactPhone, addressLimits.contactPhone, input.contactCountry ?? input.country);
    if (error) problems.push({ path: 'address.contact_phone', code: error });
  }
  if (gift) problems.push(...giftProblems(gift, input));
  return problems;
}

function giftProblems(gift: NonNullable<DeliveryOrderInput['gift']>, input: DeliveryOrderInput): AddressProblem[] {
  if (!offersGift(input.checkout)) return [{ path: 'gift', code: 'gift_not_offered' }];
  const problems: AddressProblem[] = [];
  const recipient = gift.recipient.trim();
  if (!recipient) problems.push({ path: 'gift.recipient', code: 'required' });
  else if (recipient.length > addressLimits.gift.recipient) problems.push({ path: 'gift.recipient', code: 'too_long' });
  const phone = phoneError(gift.phone.trim(), addressLimits.gift.phone, input.country);
  if (phone) problems.push({ path: 'gift.phone', code: phone });
  if ((gift.message ?? '').trim().length > addressLimits.gift.message) {
    problems.push({ path: 'gift.message', code: 'too_long' });
  }
  return problems;
}
