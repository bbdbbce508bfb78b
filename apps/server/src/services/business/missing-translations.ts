import { interfaceLocales } from '@okmenu/contract';

/** Texts of an import file that lack one of the business's languages: a warning, never an error (decision 0099). */
export interface TranslationWarning {
  locale: string;
  /** How many texts lack it. */
  count: number;
  /** The first few of them, as file paths (`items[3].description`). */
  paths: string[];
}

const knownLocales = new Set<string>(interfaceLocales);
const pathsShown = 10;

/** Whether a value is a per-language text: an object whose keys are all interface languages, values strings. */
function isLocalized(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => knownLocales.has(key) && typeof text === 'string');
}

/**
 * Every per-language text of a parsed file checked against the business's languages; the guest then sees the
 * text in the business's first language, or any (pickText), marked with its `lang` by the web app.
 */
export function missingTranslations(file: { business: { locales: readonly string[] } }): TranslationWarning[] {
  const locales = file.business.locales;
  const missing = new Map<string, string[]>(locales.map((locale) => [locale, []]));
  const visit = (value: unknown, path: string) => {
    if (isLocalized(value)) {
      for (const locale of locales) if (!value[locale]?.trim()) missing.get(locale)?.push(path);
      return;
    }
    if (Array.isArray(value)) value.forEach((entry, index) => visit(entry, `${path}[${index}]`));
    else if (value && typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) visit(entry, path ? `${path}.${key}` : key);
    }
  };
  visit(file, '');
  return [...missing]
    .filter(([, paths]) => paths.length > 0)
    .map(([locale, paths]) => ({ locale, count: paths.length, paths: paths.slice(0, pathsShown) }));
}
