/** Selling types as the business data and links spell them (SPEC §4). */
export type RawSellingType =
  | 'dine_in'
  | 'dinein'
  | 'product_service'
  | 'reserv_dinein'
  | 'reserv_service'
  | 'reservation'
  | 'pickup'
  | 'car_pickup'
  | 'delivery';

/** The three selling types prices, discounts and shifts are kept under. */
export type NormalizedSellingType = 'dine_in' | 'car_pickup' | 'delivery';

/** The selling type of a route and of the item filters. */
export type RouteSellingType = 'dinein' | 'pickup' | 'reservation' | 'delivery';

/** Every selling type as it appears in a path (/:referenceId/:type), in the order the web app lists them. */
export const routeSellingTypes = [
  'delivery',
  'pickup',
  'dinein',
  'reservation',
] as const satisfies readonly RouteSellingType[];

export function isRouteSellingType(value: string | undefined): value is RouteSellingType {
  return (routeSellingTypes as readonly string[]).includes(value ?? '');
}

const normalized: Record<RawSellingType, NormalizedSellingType> = {
  dine_in: 'dine_in',
  dinein: 'dine_in',
  product_service: 'dine_in',
  reserv_dinein: 'dine_in',
  reserv_service: 'dine_in',
  reservation: 'dine_in',
  pickup: 'car_pickup',
  car_pickup: 'car_pickup',
  delivery: 'delivery',
};

const routed: Record<RawSellingType, RouteSellingType> = {
  dine_in: 'dinein',
  dinein: 'dinein',
  product_service: 'dinein',
  reserv_dinein: 'reservation',
  reserv_service: 'reservation',
  reservation: 'reservation',
  pickup: 'pickup',
  car_pickup: 'pickup',
  delivery: 'delivery',
};

const sentOnOrder: Record<RouteSellingType, NormalizedSellingType> = {
  dinein: 'dine_in',
  reservation: 'dine_in',
  pickup: 'car_pickup',
  delivery: 'delivery',
};

/** Whether a text is a selling type this app knows. */
export function isRawSellingType(type: string): type is RawSellingType {
  return Object.hasOwn(normalized, type);
}

/** Maps a selling type to dine_in, car_pickup or delivery (reserv_* and product_service are dine_in); null if unknown. */
export function normalizeSellingType(type: RawSellingType): NormalizedSellingType;
export function normalizeSellingType(type: string): NormalizedSellingType | null;
export function normalizeSellingType(type: string): NormalizedSellingType | null {
  return isRawSellingType(type) ? normalized[type] : null;
}

/** Maps a selling type to dinein, pickup, reservation (reserv_*) or delivery; null if unknown. */
export function routeSellingType(type: RawSellingType): RouteSellingType;
export function routeSellingType(type: string): RouteSellingType | null;
export function routeSellingType(type: string): RouteSellingType | null {
  return isRawSellingType(type) ? routed[type] : null;
}

/** The selling type an order payload sends: dinein as dine_in, pickup as car_pickup (SPEC §4). */
export function orderSellingType(type: RouteSellingType): NormalizedSellingType {
  return sentOnOrder[type];
}

/**
 * The route type a cart is checked under: its selling type's, except that a dine-in family cart flagged as a
 * reservation (the order payload's reservation flag, SPEC §3) is checked as a reservation (decision 0093).
 */
export function cartRouteType(options: { sellingType: RawSellingType; reservation?: boolean }): RouteSellingType;
export function cartRouteType(options: { sellingType: string; reservation?: boolean }): RouteSellingType | null;
export function cartRouteType(options: { sellingType: string; reservation?: boolean }): RouteSellingType | null {
  const routeType = routeSellingType(options.sellingType);
  return options.reservation === true && routeType === 'dinein' ? 'reservation' : routeType;
}
