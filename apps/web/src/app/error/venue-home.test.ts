import { describe, expect, it } from 'vitest';
import { notFoundPath, venueHome } from './venue-home.ts';

describe('venueHome', () => {
  it('leads to the venue of a plain reference', () => {
    expect(venueHome('demo')).toBe('/demo');
    expect(notFoundPath('demo')).toBe('/404?from=demo');
  });
  it('ignores anything that is not a plain reference', () => {
    expect(venueHome('//evil.example')).toBeUndefined();
    expect(venueHome('')).toBeUndefined();
    expect(venueHome(null)).toBeUndefined();
    expect(notFoundPath('a/b')).toBe('/404');
  });
});
