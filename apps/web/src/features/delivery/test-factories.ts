import type { ZoneWire } from '@okmenu/contract';
import type { AreaShape } from '@okmenu/domain';

/** A rectangle polygon from its west, south, east and north edges, in GeoJSON [lng, lat]. */
export function box(west: number, south: number, east: number, north: number): AreaShape {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/** A zone of branch 1 with one named area (Sharq, in the Capital) unless told otherwise. */
export function createZone(overrides: Partial<ZoneWire> = {}): ZoneWire {
  return {
    id: 1,
    branch_id: 1,
    name: 'Capital',
    fees: 0.75,
    min_order: 5,
    delivery_time: 45,
    unit: 'minute',
    visible: true,
    color: '#ff0000',
    areas: [{ id: 11, name: 'Sharq', parent_name: 'Capital', shape: box(47.96, 29.36, 48.02, 29.4), osm_id: null }],
    ...overrides,
  };
}
