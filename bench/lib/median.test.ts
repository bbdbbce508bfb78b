import { describe, expect, it } from 'vitest';
import { median, medianOf } from './median.ts';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([96, 91, 100, 93, 95])).toBe(95);
  });

  it('takes the mean of the two middle figures of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no figures', () => {
    expect(median([])).toBeNaN();
  });
});

describe('medianOf', () => {
  it('takes each figure’s median on its own', () => {
    const runs = [
      { performance: 90, lcp: 2100 },
      { performance: 99, lcp: 1300 },
      { performance: 95, lcp: 1500 },
    ];
    expect(medianOf(runs)).toEqual({ performance: 95, lcp: 1500 });
  });

  it('refuses no runs', () => {
    expect(() => medianOf([])).toThrow('no runs');
  });
});
