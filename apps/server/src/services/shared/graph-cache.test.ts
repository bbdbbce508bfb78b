import { describe, expect, it } from 'vitest';
import type { BusinessGraph, BusinessRow } from '../../db/business-repository.ts';
import { GraphCache } from './graph-cache.ts';

const row = (id: number) => ({ id, version: 1 }) as BusinessRow;

describe('GraphCache', () => {
  it('keeps at most maxGraphs businesses, the least recently used dropped first', async () => {
    const loaded: number[] = [];
    const cache = new GraphCache(
      {
        loadGraph: async (business: BusinessRow) => {
          loaded.push(business.id);
          return { version: business.version } as BusinessGraph;
        },
      },
      2,
    );
    await cache.get(row(1));
    await cache.get(row(2));
    await cache.get(row(1));
    await cache.get(row(3));
    expect(cache.size).toBe(2);
    expect(loaded).toEqual([1, 2, 3]);
    await cache.get(row(1));
    await cache.get(row(2));
    expect(loaded).toEqual([1, 2, 3, 2]);
  });
});
