import type { Minor } from '../money/money.ts';

/** A GeoJSON position: longitude first, then latitude (RFC 7946). */
export type Position = [lng: number, lat: number];

/** A location as the app passes it around; named fields so latitude and longitude are never swapped. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A named place on the map (a pin); it has no inside. */
export interface PointShape {
  type: 'Point';
  coordinates: Position;
}

/** A polygon: the outer ring first, then its holes. */
export interface PolygonShape {
  type: 'Polygon';
  coordinates: Position[][];
}

/** Several polygons that together form one area. */
export interface MultiPolygonShape {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}

/** The shape of a delivery area (SPEC §3): a GeoJSON point, polygon or multipolygon. */
export type AreaShape = PointShape | PolygonShape | MultiPolygonShape;

/** A shape with an inside: the only kind that zone lookup by location uses. */
export type SurfaceShape = PolygonShape | MultiPolygonShape;

/** Time units of a zone's delivery time. */
export type DeliveryTimeUnit = 'minute' | 'hour' | 'day';

/** A delivery area of a zone (SPEC §3); names are already in the guest's language. */
export interface DeliveryArea {
  id: number;
  name?: string | null;
  parent_name?: string | null;
  shape: AreaShape;
  osm_id?: number | null;
}

/** A delivery zone (SPEC §3) with its money in minor units. */
export interface DeliveryZone {
  id: number;
  branch_id: number;
  /** Delivery fee in minor units. */
  fees: Minor;
  /** Minimum order in minor units. */
  min_order: Minor;
  delivery_time: number;
  unit: DeliveryTimeUnit;
  visible: boolean;
  name: string;
  color: string;
  areas: DeliveryArea[];
}

/** A zone as configured, where SPEC §9's defaults may be left out. */
export type DeliveryZoneInput = Omit<DeliveryZone, 'min_order' | 'delivery_time' | 'unit' | 'visible'> &
  Partial<Pick<DeliveryZone, 'min_order' | 'delivery_time' | 'unit' | 'visible'>>;

/** Default delivery time of a zone (SPEC §9). */
export const defaultDeliveryTime = 30;

/** Default unit of a zone's delivery time (SPEC §9). */
export const defaultDeliveryTimeUnit: DeliveryTimeUnit = 'minute';

/** A zone with SPEC §9's defaults filled in: min order 0, delivery time 30 minutes, visible. */
export function deliveryZone(input: DeliveryZoneInput): DeliveryZone {
  return {
    ...input,
    min_order: input.min_order ?? 0,
    delivery_time: input.delivery_time ?? defaultDeliveryTime,
    unit: input.unit ?? defaultDeliveryTimeUnit,
    visible: input.visible ?? true,
  };
}

/** What zone lookup needs of a zone; stored zones with localized names fit it too. */
export interface ZoneForLookup {
  id: number;
  fees: Minor;
  min_order: Minor;
  visible: boolean;
  areas: readonly { shape: AreaShape }[];
}
