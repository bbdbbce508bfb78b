import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime, type Runtime } from '../compose.ts';
import { createBusinessFile } from '../testing/business-factory.ts';
import { clockSymbolsOf, isClockSymbols, isOffsetSpans, numberSymbolsOf, zoneOffsetMinutes } from '@okmenu/domain';
import { embeddedAnswerLimit } from './app-shell.ts';

/** The built web app as the server serves it: the shell, its hashed assets and the files beside them. */
describe('web app files', () => {
  let dir: string;
  let runtime: Runtime;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-web-'));
    const dist = path.join(dir, 'dist');
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>OK Menu</title></head><body><div id="root"></div></body></html>',
    );
    await fs.writeFile(path.join(dist, 'build.json'), '{"id":"b1"}');
    await fs.writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
    await fs.writeFile(
      path.join(dist, 'preload.json'),
      JSON.stringify({
        locales: { en: ['/assets/en-1.js'], ar: ['/assets/ar-1.js'] },
        routes: { item: ['/assets/item-route-1.js', '/assets/common-1.js'], category: ['/assets/category-route-1.js'] },
      }),
    );
    runtime = await createRuntime({
      databaseUrl: path.join(dir, 'test.db'),
      webDist: dist,
      mediaDir: path.join(dir, 'media'),
      allowedOrigins: [],
    });
    const file = createBusinessFile();
    file.business.header_bg = '/media/testbistro/cover';
    file.items[0]!.image = '/media/testbistro/grill';
    file.business.business_name = { en: 'Test </script><b>Bistro', ar: 'بيسترو التجربة' };
    await fs.writeFile(path.join(dir, 'business.json'), JSON.stringify(file));
    expect((await runtime.importFile(path.join(dir, 'business.json'))).ok).toBe(true);
  });
  afterAll(async () => {
    await runtime.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) => runtime.app.inject({ method: 'GET', url });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset or media file with 404, not the app shell', async () => {
    for (const url of ['/assets/index-Old999.js', '/assets/', '/media/demo/gone.webp']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('answers a width copy missing from older media with the file it is a copy of', async () => {
    await fs.mkdir(path.join(dir, 'media', 'older'), { recursive: true });
    await fs.writeFile(path.join(dir, 'media', 'older', 'logo.png'), 'png bytes');
    const copy = await get('/media/older/logo.w160.webp');
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/png');
    expect(copy.body).toBe('png bytes');
    expect((await get('/media/older/gone.w160.webp')).statusCode).toBe(404);
  });

  it('serves index.html and build.json for revalidation on every use', async () => {
    for (const url of ['/index.html', '/build.json']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the app shell, not cached, at every app path', async () => {
    for (const url of ['/', '/demo', '/demo/delivery', '/a/b/c/d/e']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses the app shell and answers a repeat visit with 304', async () => {
    const first = await runtime.app.inject({ method: 'GET', url: '/demo', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString()).toContain('<title>OK Menu</title>');
    const etag = String(first.headers.etag);
    const again = await runtime.app.inject({ method: 'GET', url: '/demo', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  const bootOf = (html: string) => {
    const json = /<script type="application\/json" id="okmenu-boot">(.*?)<\/script>/s.exec(html)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  };

  it('embeds the restaurant answer in the visitor language and preloads the header image on a business path', async () => {
    const response = await runtime.app.inject({
      method: 'GET',
      url: '/testbistro/delivery',
      headers: { 'accept-language': 'fr-FR, ar;q=0.8, en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    // Early in the head, before the stylesheet and the scripts that share the line with it.
    expect(response.body).toContain(
      '<head><meta charset="UTF-8" /><link rel="preload" as="image" fetchpriority="high" href="/media/testbistro/cover.webp" ' +
        'imagesrcset="/media/testbistro/cover.webp 1x, /media/testbistro/cover@2x.webp 2x" /><title>',
    );
    const boot = bootOf(response.body);
    const api = await runtime.app.inject({
      method: 'GET',
      url: '/api/webapp/v5/restaurant/testbistro',
      headers: { locale: 'ar' },
    });
    expect(boot).toMatchObject({ referenceId: 'testbistro', locale: 'ar', etag: api.headers.etag });
    expect(boot.answer).toEqual(api.json());
    expect(boot.banners).toMatchObject({ branchId: api.json().restaurant.branch_id, answer: { banners: [] } });
  });

  it("carries the branches' zone offsets and the language's number symbols, so the app loads no Intl data first", async () => {
    const response = await runtime.app.inject({ method: 'GET', url: '/testbistro/delivery' });
    const boot = bootOf(response.body);
    const branches = boot.answer.restaurant.branches as { time_zone: string }[];
    const zones = [...new Set(branches.map((branch) => branch.time_zone || 'Asia/Kuwait'))];
    expect(zones.length).toBeGreaterThan(0);
    expect(Object.keys(boot.zones).sort()).toEqual(zones.sort());
    const now = Date.now();
    for (const zone of zones) {
      const spans = boot.zones[zone] as [number, number, number][];
      expect(isOffsetSpans(spans)).toBe(true);
      // A day back and weeks ahead, each instant at the zone's real offset.
      expect(spans[0]![0]).toBeLessThan(now - 3_600_000);
      expect(spans.at(-1)![1]).toBeGreaterThan(now + 40 * 86_400_000);
      for (const at of [now, now + 7 * 86_400_000])
        expect(spans.find(([from, until]) => at >= from && at < until)?.[2]).toBe(zoneOffsetMinutes(zone, at));
    }
    expect(boot.numbers).toEqual(numberSymbolsOf(boot.locale));
    expect(boot.clock).toEqual(clockSymbolsOf(boot.locale));
    expect(isClockSymbols(boot.clock)).toBe(true);
  });

  it("preloads the language's messages, and on an item page its chunks and the item photo instead of the header", async () => {
    const home = await runtime.app.inject({
      method: 'GET',
      url: '/testbistro/delivery',
      headers: { cookie: 'i18n_redirected=ar' },
    });
    expect(home.body).toContain('<meta name="okmenu-script" content="/assets/ar-1.js" />');
    expect(home.body).not.toContain('/assets/en-1.js');
    expect(home.body).not.toContain('item-route-1.js');

    const item = await runtime.app.inject({
      method: 'GET',
      url: '/testbistro/delivery/10/100',
      headers: { cookie: 'i18n_redirected=en' },
    });
    expect(item.body).toContain(
      '<meta name="okmenu-script" content="/assets/en-1.js" />' +
        '<meta name="okmenu-script" content="/assets/item-route-1.js" />' +
        '<meta name="okmenu-script" content="/assets/common-1.js" /></head>',
    );
    expect(item.body).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" fetchpriority="high" href="/media/testbistro/grill.webp" ' +
        'imagesrcset="/media/testbistro/grill.webp 1x, /media/testbistro/grill@2x.webp 2x" />',
    );
    // The cover is no preload or shell picture of an item page (its preview names it only in JSON-LD).
    expect(item.body).not.toContain('href="/media/testbistro/cover.webp"');
    expect(item.body).not.toContain('src="/media/testbistro/cover.webp"');
    expect(item.headers.etag).not.toBe(home.headers.etag);

    // An item without a photo preloads no image; a category page gets its own chunks.
    const plain = await runtime.app.inject({ method: 'GET', url: '/testbistro/delivery/11/101' });
    expect(plain.body).toContain('/assets/item-route-1.js');
    expect(plain.body).not.toContain('rel="preload" as="image"');
    const category = await runtime.app.inject({ method: 'GET', url: '/testbistro/delivery/10' });
    expect(category.body).toContain('/assets/category-route-1.js');
    // Only pages that show the header preload it (issue 12: "header.webp was preloaded but not used").
    // (Its link previews may still name the cover as og:image; only the preload is wrong.)
    expect(category.body).not.toContain('rel="preload" as="image"');
    const cart = await runtime.app.inject({ method: 'GET', url: '/testbistro/delivery/cart' });
    expect(cart.body).not.toContain('rel="preload" as="image"');
    const venue = await runtime.app.inject({ method: 'GET', url: '/testbistro' });
    expect(venue.body).toContain('rel="preload" as="image" fetchpriority="high" href="/media/testbistro/cover.webp"');
  });

  it('paints the cover on a type home and the photo on an item page from the shell, and only there', async () => {
    const item = await get('/testbistro/delivery/10/100');
    expect(item.body).toContain(
      '<div id="root"><div class="boot-cover relative md:hidden" aria-hidden="true"><img src="/media/testbistro/grill.webp" ' +
        'srcset="/media/testbistro/grill.webp 1x, /media/testbistro/grill@2x.webp 2x" alt="" width="720" height="540" ' +
        'fetchpriority="high" class="aspect-[4/3] w-full object-cover" /></div>',
    );
    const home = await get('/testbistro/delivery');
    expect(home.body).toContain('<div id="root"><header class="boot-cover relative md:hidden" aria-hidden="true">');
    expect(home.body).toContain(
      '<img src="/media/testbistro/cover.webp" srcset="/media/testbistro/cover.webp 1x, /media/testbistro/cover@2x.webp 2x"',
    );
    for (const url of [
      '/testbistro',
      '/testbistro/delivery/10',
      '/testbistro/delivery/11/101',
      '/testbistro/cart',
      '/testbistro/banana',
    ]) {
      expect((await get(url)).body, url).not.toContain('boot-cover');
    }
  });

  it('prefers the saved language cookie and keeps text from closing the embedded script', async () => {
    const response = await runtime.app.inject({
      method: 'GET',
      url: '/testbistro',
      headers: { 'accept-language': 'ar', cookie: 'a=b; i18n_redirected=en' },
    });
    expect(response.body).not.toContain('</script><b>');
    expect(response.body).toContain('Test \\u003c/script>\\u003cb>Bistro');
    expect(bootOf(response.body)).toMatchObject({
      locale: 'en',
      answer: { restaurant: { business_name: 'Test </script><b>Bistro' } },
    });
  });

  it('answers an unchanged business page with 304 and a changed language with another ETag', async () => {
    const en = await runtime.app.inject({
      method: 'GET',
      url: '/testbistro/delivery',
      headers: { 'accept-encoding': 'br' },
    });
    expect(en.headers['content-encoding']).toBe('br');
    const etag = String(en.headers.etag);
    const again = await runtime.app.inject({
      method: 'GET',
      url: '/testbistro/delivery',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const ar = await runtime.app.inject({
      method: 'GET',
      url: '/testbistro/delivery',
      headers: { 'if-none-match': etag, cookie: 'i18n_redirected=ar' },
    });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers.etag).not.toBe(etag);
  });

  it("says when it wrote a business page's answers (Server-Timing, on a 304 too), outside the cached bytes", async () => {
    const written = (response: { headers: Record<string, unknown> }) =>
      Number(/^written;desc=(\d+)$/.exec(String(response.headers['server-timing']))?.[1]);
    const before = Date.now();
    const first = await get('/testbistro/delivery');
    expect(written(first)).toBeGreaterThanOrEqual(before);
    expect(written(first)).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await get('/testbistro/delivery');
    expect(written(again)).toBeGreaterThan(written(first));
    expect(again.body).toBe(first.body);
    const unchanged = await runtime.app.inject({
      method: 'GET',
      url: '/testbistro/delivery',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(written(unchanged)).toBeGreaterThanOrEqual(written(again));
    // A page without answers says nothing.
    expect((await get('/staff/orders')).headers['server-timing']).toBeUndefined();
  });

  it('names a large answer for the page to preload instead of embedding it, in the visitor language', async () => {
    const base = createBusinessFile({ business: { reference_id: 'bigbistro', domains: [] } as never });
    const [template] = base.items;
    // 40 items with long descriptions: an answer well over the shell's embedding limit.
    const items = Array.from({ length: 40 }, (_, index) => ({
      ...template!,
      id: 5000 + index,
      price_labels: [{ id: 50_000 + index, price: 1 }],
      description: { en: `Dish ${index}`, ar: `طبق ${index} `.padEnd(4000, 'س') },
    }));
    // Branch ids are unique across businesses.
    const branches = base.branches.map((branch, index) => ({ ...branch, id: 900 + index }));
    await fs.writeFile(path.join(dir, 'big.json'), JSON.stringify({ ...base, branches, items }));
    const imported = await runtime.importFile(path.join(dir, 'big.json'));
    expect(imported, JSON.stringify(imported).slice(0, 600)).toMatchObject({ ok: true });

    const page = await runtime.app.inject({
      method: 'GET',
      url: '/bigbistro/delivery',
      headers: { cookie: 'i18n_redirected=ar' },
    });
    const url = '/api/webapp/v5/restaurant/bigbistro?locale=ar';
    // Preloaded by the page's script once its top picture has painted, not with the page (web main.tsx).
    expect(page.body).toContain(`<meta name="okmenu-answer" content="${url}" />`);
    expect(page.body).not.toContain('rel="preload" as="fetch"');
    expect(page.body.length).toBeLessThan(embeddedAnswerLimit);
    const boot = bootOf(page.body);
    expect(boot.answer).toBeUndefined();
    expect(boot.answerUrl).toBe(url);

    // The preloaded URL answers what the app's own call (locale header) does, ETag included.
    const preloaded = await get(url);
    const api = await runtime.app.inject({
      method: 'GET',
      url: '/api/webapp/v5/restaurant/bigbistro',
      headers: { locale: 'ar' },
    });
    expect(preloaded.rawPayload.length).toBeGreaterThan(embeddedAnswerLimit);
    expect(preloaded.headers.etag).toBe(api.headers.etag);
    expect(boot.etag).toBe(api.headers.etag);
    expect(preloaded.body).toBe(api.body);
    // A small answer (testbistro's) is still embedded, with no fetch preload.
    const small = await get('/testbistro/delivery');
    expect(small.body).not.toContain('as="fetch"');
    expect(bootOf(small.body).answer).toBeDefined();
  });

  it('rejects a malformed locale query on the restaurant call', async () => {
    const response = await get(`/api/webapp/v5/restaurant/testbistro?locale=${'x'.repeat(40)}`);
    expect(response.statusCode).toBe(400);
  });

  it('serves the plain shell for an unknown business and for app paths that are not a business', async () => {
    for (const url of ['/nobody/delivery', '/404', '/staff/orders', '/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('okmenu-boot');
      expect(response.body, url).not.toContain('rel="preload"');
    }
  });

  it('serves robots.txt as plain text (routes/reach.ts)', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent');
  });

  it('still answers an unknown API path with the JSON error shape', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
