import { z } from 'zod';
import { branchVisibilitySchema, id, mediaPath, money, taxSchema, weekScheduleSchema } from './business-file-common.ts';
import { localizedTextSchema } from './localized.ts';

/* The menu of the business import file: categories, items with their prices and modifiers, smart categories, tags. */

export const priceLabelSchema = z.object({
  id,
  label: localizedTextSchema.optional(),
  price: money,
  weight: z.number().nonnegative().max(100_000).default(0),
  shippingWeight: z.number().nonnegative().max(100_000).default(0),
  minimum: z.number().int().min(1).max(10_000).default(1),
  maximum: z.number().int().min(1).max(10_000).optional(),
  isQty: z.boolean().default(true),
  unit: localizedTextSchema.optional(),
  preparation_time: z.number().int().min(0).max(10_000).optional(),
});

export const modifierSchema = z.object({
  id,
  name: localizedTextSchema,
  price: money.default(0),
  max_quantity: z.number().int().min(1).max(100).default(1),
  taxes: z.array(taxSchema).max(10).default([]),
});

export const modifierGroupSchema = z.object({
  id,
  name: localizedTextSchema,
  min: z.number().int().min(0).max(100).default(0),
  max: z.number().int().min(1).max(100).default(1),
  modifiers: z.array(modifierSchema).min(1).max(100),
});

export const itemTypesSchema = z.object({
  delivery: z.boolean().default(false),
  dine_in: z.boolean().default(false),
  car_pickup: z.boolean().default(false),
  reservation: z.boolean().default(false),
});

export const itemSchema = z.object({
  id,
  category_id: id,
  name: localizedTextSchema,
  description: localizedTextSchema.optional(),
  /** Image base path without extension; the files `<image>.webp` and `<image>@2x.webp` exist. */
  image: mediaPath.optional(),
  types: itemTypesSchema,
  visible: z.boolean().default(true),
  sort: z.number().int().default(0),
  price_display: z
    .enum(['starting_from', 'multiple_options', 'price_on_selection', 'min_max'])
    .default('starting_from'),
  hide_price: z.boolean().default(false),
  require_comment: z.boolean().default(false),
  price_labels: z.array(priceLabelSchema).min(1).max(50),
  modifier_groups: z.array(modifierGroupSchema).max(30).default([]),
  inclusive_taxes: z.array(taxSchema).max(10).default([]),
  tags: z
    .array(z.string().regex(/^[a-z0-9_-]{1,40}$/))
    .max(30)
    .default([]),
  calories: z.number().int().min(0).max(100_000).optional(),
  schedule: weekScheduleSchema.optional(),
  branches: z.array(branchVisibilitySchema).default([]),
  /** SPEC §3 cart item: the marketplace or POS the dish comes from, carried to every order line of it. */
  provider: z.string().trim().min(1).max(60).optional(),
  /** The dish's id at that provider; a number is kept as its decimal string. */
  provider_id: z
    .union([z.string().trim().min(1).max(60), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
    .transform(String)
    .optional(),
});

export const categorySchema = z.object({
  id,
  parent_id: id.optional(),
  name: localizedTextSchema,
  description: localizedTextSchema.optional(),
  image: mediaPath.optional(),
  visible: z.boolean().default(true),
  sort: z.number().int().default(0),
  schedule: weekScheduleSchema.optional(),
  branches: z.array(branchVisibilitySchema).default([]),
  /** Shown before the other open categories, during `pin_schedule` when given (SPEC §3). */
  pin: z.boolean().default(false),
  pin_schedule: weekScheduleSchema.optional(),
});

export const smartCategorySchema = z.object({
  id,
  name: localizedTextSchema,
  item_ids: z.array(id).min(1).max(200),
  randomize: z.boolean().default(false),
});

export const tagSchema = z.object({
  key: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  kind: z.enum(['dietary', 'allergen']),
  name: localizedTextSchema,
  icon: z.string().max(16).optional(),
});

export type ItemFile = z.infer<typeof itemSchema>;
export type CategoryFile = z.infer<typeof categorySchema>;
