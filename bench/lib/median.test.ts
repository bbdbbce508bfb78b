import { describe, expect, it } from 'vitest';
import { median, medianOf, medianRound } from './median.ts';

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

describe('medianRound', () => {
  it('keeps every figure of the run with the median req/s', () => {
    const rounds = [
      { requestsPerSecond: 3805, cpu: 210 },
      { requestsPerSecond: 5502, cpu: 150 },
      { requestsPerSecond: 5100, cpu: 160 },
    ];
    expect(medianRound(rounds)).toEqual({ requestsPerSecond: 5100, cpu: 160 });
  });

  it('takes the upper middle run of an even count, and refuses none', () => {
    expect(medianRound([{ requestsPerSecond: 2 }, { requestsPerSecond: 1 }])).toEqual({ requestsPerSecond: 2 });
    expect(() => medianRound([])).toThrow('no rounds');
  });
});
