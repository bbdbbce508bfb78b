import type { AddressFormValues } from './delivery-types.ts';

/**
 * The recipient a signed-in customer's form starts with: their own name and phone, where the form has none yet
 * (a recipient the guest typed, or one from a saved address, is kept).
 */
export function recipientPrefill(
  form: Pick<AddressFormValues, 'contactName' | 'contactPhone'>,
  customer: { name: string; phone: string } | null,
): Partial<AddressFormValues> {
  if (!customer) return {};
  const prefill: Partial<AddressFormValues> = {};
  if (!form.contactName.trim() && customer.name.trim()) prefill.contactName = customer.name.trim();
  if (!form.contactPhone.trim() && customer.phone.trim()) prefill.contactPhone = customer.phone.trim();
  return prefill;
}

/** Where the address form came from when it was opened from a list (`?back=`), kept inside the venue. */
export function backFromForm(back: string | null, referenceId: string): string | null {
  return back && back.startsWith(`/${referenceId}/`) && !back.startsWith('//') ? back : null;
}

/**
 * Where a sent address form leads: back to the list it was opened from (the saved addresses), else the checkout
 * when the cart has something, else the order type's menu.
 */
export function pathAfterAddressForm(input: {
  referenceId: string;
  type: string;
  back: string | null;
  cartHasItems: boolean;
}): string {
  const back = backFromForm(input.back, input.referenceId);
  if (back) return back;
  return input.cartHasItems ? `/${input.referenceId}/${input.type}/checkout` : `/${input.referenceId}/${input.type}`;
}
