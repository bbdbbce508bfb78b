import { describe, expect, it } from 'vitest';
import { validatePhone } from './validate-phone.ts';

describe('validatePhone', () => {
  it('a Kuwaiti mobile number typed nationally becomes E.164 with its dial code', () => {
    expect(validatePhone({ number: '5001 2345', country: 'KW' })).toEqual({
      ok: true,
      e164: '+96550012345',
      nationalNumber: '50012345',
      dialCode: '+965',
      country: 'KW',
      extension: null,
    });
  });

  it('an international number needs no default country', () => {
    expect(validatePhone({ number: '+1 202 555 0143' })).toMatchObject({
      ok: true,
      e164: '+12025550143',
      dialCode: '+1',
      country: 'US',
    });
  });

  it('keeps an extension', () => {
    expect(validatePhone({ number: '+965 2200 1234 ext. 77', country: 'KW' })).toMatchObject({
      ok: true,
      extension: '77',
    });
  });

  it('text that is not a number is NOT_A_NUMBER', () => {
    expect(validatePhone({ number: 'call me', country: 'KW' })).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(validatePhone({ number: '', country: 'KW' })).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('a number without a country calling code, or with an unknown one, is INVALID_COUNTRY', () => {
    expect(validatePhone({ number: '50012345' })).toEqual({ ok: false, error: 'INVALID_COUNTRY' });
    expect(validatePhone({ number: '50012345', country: 'XX' })).toEqual({ ok: false, error: 'INVALID_COUNTRY' });
    expect(validatePhone({ number: '+999 1234567' })).toEqual({ ok: false, error: 'INVALID_COUNTRY' });
  });

  it('a national number shorter than two digits or than the country allows is TOO_SHORT', () => {
    expect(validatePhone({ number: '5', country: 'KW' })).toEqual({ ok: false, error: 'TOO_SHORT' });
    expect(validatePhone({ number: '+965 22', country: 'KW' })).toEqual({ ok: false, error: 'TOO_SHORT' });
  });

  it('a national number longer than 17 digits or than the country allows is TOO_LONG', () => {
    expect(validatePhone({ number: '500123456', country: 'KW' })).toEqual({ ok: false, error: 'TOO_LONG' });
    expect(validatePhone({ number: '+965 123456789012345678', country: 'KW' })).toEqual({
      ok: false,
      error: 'TOO_LONG',
    });
  });

  it('more than 250 characters is TOO_LONG before any parsing', () => {
    expect(validatePhone({ number: `+96550012345 ext. ${'1'.repeat(240)}`, country: 'KW' })).toEqual({
      ok: false,
      error: 'TOO_LONG',
    });
  });
});
