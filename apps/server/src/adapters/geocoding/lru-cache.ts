import { dropOldest } from '@okmenu/domain';

/** A bounded map that forgets the least recently used entry first and entries older than their TTL. */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now: () => number }) {}

  /** The value of a key, marking it recently used; undefined when missing or expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.options.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value, forgetting the least recently used entries beyond the bound. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.options.now() + this.options.ttlMs });
    dropOldest(this.entries, this.options.maxEntries);
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }
}
