/**
 * The phone a delivery is made to (SPEC §5): the logged-in user's, else the saved delivery form's, else
 * the selected location's form. Undefined when none is given, and delivery then asks for one.
 */
export function deliveryPhone(options: {
  userPhone?: string | null;
  savedFormPhone?: string | null;
  locationFormPhone?: string | null;
}): string | undefined {
  for (const phone of [options.userPhone, options.savedFormPhone, options.locationFormPhone]) {
    const trimmed = phone?.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}
