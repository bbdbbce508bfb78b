import { describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { keptIdentityLimit, prepareBody, ResponseCache } from './response-cache.ts';

const cacheOf = (maxBytes: number) =>
  new ResponseCache({ currentVersion: async () => 1, revalidateMs: 60_000, clock: () => 0, maxEntries: 100, maxBytes });

/** An answer of about `kb` KB that does not compress much (random-ish text). */
const answer = (seed: number, kb: number) => ({
  text: Array.from({ length: kb * 64 }, (_, i) => ((i * 2654435761 + seed) >>> 0).toString(36)).join(''),
});

describe('ResponseCache', () => {
  it('keeps its answers within maxBytes, dropping the least recently used first', async () => {
    const cache = cacheOf(1024 * 1024);
    let builds = 0;
    const get = (id: number) =>
      cache.get({ businessId: id, key: 'en', build: async () => (builds++, { version: 1, value: answer(id, 200) }) });
    for (const id of [1, 2, 3]) await get(id);
    expect(builds).toBe(3);
    await get(1); // used again: now the youngest
    for (const id of [4, 5, 6]) await get(id);
    expect(cache.size.bytes).toBeLessThanOrEqual(1024 * 1024);
    builds = 0;
    await get(1);
    expect(builds).toBe(0);
    await get(2);
    expect(builds).toBe(1);
  });

  it('keeps the newest answer even when it alone is over the bound, and counts bytes back on invalidate', async () => {
    const cache = cacheOf(10 * 1024);
    await cache.get({ businessId: 1, key: 'en', build: async () => ({ version: 1, value: answer(1, 50) }) });
    expect(cache.size.entries).toBe(1);
    cache.invalidate(1);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('holds a large answer only compressed and inflates its plain JSON on demand', async () => {
    const value = { items: Array.from({ length: 8000 }, (_, id) => ({ id, name: `Dish ${id}`, price: id * 10 })) };
    const json = JSON.stringify(value);
    expect(json.length).toBeGreaterThan(keptIdentityLimit);
    const cache = cacheOf(64 * 1024 * 1024);
    const body = await cache.get({ businessId: 1, key: 'en', build: async () => ({ version: 1, value }) });
    expect(body.length).toBe(Buffer.byteLength(json));
    expect(body.identity().toString('utf8')).toBe(json);
    // Inflated once, then kept a while for the next client that accepts no compression.
    expect(body.identity()).toBe(body.identity());
    expect(gunzipSync(body.gzip).toString('utf8')).toBe(json);
    expect(brotliDecompressSync(body.br).toString('utf8')).toBe(json);
    // Only the compressed forms are counted (and kept): a fraction of the plain bytes.
    expect(cache.size.bytes).toBe(body.gzip.length + body.br.length);
    expect(cache.size.bytes).toBeLessThan(json.length / 4);
  });

  it('keeps the plain JSON of a small answer as it is', () => {
    const body = prepareBody({ name: 'Small' });
    expect(body.identity().toString('utf8')).toBe('{"name":"Small"}');
    expect(body.identity()).toBe(body.identity());
  });
});
