import {
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js';

/** Why a phone number was refused (SPEC §8). */
export type PhoneError = 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG';

/** A phone number that passed the checks, in the forms the order and the SMS sender need. */
export interface ValidPhone {
  ok: true;
  /** "+96550012345" */
  e164: string;
  /** "50012345" */
  nationalNumber: string;
  /** The country calling code with its plus, "+965". */
  dialCode: string;
  /** The ISO country the number belongs to, when the calling code tells. */
  country: string | null;
  extension: string | null;
}

/** The result of checking a phone number. */
export type PhoneCheck = ValidPhone | { ok: false; error: PhoneError };

/** The longest text taken as a phone number, extension included (SPEC §5). */
export const maxPhoneInputLength = 250;

const phoneErrors: readonly string[] = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'];

/**
 * Checks a phone number (SPEC §5): a national number of 2 to 17 digits, a country calling code (from a
 * leading + or the default `country`), a length the country allows, and at most 250 characters in all.
 * A length between two allowed lengths is reported as TOO_SHORT (decision 0043).
 */
export function validatePhone(options: { number: string; country?: string | null }): PhoneCheck {
  const text = options.number.trim();
  if (text.length > maxPhoneInputLength) return { ok: false, error: 'TOO_LONG' };
  const iso = options.country?.toUpperCase();
  const country = iso && isSupportedCountry(iso) ? iso : undefined;
  try {
    const phone = parsePhoneNumberWithError(text, country);
    const length = validatePhoneNumberLength(text, country);
    if (length === 'TOO_LONG') return { ok: false, error: 'TOO_LONG' };
    if (length !== undefined) return { ok: false, error: length === 'NOT_A_NUMBER' ? 'NOT_A_NUMBER' : 'TOO_SHORT' };
    return {
      ok: true,
      e164: phone.number,
      nationalNumber: phone.nationalNumber,
      dialCode: `+${phone.countryCallingCode}`,
      country: phone.country ?? null,
      extension: phone.ext ?? null,
    };
  } catch (error) {
    if (error instanceof ParseError && phoneErrors.includes(error.message)) {
      return { ok: false, error: error.message as PhoneError };
    }
    return { ok: false, error: 'NOT_A_NUMBER' };
  }
}
