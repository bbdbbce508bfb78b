import { centroid } from '@turf/centroid';
import { cleanPolygons, isPointInArea, isSurface, isValidLocation } from './point-in-area.ts';
import type { AreaShape, LatLng, Position } from './zone-types.ts';

/** Where a location ended up: unchanged, moved to the area's centre, or moved onto its boundary. */
export interface SnapResult {
  location: LatLng;
  snappedTo: 'centre' | 'boundary' | null;
}

/** A nudge of about a tenth of a millimetre, to step off an edge that rounding left on the wrong side. */
const nudge = 1e-9;

/**
 * The point of segment a-b nearest to p, measured in a local flat projection (longitude scaled by the
 * cosine of the latitude). The result is interpolated in longitude and latitude, so it lies on the same
 * straight edge the inside test uses (decision 0041); turf's great-circle nearest point does not.
 */
function nearestOnSegment(p: Position, a: Position, b: Position, scale: number) {
  const [ax, ay, bx, by, px, py] = [a[0] * scale, a[1], b[0] * scale, b[1], p[0] * scale, p[1]];
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  const position: Position = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  const distanceSquared = (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2;
  return { position, distanceSquared, a, b };
}

/** The point of the area's boundary (outer rings and holes) nearest to a location. */
export function nearestBoundaryPoint(shape: AreaShape, point: LatLng): LatLng | undefined {
  if (!isSurface(shape)) return undefined;
  const p: Position = [point.lng, point.lat];
  const scale = Math.cos((point.lat * Math.PI) / 180);
  let best: ReturnType<typeof nearestOnSegment> | undefined;
  for (const polygon of cleanPolygons(shape)) {
    for (const ring of polygon) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const candidate = nearestOnSegment(p, ring[i] as Position, ring[i + 1] as Position, scale);
        if (!best || candidate.distanceSquared < best.distanceSquared) best = candidate;
      }
    }
  }
  if (!best) return undefined;
  const onEdge = { lng: best.position[0], lat: best.position[1] };
  if (isPointInArea({ shape }, onEdge)) return onEdge;
  // Rounding put the point a hair off a slanted edge: step across the edge to the side that is inside.
  const [ex, ey] = [best.b[0] - best.a[0], best.b[1] - best.a[1]];
  const length = Math.hypot(ex, ey) || 1;
  for (const side of [1, -1]) {
    const stepped = { lng: onEdge.lng - (side * nudge * ey) / length, lat: onEdge.lat + (side * nudge * ex) / length };
    if (isPointInArea({ shape }, stepped)) return stepped;
  }
  return onEdge;
}

/** The centre of an area: the mean of its corners, as turf's centroid computes it. */
export function areaCentre(shape: AreaShape): LatLng {
  if (!isSurface(shape)) return { lng: shape.coordinates[0], lat: shape.coordinates[1] };
  const [lng, lat] = centroid({ type: 'MultiPolygon', coordinates: cleanPolygons(shape) }).geometry.coordinates;
  return { lng: lng as number, lat: lat as number };
}

/**
 * Where a location for a chosen area goes (SPEC §5): when the area is a polygon, the location lies
 * outside it and the guest has not searched an address, it moves to the area's centre if the centre is
 * inside the area, else to the nearest point of its boundary. Otherwise it stays where it is.
 */
export function snapToArea(options: {
  area: { shape: AreaShape };
  point: LatLng;
  hasQueriedAddress: boolean;
}): SnapResult {
  const { area, point, hasQueriedAddress } = options;
  const unchanged: SnapResult = { location: point, snappedTo: null };
  if (hasQueriedAddress || !isSurface(area.shape) || isPointInArea(area, point)) return unchanged;
  if (cleanPolygons(area.shape).length === 0) return unchanged;
  const centre = areaCentre(area.shape);
  if (isPointInArea(area, centre)) return { location: centre, snappedTo: 'centre' };
  // Without a usable location yet, the boundary point nearest the centre stands in for it.
  const boundary = nearestBoundaryPoint(area.shape, isValidLocation(point) ? point : centre);
  return boundary ? { location: boundary, snappedTo: 'boundary' } : unchanged;
}
