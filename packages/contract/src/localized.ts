import { interfaceLocales } from '@okmenu/domain';
import { z } from 'zod';

export { interfaceLocales } from '@okmenu/domain';
export type { InterfaceLocale } from '@okmenu/domain';

export const localeSchema = z.enum(interfaceLocales);

/** Text a guest reads, stored per language; at least one language is required. */
export const localizedTextSchema = z
  .partialRecord(localeSchema, z.string().max(5000))
  .refine((value) => Object.keys(value).length > 0, { message: 'At least one language is required' });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Picks the text for a locale, falling back to the listed fallbacks, then to any language. */
export function pickText(text: Partial<Record<string, string>> | undefined, locales: readonly string[]): string {
  if (!text) return '';
  for (const locale of locales) {
    const value = text[locale];
    if (value !== undefined && value !== '') return value;
  }
  return Object.values(text).find((value) => value !== undefined && value !== '') ?? '';
}
