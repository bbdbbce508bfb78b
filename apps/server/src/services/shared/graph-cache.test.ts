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
          return { version: business.version, items: [] } as unknown as BusinessGraph;
        },
      },
      2,
    );
    await cache.get(row(1));
    await cache.get(row(2));
    await cache.get(row(1));
    await cache.get(row(3));
    expect(cache.size.graphs).toBe(2);
    expect(loaded).toEqual([1, 2, 3]);
    await cache.get(row(1));
    await cache.get(row(2));
    expect(loaded).toEqual([1, 2, 3, 2]);
  });

  it('keeps at most maxItems items across its businesses, the least recently used dropped first', async () => {
    const loaded: number[] = [];
    const itemsOf: Record<number, number> = { 1: 600, 2: 300, 3: 500, 4: 2000 };
    const cache = new GraphCache(
      {
        loadGraph: async (business: BusinessRow) => {
          loaded.push(business.id);
          const items = Array.from({ length: itemsOf[business.id] ?? 0 }, (_, id) => ({ id }));
          return { version: business.version, items } as unknown as BusinessGraph;
        },
      },
      32,
      1000,
    );
    await cache.get(row(1));
    await cache.get(row(2));
    expect(cache.size).toEqual({ graphs: 2, items: 900 });
    await cache.get(row(3)); // 1,400 items: business 1 (the least recently used) goes
    expect(cache.size).toEqual({ graphs: 2, items: 800 });
    await cache.get(row(2));
    expect(loaded).toEqual([1, 2, 3]);
    await cache.get(row(4)); // over the bound alone: kept, everything else dropped
    expect(cache.size).toEqual({ graphs: 1, items: 2000 });
    await cache.get(row(1));
    expect(loaded).toEqual([1, 2, 3, 4, 1]);
    expect(cache.size).toEqual({ graphs: 1, items: 600 });
  });
});
