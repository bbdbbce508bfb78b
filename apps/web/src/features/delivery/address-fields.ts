import type { OrderBodyInput } from '@okmenu/contract';
import {
  askedFields,
  deliveryProblems,
  isAddressProblemCode,
  offersGift,
  type AddressCheckout,
  type AddressProblemCode,
} from '@okmenu/contract/address-rules';
import { validatePhone } from '@okmenu/domain';
import { addressFieldNames, type AddressFieldName, type AddressFormValues } from './delivery-types.ts';

/** A field of the address form as the business configured it. */
export interface AddressFieldRule {
  name: AddressFieldName;
  required: boolean;
}

/**
 * The fields the address form shows, in the form's order: the contract's `askedFields` (enabled or required per
 * the business's field config, SPEC §5), the ones the server refuses an order without marked required.
 */
export function addressFieldRules(checkout: Pick<AddressCheckout, 'fields'> | null | undefined): AddressFieldRule[] {
  const asked = new Map(askedFields(checkout?.fields).map((field) => [field.name, field.required]));
  return addressFieldNames.flatMap((name) => {
    const required = asked.get(name);
    return required === undefined ? [] : [{ name, required }];
  });
}

/** Whether the business offers sending the order as a gift (the contract's rule). */
export const giftOffered = offersGift;

/** A problem of the form as an i18n key, keyed like the server's paths (`address.street`, `gift.phone`, `delivery`). */
export type AddressProblems = Partial<Record<string, string>>;

/** The i18n key of a refusal of the contract's address rules. */
function problemKey(code: AddressProblemCode): string {
  switch (code) {
    case 'too_long':
      return 'delivery.errors.tooLong';
    case 'area_required':
      return 'delivery.errors.noPlace';
    case 'pin_required':
      return 'delivery.errors.pinRequired';
    case 'NOT_A_NUMBER':
    case 'INVALID_COUNTRY':
    case 'TOO_SHORT':
    case 'TOO_LONG':
      return `delivery.errors.phone.${code}`;
    default:
      return 'delivery.errors.required';
  }
}

/** The address part of the body the form sends, before the contact phone is written in E.164. */
function addressOfForm(values: AddressFormValues, rules: readonly AddressFieldRule[]) {
  const fields: Partial<Record<AddressFieldName, string>> = {};
  for (const rule of rules) {
    const value = values.fields[rule.name]?.trim();
    if (value) fields[rule.name] = value;
  }
  const contactName = values.contactName.trim();
  const contactPhone = values.contactPhone.trim();
  return {
    ...fields,
    ...(contactName ? { contact_name: contactName } : {}),
    ...(contactPhone ? { contact_phone: contactPhone } : {}),
  };
}

/**
 * What keeps the address form from being sent, as i18n keys per field: the contract's `deliveryProblems` (the
 * check the server runs on the order, decision 0109) over what the form would send: the place and the pin, the
 * required fields, lengths, the contact's and the gift's phones (SPEC §5 phone rules, SPEC §8 codes).
 */
export function addressProblems(options: {
  values: AddressFormValues;
  checkout: AddressCheckout | null | undefined;
  /** Shipped abroad: no area or pin is asked. */
  shipping: boolean;
  hasPin: boolean;
  hasPlace: boolean;
  defaultCountry: string;
}): AddressProblems {
  const { values, checkout } = options;
  const found = deliveryProblems({
    checkout,
    shipping: options.shipping,
    hasPlace: options.hasPlace,
    hasPin: options.hasPin,
    address: addressOfForm(values, addressFieldRules(checkout)),
    gift: offersGift(checkout) && values.gift.on ? values.gift : null,
    country: options.defaultCountry,
    contactCountry: values.contactCountry,
  });
  const problems: AddressProblems = {};
  for (const { path, code } of found) problems[path] ??= problemKey(code);
  return problems;
}

/** The order's `address`: the shown fields that were filled, the kind of place and the contact. */
export function addressBodyOf(options: {
  values: AddressFormValues;
  rules: readonly AddressFieldRule[];
  defaultCountry: string;
}): NonNullable<OrderBodyInput['address']> {
  const { values } = options;
  const { contact_phone: phone, ...address } = addressOfForm(values, options.rules);
  const check = phone
    ? validatePhone({ number: phone, country: values.contactCountry ?? options.defaultCountry })
    : null;
  return {
    ...address,
    type: values.type,
    ...(check?.ok ? { contact_phone: check.e164 } : {}),
    ...(values.savedAddressId ? { saved_address_id: values.savedAddressId } : {}),
  };
}

/** The order's `gift`, when the guest is sending one and the business offers it. */
export function giftBodyOf(options: {
  values: AddressFormValues;
  offered: boolean;
  defaultCountry: string;
}): OrderBodyInput['gift'] {
  const { gift } = options.values;
  if (!options.offered || !gift.on) return undefined;
  const check = validatePhone({ number: gift.phone.trim(), country: options.defaultCountry });
  const message = gift.message.trim();
  return {
    recipient: gift.recipient.trim(),
    phone: check.ok ? check.e164 : gift.phone.trim(),
    ...(message ? { message } : {}),
  };
}

/** The zod reasons of the order schema's refusals, as the contract's address codes. */
const schemaCodes: Partial<Record<string, AddressProblemCode>> = { too_big: 'too_long', too_small: 'required' };

/**
 * Moves a refused order's `body.address.street`-style paths onto the form's own keys (`address.street`), with the
 * message of the server's code (the address rules' own codes, or the schema's `too_big`).
 */
export function problemsFromServer(
  fields: readonly { path: string; message: string; code?: string | undefined }[] | undefined,
): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of fields ?? []) {
    const match = /^body\.((?:address|gift|delivery)(?:\.[a-z_]+)?)/.exec(field.path);
    if (!match?.[1] || problems[match[1]]) continue;
    const key = match[1];
    const code = schemaCodes[field.code ?? ''] ?? field.code;
    if (code === 'not_delivered_here') problems[key] = 'delivery.errors.outside';
    else if (isAddressProblemCode(code)) problems[key] = problemKey(code);
    else if (key === 'delivery.location') problems[key] = 'delivery.errors.pinRequired';
    else if (key === 'delivery') problems[key] = 'delivery.errors.noPlace';
    else if (key.endsWith('phone')) problems[key] = 'delivery.errors.phone.NOT_A_NUMBER';
    else problems[key] = 'delivery.errors.required';
  }
  return problems;
}
