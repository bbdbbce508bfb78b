import { z } from 'zod';
import { addressTypes, deliveryFieldNames } from './address-fields.ts';
import { colour, id, money } from './business-file-common.ts';
import { localizedTextSchema } from './localized.ts';

/* Delivery in the business import file: the checkout options per order type, zones with their areas, shipping countries. */

const intervalSchema = z.object({ value: z.number().int().min(0).max(10_000), scale: z.enum(['min', 'hour', 'day']) });
export const scheduledOrdersSchema = z.object({
  on: z.boolean().default(false),
  only_schedule: z.boolean().default(false),
  min_advance: intervalSchema.default({ value: 0, scale: 'min' }),
  max_advance: intervalSchema.default({ value: 168, scale: 'hour' }),
});

const fieldConfig = z.object({ on: z.boolean().default(false), required: z.boolean().default(false) });

export const checkoutOptionsSchema = z.object({
  enabled: z.boolean().default(true),
  cart: z.boolean().default(true),
  cash: z.boolean().default(true),
  credit: z.boolean().default(false),
  scheduled_orders: scheduledOrdersSchema.default({
    on: false,
    only_schedule: false,
    min_advance: { value: 0, scale: 'min' },
    max_advance: { value: 168, scale: 'hour' },
  }),
  showCarInfo: z.boolean().default(false),
  /** Pickup only: the branches that offer it (SPEC §3); absent means every branch selling car_pickup. */
  branches: z.array(id).max(200).optional(),
  form: z.object({ type: z.enum(addressTypes).default('residency') }).optional(),
  fields: z.partialRecord(z.enum(deliveryFieldNames), fieldConfig).optional(),
  drop_pin: z.boolean().default(false),
  send_gift: z.boolean().default(false),
  enable_gift: z.boolean().default(false),
});

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const linearRing = z.array(position).min(4);
export const areaShapeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(linearRing).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(linearRing).min(1)).min(1) }),
]);

export const areaSchema = z.object({
  id,
  name: localizedTextSchema.optional(),
  parent_name: localizedTextSchema.optional(),
  shape: areaShapeSchema,
  osm_id: z.number().int().optional(),
});

export const zoneSchema = z.object({
  id,
  branch_id: id,
  name: localizedTextSchema,
  fees: money,
  min_order: money.default(0),
  delivery_time: z.number().int().min(0).max(100_000).default(30),
  unit: z.enum(['minute', 'hour', 'day']).default('minute'),
  visible: z.boolean().default(true),
  color: colour.default('#3b82f6'),
  areas: z.array(areaSchema).max(2000),
});

export const shippingCountrySchema = z.object({
  id,
  branch_id: id,
  country: localizedTextSchema,
  country_iso: z.string().regex(/^[A-Z]{2}$/),
  icon: z.string().max(500).optional(),
  fees_per_kg: money,
  fixed_fees: money.default(0),
  min_order: money.default(0),
});

export type ZoneFile = z.infer<typeof zoneSchema>;
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;
