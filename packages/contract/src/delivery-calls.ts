import { z } from 'zod';
import type { areaShapeSchema } from './business-file-delivery.ts';
import { addressLimits, addressTypes, deliveryFieldNames, type DeliveryFieldName } from './address-fields.ts';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const branchId = z.number().int().positive().max(2_147_483_647);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const sessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected a session id of 8 to 64 letters, digits, - or _ (a UUID fits)');

/**
 * GET webapp/zones/{id}[?shipping=true]. `id` is a branch id; branch ids are unique across businesses,
 * so it names the business too. Zones of every branch of that business are answered (each carries its
 * `branch_id`), as SPEC §4's "drop the area of another branch" rule expects.
 */
export const zonesParams = z.object({ id: positiveId });
/** `?shipping=true` (or 1) adds the shipping countries and the delivery field config. */
export const zonesQuery = z.object({
  shipping: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/**
 * POST webapp/getAddress, a search: `{ address, sessionId, branch_id, flag? }`. `address` is the text the
 * guest typed; `flag` is the ISO 3166 alpha-2 country to search in (default: the business's country).
 */
export const searchAddressBody = z.object({
  mode: z.literal('search'),
  address: z.string().trim().min(2, 'Type at least 2 characters').max(200, 'At most 200 characters'),
  sessionId,
  flag: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
    .optional(),
  branch_id: branchId,
});

/** POST webapp/getAddress, a dropped pin: `{ lat, lng, sessionId, branch_id }` (reverse geocoding). */
export const reverseAddressBody = z.object({
  mode: z.literal('reverse'),
  lat: latitude,
  lng: longitude,
  sessionId,
  branch_id: branchId,
});

/**
 * POST webapp/getAddress body. `mode` may be left out (SPEC §7's body has none): a body with `lat` or
 * `lng` and no `address` is a reverse lookup, any other body is a search.
 */
export const getAddressBody = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || 'mode' in value) return value;
    const isPin = ('lat' in value || 'lng' in value) && !('address' in value);
    return { ...value, mode: isPin ? 'reverse' : 'search' };
  },
  z.discriminatedUnion('mode', [searchAddressBody, reverseAddressBody]),
);
/** A parsed getAddress body: a search or a pin. */
export type GetAddressBody = z.infer<typeof getAddressBody>;

/**
 * POST webapp/setAddress: the result the guest chose. With `lat` and `lng` the place is taken at those
 * coordinates; without them the server finds `placeId` by searching `address` again.
 */
export const setAddressBody = z
  .object({
    address: z.string().trim().min(2, 'Type at least 2 characters').max(500, 'At most 500 characters'),
    title: z.string().trim().max(300, 'At most 300 characters').default(''),
    placeId: z
      .union([z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, 'Unknown place id'), z.number().int().nonnegative()])
      .transform(String),
    sessionId,
    branch_id: branchId,
    lat: latitude.optional(),
    lng: longitude.optional(),
  })
  .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
    message: 'Send both lat and lng, or neither',
    path: ['lat'],
  });
/** A parsed setAddress body. */
export type SetAddressBody = z.infer<typeof setAddressBody>;

/** A delivery area on the wire; names are in the asked language, null when the area has none. */
export interface AreaWire {
  id: number;
  name: string | null;
  parent_name: string | null;
  /** GeoJSON with [lng, lat] positions. */
  shape: z.infer<typeof areaShapeSchema>;
  osm_id: number | null;
}

/** A delivery zone on the wire; money in major units. */
export interface ZoneWire {
  id: number;
  branch_id: number;
  name: string;
  fees: number;
  min_order: number;
  delivery_time: number;
  unit: 'minute' | 'hour' | 'day';
  visible: boolean;
  color: string;
  areas: AreaWire[];
}

/**
 * A shipping destination; money in major units. The business's own country comes first with
 * `home: true` (delivered by zones); when the owner did not configure it, its `id` and `branch_id` are null.
 */
export interface ShippingCountryWire {
  id: number | null;
  branch_id: number | null;
  country: string;
  country_iso: string;
  icon: string | null;
  fees_per_kg: number;
  fixed_fees: number;
  min_order: number;
  home: boolean;
}

/** The business's delivery field config (`checkoutDelivery.fields`). */
export type DeliveryFieldsWire = Partial<Record<DeliveryFieldName, { on: boolean; required: boolean }>>;

