import { describe, expect, it } from 'vitest';
import { dropOldest } from './drop-oldest.ts';

describe('dropOldest', () => {
  it('forgets the entries set first until the map fits its bound', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
    expect(dropOldest(map, 2)).toEqual(['a', 'b']);
    expect([...map.keys()]).toEqual(['c', 'd']);
  });

  it('leaves a map within its bound untouched', () => {
    const map = new Map([['a', 1]]);
    expect(dropOldest(map, 1)).toEqual([]);
    expect([...map.keys()]).toEqual(['a']);
  });

  it('counts a key set again as new, so a re-inserted key outlives older ones', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    map.delete('a');
    map.set('a', 1);
    map.set('c', 3);
    dropOldest(map, 2);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });

  it('empties the map for a bound of zero or less', () => {
    const map = new Map([['a', 1]]);
    dropOldest(map, -1);
    expect(map.size).toBe(0);
  });
});
