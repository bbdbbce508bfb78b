import type { CheckoutOptionsWire, OrderBodyInput } from '@okmenu/contract';
import { validatePhone } from '@okmenu/domain';
import { addressFieldNames, type AddressFieldName, type AddressFormValues } from './delivery-types.ts';

/** A field of the address form as the business configured it. */
export interface AddressFieldRule {
  name: AddressFieldName;
  required: boolean;
}

/**
 * The fields the address form shows (SPEC §5: enabled or required per the business's field config). A
 * required field is shown even when `on` was left off, because the server refuses an order without it.
 */
export function addressFieldRules(
  checkout: Pick<CheckoutOptionsWire, 'fields'> | null | undefined,
): AddressFieldRule[] {
  const fields = checkout?.fields ?? {};
  return addressFieldNames
    .map((name) => ({ name, on: Boolean(fields[name]?.on), required: Boolean(fields[name]?.required) }))
    .filter((field) => field.on || field.required)
    .map(({ name, required }) => ({ name, required }));
}

/** Whether the business offers sending the order as a gift. */
export function giftOffered(checkout: Pick<CheckoutOptionsWire, 'send_gift' | 'enable_gift'> | null | undefined) {
  return Boolean(checkout?.send_gift || checkout?.enable_gift);
}

/** A problem of the form, keyed like the server's paths (`address.street`, `gift.phone`, `delivery`). */
export type AddressProblems = Partial<Record<string, string>>;

/**
 * What keeps the address form from being sent, as i18n keys per field: required fields, the contact phone
 * (SPEC §5 phone rules, SPEC §8 codes), the pin when the business asks for one, and the gift's details.
 */
export function addressProblems(options: {
  values: AddressFormValues;
  rules: readonly AddressFieldRule[];
  /** A phone is needed unless the logged-in user's or the order's contact phone stands in (SPEC §5). */
  phoneRequired: boolean;
  needsPin: boolean;
  hasPin: boolean;
  hasPlace: boolean;
  giftOffered: boolean;
  defaultCountry: string;
}): AddressProblems {
  const { values } = options;
  const problems: AddressProblems = {};
  if (!options.hasPlace) problems.delivery = 'delivery.errors.noPlace';
  if (options.needsPin && !options.hasPin) problems['delivery.location'] = 'delivery.errors.pinRequired';
  for (const rule of options.rules) {
    if (rule.required && !values.fields[rule.name]?.trim())
      problems[`address.${rule.name}`] = 'delivery.errors.required';
  }
  const phone = values.contactPhone.trim();
  if (phone || options.phoneRequired) {
    const check = validatePhone({ number: phone, country: values.contactCountry ?? options.defaultCountry });
    if (!check.ok) problems['address.contact_phone'] = `delivery.errors.phone.${check.error}`;
  }
  if (options.giftOffered && values.gift.on) {
    if (!values.gift.recipient.trim()) problems['gift.recipient'] = 'delivery.errors.required';
    const gift = validatePhone({ number: values.gift.phone.trim(), country: options.defaultCountry });
    if (!gift.ok) problems['gift.phone'] = `delivery.errors.phone.${gift.error}`;
  }
  return problems;
}

/** The order's `address`: the shown fields that were filled, the kind of place and the contact. */
export function addressBodyOf(options: {
  values: AddressFormValues;
  rules: readonly AddressFieldRule[];
  defaultCountry: string;
}): NonNullable<OrderBodyInput['address']> {
  const { values } = options;
  const fields: Partial<Record<AddressFieldName, string>> = {};
  for (const rule of options.rules) {
    const value = values.fields[rule.name]?.trim();
    if (value) fields[rule.name] = value;
  }
  const phone = values.contactPhone.trim();
  const check = phone
    ? validatePhone({ number: phone, country: values.contactCountry ?? options.defaultCountry })
    : null;
  return {
    ...fields,
    type: values.type,
    ...(values.contactName.trim() ? { contact_name: values.contactName.trim() } : {}),
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

/** Moves a refused order's `body.address.street`-style paths onto the form's own keys (`address.street`). */
export function problemsFromServer(fields: readonly { path: string; message: string }[] | undefined): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of fields ?? []) {
    const match = /^body\.((?:address|gift|delivery)(?:\.[a-z_]+)?)/.exec(field.path);
    if (!match?.[1] || problems[match[1]]) continue;
    const key = match[1];
    if (key === 'delivery.location' && field.message === 'We do not deliver to this location') {
      problems[key] = 'delivery.errors.outside';
    } else if (key === 'delivery.location') problems[key] = 'delivery.errors.pinRequired';
    else if (key === 'delivery') problems[key] = 'delivery.errors.noPlace';
    else if (key.endsWith('phone')) problems[key] = 'delivery.errors.phone.NOT_A_NUMBER';
    else problems[key] = 'delivery.errors.required';
  }
  return problems;
}
