import { interfaceLocales } from '@okmenu/domain';
import { z } from 'zod';

export { interfaceLocales } from '@okmenu/domain';
export type { InterfaceLocale } from '@okmenu/domain';
// One rule for the server, the contract and the web app (the staff board takes it from the domain, without zod).
export { pickText } from '@okmenu/domain';

export const localeSchema = z.enum(interfaceLocales);

/** Text a guest reads, stored per language; at least one language is required. */
export const localizedTextSchema = z
  .partialRecord(localeSchema, z.string().max(5000))
  .refine((value) => Object.keys(value).length > 0, { message: 'At least one language is required' });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
