import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/**
 * A country of the picker: ISO code, dial code ("+965") and name in the interface language. No flag
 * emoji: Windows and many desktop fonts show them as letters or empty boxes.
 */
export interface CountryOption {
  iso: string;
  dialCode: string;
  name: string;
}

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

/** Every country libphonenumber knows, named in `language` and sorted by that name. */
export function countryOptions(language: string): CountryOption[] {
  const names = regionNames(language);
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((iso: CountryCode) => ({
      iso,
      dialCode: `+${getCountryCallingCode(iso)}`,
      name: names?.of(iso) ?? iso,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Countries whose name, ISO code or dial code matches the search ("kuw", "KW", "965", "+965"). */
export function filterCountries(options: readonly CountryOption[], search: string): CountryOption[] {
  const term = search.trim().toLocaleLowerCase();
  if (!term) return [...options];
  const digits = term.replace(/^\+/, '');
  return options.filter(
    (option) =>
      option.name.toLocaleLowerCase().includes(term) ||
      option.iso.toLowerCase() === term ||
      (/^\d+$/.test(digits) && option.dialCode.slice(1).startsWith(digits)),
  );
}
