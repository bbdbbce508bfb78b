import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { AreaShape, LatLng, Position, SurfaceShape } from './zone-types.ts';

/** Whether a shape has an inside (a polygon or multipolygon), as opposed to a pin. */
export function isSurface(shape: AreaShape): shape is SurfaceShape {
  return shape.type === 'Polygon' || shape.type === 'MultiPolygon';
}

/** Whether a location has finite coordinates within the world's ranges. */
export function isValidLocation(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180
  );
}

/** A ring whose last position repeats its first, as GeoJSON requires and the inside test expects. */
function closedRing(ring: Position[]): Position[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || (first[0] === last[0] && first[1] === last[1])) return ring;
  return [...ring, first];
}

/** Polygons with every ring closed; a polygon or hole with fewer than three corners is left out. */
export function cleanPolygons(shape: SurfaceShape): Position[][][] {
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  const result: Position[][][] = [];
  for (const [outer, ...holes] of polygons) {
    const ring = closedRing(outer ?? []);
    if (ring.length < 4) continue;
    result.push([ring, ...holes.map(closedRing).filter((hole) => hole.length >= 4)]);
  }
  return result;
}

/**
 * Whether a location lies in an area's shape. Holes are outside, any polygon of a multipolygon counts,
 * and the boundary (an edge or a vertex, of the outer ring or of a hole) counts as inside: a guest
 * standing on the line between two zones is served rather than refused (decision 0040). A point-shaped
 * area marks a place and has no inside, so no location lies in it.
 */
export function isPointInArea(area: { shape: AreaShape }, point: LatLng): boolean {
  if (!isSurface(area.shape) || !isValidLocation(point)) return false;
  const polygons = cleanPolygons(area.shape);
  if (polygons.length === 0) return false;
  return booleanPointInPolygon(
    [point.lng, point.lat],
    { type: 'MultiPolygon', coordinates: polygons },
    { ignoreBoundary: false },
  );
}
