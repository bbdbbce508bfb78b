import { validatePhone } from '@okmenu/domain';
import { AppError } from '../shared/errors.ts';

/**
 * The E.164 form of a phone from a request: E.164 as sent, or a national number with a dial code or a
 * country; the business's country otherwise. A refusal is a 400 `invalid_phone` naming the SPEC §8 error.
 */
export function normalizePhone(options: {
  phone: string;
  dialCode?: string;
  country?: string;
  defaultCountry?: string;
}): string {
  const { phone, dialCode } = options;
  // A country knows its trunk prefix (a leading 0); a bare dial code is simply put in front.
  const prefixed = dialCode && !options.country && !phone.startsWith('+');
  const number = prefixed ? `+${dialCode.replace(/^\+/, '')}${phone}` : phone;
  const check = validatePhone({ number, country: options.country ?? options.defaultCountry ?? null });
  if (!check.ok) {
    throw new AppError(400, 'invalid_phone', `The phone number is not valid (${check.error})`, [
      { path: 'body.phone', message: check.error },
    ]);
  }
  return check.e164;
}
