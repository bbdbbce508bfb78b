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
    // Room for four of these answers (each held as brotli alone), not five.
    const cache = cacheOf(Math.round(prepareBody(answer(1, 200)).bytes * 4.5));
    let builds = 0;
    const get = (id: number) =>
      cache.get({ businessId: id, key: 'en', build: async () => (builds++, { version: 1, value: answer(id, 200) }) });
    for (const id of [1, 2, 3]) await get(id);
    expect(builds).toBe(3);
    await get(1); // used again: now the youngest
    for (const id of [4, 5, 6]) await get(id);
    expect(cache.size.entries).toBe(4);
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
    expect(gunzipSync(body.gzip()).toString('utf8')).toBe(json);
    expect(brotliDecompressSync(body.br()).toString('utf8')).toBe(json);
    // Only the compressed forms are counted (and kept): a fraction of the plain bytes.
    expect(cache.size.bytes).toBe(body.gzip().length + body.br().length);
    expect(cache.size.bytes).toBeLessThan(json.length / 4);
  });

  it('makes the gzip form only when a client asks for it, and counts it from then on', async () => {
    const value = answer(7, 300);
    const cache = cacheOf(64 * 1024 * 1024);
    const body = await cache.get({ businessId: 1, key: 'en', build: async () => ({ version: 1, value }) });
    // Held as brotli alone, the form browsers take.
    expect(cache.size.bytes).toBe(body.br().length);
    expect(body.bytes).toBe(body.br().length);
    const gzip = body.gzip();
    expect(gunzipSync(gzip).toString('utf8')).toBe(JSON.stringify(value));
    expect(body.gzip()).toBe(gzip);
    expect(cache.size.bytes).toBe(body.br().length + gzip.length);
    cache.invalidate(1);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    // A form made after the answer left the cache is not counted.
    const later = await cache.get({
      businessId: 2,
      key: 'en',
      build: async () => ({ version: 1, value: answer(8, 30) }),
    });
    cache.invalidate(2);
    later.gzip();
    expect(cache.size.bytes).toBe(0);
  });

  it('holds a 100-item menu (about 100 KB of JSON) compressed only', async () => {
    // Before, answers up to 128 KB kept their plain bytes: 64 MB held about 550 such menus, not 10,000.
    const value = {
      items: Array.from({ length: 100 }, (_, id) => ({ id, name: `Dish ${id}`, description: 'x'.repeat(900) })),
    };
    const json = JSON.stringify(value);
    expect(json.length).toBeGreaterThan(90 * 1024);
    const cache = cacheOf(64 * 1024 * 1024);
    const body = await cache.get({ businessId: 1, key: 'en', build: async () => ({ version: 1, value }) });
    expect(cache.size.bytes).toBeLessThan(json.length / 10);
    expect(body.identity().toString('utf8')).toBe(json);
  });

  it('keeps within maxBytes when a form made later pushes the total over it', async () => {
    const values = [1, 2, 3].map((id) => answer(id, 200));
    const bound = values.reduce((sum, value) => sum + prepareBody(value).bytes, 0);
    const cache = cacheOf(bound);
    const bodies = [];
    for (const [id, value] of values.entries()) {
      bodies.push(await cache.get({ businessId: id, key: 'en', build: async () => ({ version: 1, value }) }));
    }
    expect(cache.size).toEqual({ entries: 3, bytes: bound });
    for (const body of bodies) body.gzip();
    expect(cache.size.bytes).toBeLessThanOrEqual(bound);
    expect(cache.size.entries).toBeLessThan(3);
  });

  it('keeps the plain JSON of a small answer as it is', () => {
    const body = prepareBody({ name: 'Small' });
    expect(body.identity().toString('utf8')).toBe('{"name":"Small"}');
    expect(body.identity()).toBe(body.identity());
    expect(body.bytes).toBe(16);
  });

  it('holds each compressed form in a buffer of its own size, not a slice of a larger one', async () => {
    // zlib returns a slice of its 16 KB output chunk when the result fits in one: a 6 KB form held 16 KB.
    const cache = cacheOf(64 * 1024 * 1024);
    const body = await cache.get({
      businessId: 1,
      key: 'en',
      build: async () => ({ version: 1, value: answer(3, 40) }),
    });
    for (const form of [body.br(), body.gzip()]) {
      expect(form.length).toBeGreaterThan(4096);
      expect(form.length).toBeLessThan(16 * 1024);
      expect(form.buffer.byteLength).toBe(form.length);
    }
  });

  it('trusts the version the caller read for this request instead of asking for it again', async () => {
    let now = 0;
    let versionReads = 0;
    const cache = new ResponseCache({
      currentVersion: async () => (versionReads++, 1),
      revalidateMs: 1000,
      clock: () => now,
      maxEntries: 100,
    });
    let builds = 0;
    const get = (version: number) =>
      cache.get({ businessId: 1, key: 'en', version, build: async () => (builds++, { version, value: { version } }) });
    await get(1);
    now = 60_000;
    await get(1);
    expect({ builds, versionReads }).toEqual({ builds: 1, versionReads: 0 });
    // A newer version read by the caller rebuilds at once.
    expect(JSON.parse((await get(2)).identity().toString('utf8'))).toEqual({ version: 2 });
    expect({ builds, versionReads }).toEqual({ builds: 2, versionReads: 0 });
  });
});
