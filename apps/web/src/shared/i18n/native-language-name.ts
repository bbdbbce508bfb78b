import type { InterfaceLocale } from '@okmenu/domain';

/**
 * Each interface language's name in that language, as the language switcher lists it. A table, not
 * Intl.DisplayNames: building one DisplayNames per language cost about 17 ms of the first render of every
 * page with a switcher (70 ms on a mid-range phone), and these 41 names never change.
 */
const nativeNames: Record<InterfaceLocale, string> = {
  ar: 'العربية',
  az: 'Azərbaycan',
  bg: 'Български',
  bn: 'বাংলা',
  ca: 'Català',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fa: 'فارسی',
  fi: 'Suomi',
  fr: 'Français',
  ha: 'Hausa',
  hi: 'हिन्दी',
  hr: 'Hrvatski',
  hu: 'Magyar',
  hy: 'Հայերեն',
  it: 'Italiano',
  ja: '日本語',
  ka: 'Ქართული',
  km: 'ខ្មែរ',
  ko: '한국어',
  ku: 'Kurdî (kurmancî)',
  lo: 'ລາວ',
  mn: 'Монгол',
  ms: 'Melayu',
  nl: 'Nederlands',
  nn: 'Norsk nynorsk',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sq: 'Shqip',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  ur: 'اردو',
  vi: 'Tiếng Việt',
  zh: '中文',
};

const others = new Map<string, string>();

/** A language's name in that language ("العربية", "Français"), or the code when it cannot be named. */
export function nativeLanguageName(code: string): string {
  const known = (nativeNames as Record<string, string | undefined>)[code];
  if (known !== undefined) return known;
  let name = others.get(code);
  if (name === undefined) {
    name = nameOf(code);
    others.set(code, name);
  }
  return name;
}

function nameOf(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (!name || name === code) return code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
