import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Calling codes whose eight-digit numbers are written as two groups of four (Kuwait, Bahrain, Qatar, Oman).
 * libphonenumber's metadata groups Kuwaiti mobiles of the 5 range as 3+5 ("500 01234"), which nobody
 * there writes; the rest of the world keeps the library's international format.
 */
const fourByFour = new Set(['965', '973', '974', '968']);

/** A stored phone (E.164, "+96550001234") as people write it: "+965 5000 1234"; unparsable text stays as is. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  const national = String(parsed.nationalNumber);
  if (fourByFour.has(String(parsed.countryCallingCode)) && /^\d{8}$/.test(national)) {
    return `+${parsed.countryCallingCode} ${national.slice(0, 4)} ${national.slice(4)}`;
  }
  return parsed.formatInternational();
}
