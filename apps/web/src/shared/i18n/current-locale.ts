/** The language API calls ask in, kept apart from the translator so the API client stays free of it. */
let currentLocale = 'en';

export function getCurrentLocale(): string {
  return currentLocale;
}

export function setCurrentLocale(locale: string): void {
  currentLocale = locale;
}
