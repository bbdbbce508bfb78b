import { contactProblems } from '@okmenu/contract/contact-rules';
import type { CarDetails } from '../../entities/cart/cart-types.ts';
import { checkPhone } from '../../shared/ui/phone-field.tsx';
import type { CheckoutErrors } from './checkout-errors.ts';

/**
 * The checkout's own field checks before the order is sent (the server checks again): the name and the car
 * with the contract's rules (`contactProblems`, the limits `orderBody` is built from), a valid phone for the
 * country, a table when one is required, a slot for later.
 */
export function checkoutFieldErrors(input: {
  name: string;
  phone: string;
  country: string;
  /** The car's details when the order asks for them; null otherwise. */
  car: CarDetails | null;
  tableMissing: boolean;
  slotMissing: boolean;
}): CheckoutErrors['fields'] {
  const fields: CheckoutErrors['fields'] = {};
  const contact = contactProblems({ name: input.name, car: input.car });
  if (contact.includes('name')) fields.name = { key: 'checkout.errors.field.name' };
  const phone = checkPhone(input.phone, input.country);
  if (!phone.ok) fields.phone = { key: `checkout.phone.error.${phone.error}` };
  if (contact.some((field) => field.startsWith('car.'))) fields.car = { key: 'checkout.errors.field.car' };
  if (input.tableMissing) fields.table = { key: 'checkout.errors.field.table' };
  if (input.slotMissing) fields.schedule = { key: 'checkout.errors.field.schedule' };
  return fields;
}
