/**
 * Bounds a map by forgetting the entries set longest ago (a Map iterates in insertion order) until it holds
 * at most `maxEntries`; returns the forgotten keys. A cache that re-inserts a key on each read (delete, then
 * set) makes this least-recently-used eviction.
 */
export function dropOldest<K, V>(map: Map<K, V>, maxEntries: number): K[] {
  const dropped: K[] = [];
  for (const key of map.keys()) {
    if (map.size <= Math.max(0, maxEntries)) break;
    map.delete(key);
    dropped.push(key);
  }
  return dropped;
}
