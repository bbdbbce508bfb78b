/**
 * Picks a per-language text for a locale, falling back to the listed fallbacks, then to any language.
 * Here rather than in the contract so a screen can use it without loading zod (the staff board).
 */
export function pickText(text: Partial<Record<string, string>> | undefined, locales: readonly string[]): string {
  if (!text) return '';
  for (const locale of locales) {
    const value = text[locale];
    if (value !== undefined && value !== '') return value;
  }
  return Object.values(text).find((value) => value !== undefined && value !== '') ?? '';
}
