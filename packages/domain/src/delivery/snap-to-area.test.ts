import { describe, expect, it } from 'vitest';
import { isPointInArea } from './point-in-area.ts';
import { nearestBoundaryPoint, snapToArea } from './snap-to-area.ts';
import { at, createArea, rect, spot } from './test-factories.ts';

/** A "C": its corner mean (1.75, 1.5) falls in the notch, outside the shape. */
const letterC = createArea({
  shape: {
    type: 'Polygon',
    coordinates: [[at(0, 0), at(3, 0), at(3, 1), at(1, 1), at(1, 2), at(3, 2), at(3, 3), at(0, 3), at(0, 0)]],
  },
});

describe('snapToArea', () => {
  const square = createArea({ shape: rect(0, 0, 4, 4) });

  it('a location inside the area stays where it is', () => {
    expect(snapToArea({ area: square, point: spot(1, 1), hasQueriedAddress: false })).toEqual({
      location: spot(1, 1),
      snappedTo: null,
    });
  });

  it('a location outside moves to the centre when the centre is inside the area', () => {
    expect(snapToArea({ area: square, point: spot(9, 9), hasQueriedAddress: false })).toEqual({
      location: spot(2, 2),
      snappedTo: 'centre',
    });
  });

  it('a location outside stays when the guest searched an address', () => {
    expect(snapToArea({ area: square, point: spot(9, 9), hasQueriedAddress: true }).snappedTo).toBeNull();
  });

  it('a location for a point-shaped area stays where it is', () => {
    const pin = createArea({ shape: { type: 'Point', coordinates: at(1, 1) } });
    expect(snapToArea({ area: pin, point: spot(9, 9), hasQueriedAddress: false }).snappedTo).toBeNull();
  });

  it('when the centre is outside the area, the location moves to the nearest point of the boundary', () => {
    const result = snapToArea({ area: letterC, point: spot(5, 0.5), hasQueriedAddress: false });
    expect(result).toEqual({ location: spot(3, 0.5), snappedTo: 'boundary' });
    expect(isPointInArea(letterC, result.location)).toBe(true);
  });

  it('a snapped location on a long east-west edge keeps the edge latitude (no great-circle bulge)', () => {
    const result = snapToArea({ area: letterC, point: spot(2, 3.4), hasQueriedAddress: false });
    expect(result.location.lat).toBe(spot(0, 3).lat);
    expect(isPointInArea(letterC, result.location)).toBe(true);
  });

  it('a location snapped onto a slanted edge lies in the area, right on the edge', () => {
    const triangle = createArea({
      shape: { type: 'Polygon', coordinates: [[at(0, 0), at(7.3, 1.1), at(1.9, 5.7), at(0, 0)]] },
    });
    for (let i = 0; i < 50; i++) {
      const outside = spot(4.6 + (i % 7) * 0.37, 3.2 + Math.floor(i / 7) * 0.29);
      const snapped = nearestBoundaryPoint(triangle.shape, outside);
      expect(snapped && isPointInArea(triangle, snapped)).toBe(true);
      // Within a millimetre of the slanted edge (7.3, 1.1)-(1.9, 5.7): its cross product is ~0.
      const [a, b] = [at(7.3, 1.1), at(1.9, 5.7)];
      const cross = (b[0] - a[0]) * (snapped!.lat - a[1]) - (b[1] - a[1]) * (snapped!.lng - a[0]);
      expect(Math.abs(cross) / Math.hypot(b[0] - a[0], b[1] - a[1])).toBeLessThan(1e-8);
    }
  });

  it('without a usable location the guest lands inside the area', () => {
    const result = snapToArea({ area: letterC, point: { lat: Number.NaN, lng: Number.NaN }, hasQueriedAddress: false });
    expect(result.snappedTo).toBe('boundary');
    expect(isPointInArea(letterC, result.location)).toBe(true);
    expect(snapToArea({ area: square, point: { lat: Number.NaN, lng: 0 }, hasQueriedAddress: false }).location).toEqual(
      spot(2, 2),
    );
  });
});