/** GET webapp/zones/{id}: visible zones; countries and shipping_form only with `?shipping=true`. */
export interface ZonesResponse {
  zones: ZoneWire[];
  countries: ShippingCountryWire[];
  shipping_form: DeliveryFieldsWire | null;
}

/** The terms of the zone that delivers to a place; money in major units. */
export interface AddressZoneWire {
  id: number;
  name: string;
  fees: number;
  min_order: number;
  delivery_time: number;
  unit: 'minute' | 'hour' | 'day';
}

interface AddressPlaceWire {
  /** The geocoder's place id; null for a dropped pin with no address there. */
  placeId: string | null;
  title: string;
  address: string;
  lat: number;
  lng: number;
}

/** A place with the zone of the requested branch that delivers there, or the reason none does. */
export type AddressResultWire =
  (AddressPlaceWire & { zone: AddressZoneWire }) | (AddressPlaceWire & { zone: null; reason: 'outside_delivery_area' });

/** POST webapp/getAddress: search results, best first; a reverse lookup answers exactly one. */
export interface GetAddressResponse {
  results: AddressResultWire[];
}

/** POST webapp/setAddress: the chosen place with its zone, or `zone: null` and the reason. */
export type SetAddressResponse = AddressResultWire;

const addressText = (max: number) => z.string().trim().max(max);

/**
 * The fields of a saved address (SPEC §3 delivery address fields, without lat/lng, which are kept
 * apart); only those given are stored.
 */
export const savedAddressFields = z
  .object(
    Object.fromEntries(deliveryFieldNames.map((name) => [name, addressText(addressLimits.field).optional()])) as Record<
      DeliveryFieldName,
      z.ZodOptional<z.ZodString>
    >,
  )
  .strict();

/** GET webapp/addresses/{businessId}: the signed-in customer's saved addresses in that business. */
export const addressesParams = z.object({ businessId: positiveId });
/** POST webapp/addresses/{id}/default and DELETE webapp/addresses/{id}. */
export const addressIdParams = z.object({ id: positiveId });

/**
 * POST webapp/addresses: saves an address of the signed-in customer (SPEC §3 saved address: id,
 * contact_name, contact_phone, form_type, type and the address fields). With `id` the customer's own
 * address is replaced; without, a new one is added. `is_default` makes it the default; a customer's
 * first address is the default anyway.
 */
export const saveAddressBody = z
  .object({
    business_id: branchId,
    id: branchId.optional(),
    title: addressText(addressLimits.title).default(''),
    type: z.enum(addressTypes).default('residency'),
    /** Which form the address was filled in: the local delivery form or the shipping form. */
    form_type: z.enum(['delivery', 'shipping']).default('delivery'),
    contact_name: addressText(addressLimits.contactName).optional(),
    contact_phone: addressText(addressLimits.contactPhone).optional(),
    fields: savedAddressFields.default({}),
    area_id: branchId.nullable().optional(),
    lat: latitude.nullable().optional(),
    lng: longitude.nullable().optional(),
    is_default: z.boolean().default(false),
  })
  .strict()
  .refine((body) => (body.lat == null) === (body.lng == null), {
    message: 'Send both lat and lng, or neither',
    path: ['lat'],
  });
/** A parsed save-address body. */
export type SaveAddressBody = z.infer<typeof saveAddressBody>;
/** A save-address body as a client sends it. */
export type SaveAddressBodyInput = z.input<typeof saveAddressBody>;

/** A saved address on the wire. */
export interface SavedAddressWire {
  id: number;
  business_id: number;
  title: string;
  type: (typeof addressTypes)[number];
  form_type: 'delivery' | 'shipping';
  contact_name: string | null;
  contact_phone: string | null;
  fields: Partial<Record<DeliveryFieldName, string>>;
  area_id: number | null;
  lat: number | null;
  lng: number | null;
  is_default: boolean;
  updated_at: string;
}

/** GET webapp/addresses/{businessId} and POST webapp/addresses/{id}/default: the default first, then newest first. */
export interface SavedAddressesResponse {
  addresses: SavedAddressWire[];
}

/** POST webapp/addresses: the saved address. */
export interface SaveAddressResponse {
  address: SavedAddressWire;
}
