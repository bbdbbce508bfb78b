import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('forgets the least recently used entry first when full', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1000, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry older than its time to live', () => {
    let now = 0;
    const cache = new LruCache<string>({ maxEntries: 5, ttlMs: 100, now: () => now });
    cache.set('a', 'kept');
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
