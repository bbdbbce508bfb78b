import type { DeliveryArea, DeliveryZone, Position, PolygonShape } from './zone-types.ts';

/** A position on a quarter-degree grid anchored at 47°E 29°N, so edges and corners are exact binary numbers. */
export const at = (x: number, y: number): Position => [47 + x / 4, 29 + y / 4];

/** The same grid point as a location. */
export const spot = (x: number, y: number) => ({ lng: 47 + x / 4, lat: 29 + y / 4 });

/** A closed rectangle ring on the grid, counter-clockwise. */
export function rectRing(x1: number, y1: number, x2: number, y2: number): Position[] {
  return [at(x1, y1), at(x2, y1), at(x2, y2), at(x1, y2), at(x1, y1)];
}

/** A rectangle polygon on the grid, with optional rectangular holes. */
export function rect(x1: number, y1: number, x2: number, y2: number, holes: number[][] = []): PolygonShape {
  return {
    type: 'Polygon',
    coordinates: [rectRing(x1, y1, x2, y2), ...holes.map(([a, b, c, d]) => rectRing(a!, b!, c!, d!))],
  };
}

/** An area for tests: a named square over grid cells 0-4. */
export function createArea(overrides: Partial<DeliveryArea> = {}): DeliveryArea {
  return { id: 1, name: 'Sharq', parent_name: 'Capital', shape: rect(0, 0, 4, 4), ...overrides };
}

/** A zone for tests: visible, 500 minor units fee, no minimum, 30 minutes, over one area. */
export function createZone(overrides: Partial<DeliveryZone> = {}): DeliveryZone {
  return {
    id: 1,
    branch_id: 1,
    fees: 500,
    min_order: 0,
    delivery_time: 30,
    unit: 'minute',
    visible: true,
    name: 'Zone 1',
    color: '#3b82f6',
    areas: [createArea()],
    ...overrides,
  };
}
