import { rightToLeftLocales } from '@okmenu/domain';
/**
 * Languages written right to left. SPEC §4 names Arabic and Persian; Urdu is included because it is
 * one of the 41 interface languages and is also written right to left.
 */
const rtlLanguages = new Set(rightToLeftLocales);

export function textDirection(locale: string): 'rtl' | 'ltr' {
  const base = locale.toLowerCase().split('-')[0] ?? '';
  return rtlLanguages.has(base) ? 'rtl' : 'ltr';
}

/** Sets `<html lang dir>` for the language. */
export function applyDocumentLanguage(locale: string, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = textDirection(locale);
}
