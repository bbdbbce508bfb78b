import { describe, expect, it } from 'vitest';
import { isPointInArea } from './point-in-area.ts';
import { at, rect, spot } from './test-factories.ts';
import type { AreaShape } from './zone-types.ts';

const area = (shape: AreaShape) => ({ shape });

describe('isPointInArea', () => {
  it('a location inside the polygon lies in the area', () => {
    expect(isPointInArea(area(rect(0, 0, 4, 4)), spot(1, 1))).toBe(true);
    expect(isPointInArea(area(rect(0, 0, 4, 4)), spot(5, 1))).toBe(false);
  });

  it('a location exactly on an edge or a corner counts as inside', () => {
    const square = area(rect(0, 0, 4, 4));
    expect(isPointInArea(square, spot(4, 2))).toBe(true);
    expect(isPointInArea(square, spot(2, 0))).toBe(true);
    expect(isPointInArea(square, spot(0, 0))).toBe(true);
  });

  it('a location on a slanted edge counts as inside', () => {
    const triangle = area({ type: 'Polygon', coordinates: [[at(0, 0), at(4, 0), at(4, 4), at(0, 0)]] });
    expect(isPointInArea(triangle, spot(2, 2))).toBe(true);
    expect(isPointInArea(triangle, spot(1, 2))).toBe(false);
  });

  it('a location in a hole is outside, and on the hole edge it is inside', () => {
    const ring = area(rect(0, 0, 8, 8, [[2, 2, 6, 6]]));
    expect(isPointInArea(ring, spot(4, 4))).toBe(false);
    expect(isPointInArea(ring, spot(1, 4))).toBe(true);
    expect(isPointInArea(ring, spot(6, 4))).toBe(true);
  });

  it('a location in any polygon of a multipolygon lies in the area', () => {
    const islands = area({
      type: 'MultiPolygon',
      coordinates: [rect(0, 0, 2, 2).coordinates, rect(4, 0, 6, 2, [[4.5, 0.5, 5.5, 1.5]]).coordinates],
    });
    expect(isPointInArea(islands, spot(1, 1))).toBe(true);
    expect(isPointInArea(islands, spot(4.25, 1))).toBe(true);
    expect(isPointInArea(islands, spot(3, 1))).toBe(false);
    expect(isPointInArea(islands, spot(5, 1))).toBe(false);
  });

  it('a point-shaped area has no inside, not even at its own position', () => {
    expect(isPointInArea(area({ type: 'Point', coordinates: at(1, 1) }), spot(1, 1))).toBe(false);
  });

  it('a ring written without its closing position is closed before the test', () => {
    const open = area({ type: 'Polygon', coordinates: [[at(0, 0), at(4, 0), at(4, 4), at(0, 4)]] });
    expect(isPointInArea(open, spot(1, 1))).toBe(true);
  });

  it('a degenerate polygon or a location without coordinates lies in nothing', () => {
    expect(isPointInArea(area({ type: 'Polygon', coordinates: [[at(0, 0), at(4, 0)]] }), spot(1, 0))).toBe(false);
    expect(isPointInArea(area(rect(0, 0, 4, 4)), { lat: Number.NaN, lng: 47.5 })).toBe(false);
  });
});
