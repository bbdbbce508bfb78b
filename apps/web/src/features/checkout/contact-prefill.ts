import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useEffect } from 'react';
import { useCartStore } from '../../entities/cart/cart-store.ts';

/**
 * What a signed-in customer's checkout fills in (issue 7): their name and phone from the profile, only where the
 * form is still empty (a phone set to their own number in E.164 counts as empty), so whatever they typed stays.
 */
export function contactPrefillOf(options: {
  contact: { name: string; phone: string };
  customer: { name: string; phone: string; phoneE164: string };
}): { name?: string; phone?: string; phoneCountry?: string } {
  const { contact, customer } = options;
  const patch: { name?: string; phone?: string; phoneCountry?: string } = {};
  if (!contact.name.trim() && customer.name.trim()) patch.name = customer.name.trim();
  const phone = contact.phone.trim();
  if ((!phone || phone === customer.phoneE164) && customer.phoneE164) {
    const parsed = parsePhoneNumberFromString(customer.phoneE164);
    if (parsed?.country) {
      patch.phone = parsed.nationalNumber;
      patch.phoneCountry = parsed.country;
    } else if (!phone) {
      patch.phone = customer.phoneE164;
    }
  }
  return patch;
}

/** The profile fills what is still empty, once the customer is known (the fields stay editable). */
export function useContactPrefill(customer: { name: string | null; phoneE164: string | null } | null): void {
  const customerName = customer?.name ?? null;
  const customerPhone = customer?.phoneE164 ?? null;
  useEffect(() => {
    if (customerName === null || customerPhone === null) return;
    const state = useCartStore.getState();
    const patch = contactPrefillOf({
      contact: { name: state.name, phone: state.phone },
      customer: { name: customerName, phone: '', phoneE164: customerPhone },
    });
    if (Object.keys(patch).length > 0) state.setContact(patch);
  }, [customerName, customerPhone]);
}
