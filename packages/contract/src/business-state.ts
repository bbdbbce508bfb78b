import { z } from 'zod';
import { localizedTextSchema } from './localized.ts';

/**
 * What a business answers guests right now (decision 0096): `open` serves as usual; `off` (switched off by
 * its owner) and `replacing_menu` (a new menu is being loaded) answer the restaurant call with `error: 1`
 * and the message; `suspended` (switched off by the platform: plan lapsed or over its limits) answers 433.
 */
export const businessStatusSchema = z.enum(['open', 'off', 'replacing_menu', 'suspended']);
export type BusinessStatus = z.infer<typeof businessStatusSchema>;

export const businessStateSchema = z.object({
  status: businessStatusSchema.default('open'),
  /** What guests read while the business is not open; a default sentence when absent. */
  message: localizedTextSchema.optional(),
});
export type BusinessState = z.infer<typeof businessStateSchema>;

/** Where a business moved: another reference on this server, or another address altogether. */
export const movedToSchema = z
  .object({
    reference_id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Lowercase letters, digits and dashes')
      .optional(),
    url: z
      .url({ protocol: /^https$/ })
      .max(500)
      .optional(),
  })
  .strict()
  .refine((moved) => (moved.reference_id === undefined) !== (moved.url === undefined), {
    message: 'Give either the new reference_id or the new url',
  });

/** Named themes a link can pick with `?theme_id=` (SPEC §7), besides the business's own theme. */
export const themeIdSchema = z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Lowercase letters, digits, _ and -');
