/**
 * Delivery zones: each district in data/demo/source/delivery.json becomes a polygon around its real centre, its
 * Voronoi cell among all district centres cut to a disc, so no two districts ever overlap.
 */
import { seeded } from './pictures.ts';
import type { DemoSource, DistrictSource, Input } from './source.ts';

type Position = [number, number];
type AreaInput = NonNullable<Input['zones']>[number]['areas'][number];

const KM_PER_DEG_LAT = 110.9;
const KM_PER_DEG_LNG = 111.3 * Math.cos((29.35 * Math.PI) / 180);
const MAX_RADIUS_KM = 1.9;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Closes a ring of [lng, lat] positions built from offsets in km around a centre. */
function ringFrom(centre: { lat: number; lng: number }, offsets: [number, number][]): Position[] {
  const ring: Position[] = offsets.map(([x, y]) => [
    round6(centre.lng + x / KM_PER_DEG_LNG),
    round6(centre.lat + y / KM_PER_DEG_LAT),
  ]);
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}

/** A small ring at increasing angles (counter-clockwise unless asked), radii within [0.8, 1] × radius. */
function starRing(
  centre: { lat: number; lng: number },
  radiusKm: number,
  seed: string,
  points: number,
  clockwise = false,
): Position[] {
  const rnd = seeded(seed);
  const offsets: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const angle = ((clockwise ? -i : i) / points) * Math.PI * 2 + 0.3;
    const r = radiusKm * (0.8 + rnd() * 0.2);
    offsets.push([Math.cos(angle) * r, Math.sin(angle) * r]);
  }
  return ringFrom(centre, offsets);
}

/**
 * A district's outline: its Voronoi cell among all district centres, cut to a disc, sampled at 18 angles and
 * shrunk a little at random. The cell is convex, so the outline never crosses itself nor a neighbour's.
 */
function districtRing(district: DistrictSource, districts: DistrictSource[]): { ring: Position[]; minRadius: number } {
  const rnd = seeded(district.key);
  const neighbours = districts
    .filter((other) => other !== district)
    .map((other) => {
      const x = (other.lng - district.lng) * KM_PER_DEG_LNG;
      const y = (other.lat - district.lat) * KM_PER_DEG_LAT;
      return { half: Math.hypot(x, y) / 2, angle: Math.atan2(y, x) };
    });
  const points = 18;
  const offsets: [number, number][] = [];
  let minRadius = Infinity;
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2 + 0.1;
    let r = MAX_RADIUS_KM * (0.85 + rnd() * 0.15);
    for (const n of neighbours) {
      const cos = Math.cos(angle - n.angle);
      if (cos > 1e-6) r = Math.min(r, n.half / cos);
    }
    r *= 0.9 + rnd() * 0.06;
    minRadius = Math.min(minRadius, r);
    offsets.push([Math.cos(angle) * r, Math.sin(angle) * r]);
  }
  return { ring: ringFrom(district, offsets), minRadius };
}

/** Zones with their areas; area ids count up in the order the areas are written. */
export function buildZones({ delivery }: DemoSource): NonNullable<Input['zones']> {
  const { governorates, districts } = delivery;
  const byKey = new Map(districts.map((x) => [x.key, x]));
  let nextAreaId = 1;
  const districtArea = (key: string): AreaInput => {
    const district = byKey.get(key);
    if (!district) throw new Error(`Unknown district ${key}`);
    const { ring: outer, minRadius } = districtRing(district, districts);
    const base = {
      id: nextAreaId++,
      ...(district.name.en ? { name: district.name } : {}),
      parent_name: governorates[district.governorate],
    };
    if (district.hole) {
      const { seed, scale, points } = district.hole;
      const hole = starRing(district, minRadius * scale, seed, points, true);
      return { ...base, shape: { type: 'Polygon', coordinates: [outer, hole] } };
    }
    if (district.island) {
      const { seed, centre, radiusKm, points } = district.island;
      const island = starRing(centre, radiusKm, seed, points);
      return { ...base, shape: { type: 'MultiPolygon', coordinates: [[outer], [island]] } };
    }
    return { ...base, shape: { type: 'Polygon', coordinates: [outer] } };
  };
  return delivery.zones.map((zone) => ({
    ...zone,
    areas: zone.areas.map((area) =>
      typeof area === 'string'
        ? districtArea(area)
        : {
            id: nextAreaId++,
            name: area.name,
            parent_name: governorates[area.governorate],
            shape: { type: 'Point', coordinates: area.point },
          },
    ),
  }));
}
