import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantResponse } from '@okmenu/contract';
import { createRuntime, type Runtime } from '../compose.ts';
import { createBusinessFile } from '../testing/business-factory.ts';

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

type Ld = Record<string, unknown> & {
  hasMenu?: { '@type': string; hasMenuSection?: { '@type': string; name: string; hasMenuItem?: LdItem[] }[] };
};
type LdItem = { '@type': string; name: string; url: string; offers?: { price: string; priceCurrency: string } };

/** Search engines and link previews: the shell's head, JSON-LD, robots.txt and sitemaps (decision 0099). */
describe('page meta for search engines and sharing', () => {
  let dir: string;
  let runtime: Runtime;
  let answer: RestaurantResponse;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-reach-'));
    const dist = path.join(dir, 'dist');
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="Generic" />' +
        '<title>OK Menu</title></head><body><div id="root"></div></body></html>',
    );
    runtime = await createRuntime({
      databaseUrl: path.join(dir, 'test.db'),
      webDist: dist,
      mediaDir: path.join(dir, 'media'),
      allowedOrigins: [],
    });
    const file = createBusinessFile();
    file.business.header_bg = '/media/testbistro/cover';
    file.business.locales = ['en', 'ar'];
    file.business.cuisines = ['Grill </script><script>alert(1)</script>'];
    file.business.domains = ['bistro.example'];
    file.items[0]!.image = '/media/testbistro/grill';
    file.branches[0]!.address = { en: '1 Gulf Road, Kuwait City', ar: 'شارع الخليج' };
    file.items[0]!.name = { en: 'Mixed <grill> & "friends"', ar: 'مشاوي' };
    file.items[0]!.description = { en: 'Lamb, chicken and kofta' };
    file.business.business_name = { en: 'Test </script><b>Bistro', ar: 'بيسترو التجربة' };
    await fs.writeFile(path.join(dir, 'business.json'), JSON.stringify(file));
    expect((await runtime.importFile(path.join(dir, 'business.json'))).ok).toBe(true);
    answer = (
      await runtime.app.inject({
        method: 'GET',
        url: '/api/webapp/v5/restaurant/testbistro',
        headers: { locale: 'en' },
      })
    ).json();
  });
  afterAll(async () => {
    await runtime.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, host = 'menu.example') =>
    runtime.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en' } });

  const firstType = () => {
    const types = answer.restaurant.selling_types;
    return types.includes('delivery') ? 'delivery' : types.includes('car_pickup') ? 'pickup' : 'dinein';
  };

  it('gives a type home its title, canonical URL, hreflang alternates, previews and a Restaurant', async () => {
    const type = firstType();
    const response = await get(`/testbistro/${type}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Test &lt;/script&gt;&lt;b&gt;Bistro</title>');
    expect(html).not.toContain('content="Generic"');
    expect(html).toContain(`<link rel="canonical" href="http://menu.example/testbistro/${type}" />`);
    expect(html).toContain(`hreflang="en" href="http://menu.example/testbistro/${type}"`);
    expect(html).toContain(`hreflang="ar" href="http://menu.example/testbistro/${type}?lang=ar"`);
    expect(html).toContain('hreflang="x-default"');
    expect(attribute(html, /property="og:image" content="([^"]+)"/)).toBe(
      'http://menu.example/media/testbistro/cover.webp',
    );
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    // No business text can close the JSON-LD element.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('</script><b>');

    const [ld] = jsonLd(html) as Ld[];
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Test </script><b>Bistro',
      servesCuisine: ['Grill </script><script>alert(1)</script>'],
      address: { '@type': 'PostalAddress' },
      hasMenu: { '@type': 'Menu' },
    });
    expect((ld?.address as { streetAddress: string }).streetAddress).toBeTruthy();
    expect(Array.isArray(ld?.openingHoursSpecification)).toBe(true);
    const items = (ld?.hasMenu?.hasMenuSection ?? []).flatMap((section) => {
      expect(section['@type']).toBe('MenuSection');
      expect(section.name).toBeTruthy();
      return section.hasMenuItem ?? [];
    });
    expect(items.length).toBeGreaterThan(0);
    // Every offer's price is the menu's, in the business's currency.
    const byId = new Map(answer.menu.categories.flatMap((c) => c.items).map((item) => [item.id, item]));
    for (const item of items) {
      expect(item['@type']).toBe('MenuItem');
      const menuItem = byId.get(Number(item.url.split('/').at(-1)));
      expect(menuItem?.name).toBe(item.name);
      const lowest = Math.min(...(menuItem?.price_labels ?? []).map((label) => label.price));
      expect(item.offers).toEqual({
        '@type': 'Offer',
        price: lowest.toFixed(answer.restaurant.currency.decimal_digits),
        priceCurrency: answer.restaurant.currency.code,
        availability: 'https://schema.org/InStock',
      });
    }
  });

  it('gives an item page its own title and photo, and the page in Arabic when the link asks', async () => {
    const type = firstType();
    const category = answer.menu.categories.find((c) => c.items.some((i) => i.image));
    const item = category?.items.find((i) => i.image);
    expect(item).toBeDefined();
    const html = (await get(`/testbistro/${type}/${category?.id}/${item?.id}`)).body;
    expect(html).toContain('<title>Mixed &lt;grill&gt; &amp; &quot;friends&quot; · Test');
    expect(attribute(html, /property="og:image" content="([^"]+)"/)).toBe(
      'http://menu.example/media/testbistro/grill.webp',
    );
    const [ld] = jsonLd(html) as Ld[];
    expect(ld?.hasMenu?.hasMenuSection?.[0]?.hasMenuItem?.map((i) => i.name)).toEqual([item?.name]);

    const arabic = (await get(`/testbistro/${type}/${category?.id}/${item?.id}?lang=ar`)).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<title>مشاوي · بيسترو التجربة</title>');
    expect(arabic).toContain(
      `rel="canonical" href="http://menu.example/testbistro/${type}/${category?.id}/${item?.id}?lang=ar"`,
    );
  });

  it('keeps personal and step pages out of the index', async () => {
    for (const url of [`/testbistro/${firstType()}/cart`, '/testbistro/login', '/testbistro/profile']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(html, url).not.toContain('application/ld+json');
    }
  });

  it('keeps the JSON-LD of a big menu bounded', async () => {
    const [ld] = jsonLd((await get(`/testbistro/${firstType()}`)).body) as Ld[];
    const count = (ld?.hasMenu?.hasMenuSection ?? []).reduce((n, s) => n + (s.hasMenuItem?.length ?? 0), 0);
    expect(count).toBeLessThanOrEqual(60);
  });

  it('lists type homes, categories and items in the sitemap with the last import as lastmod', async () => {
    const response = await get('/testbistro/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    const type = firstType();
    expect(xml).toContain(`<loc>http://menu.example/testbistro/${type}</loc>`);
    const category = answer.menu.categories.find((c) => c.items.length > 0);
    expect(xml).toContain(`<loc>http://menu.example/testbistro/${type}/${category?.id}</loc>`);
    expect(xml).toContain(
      `<loc>http://menu.example/testbistro/${type}/${category?.id}/${category?.items[0]?.id}</loc>`,
    );
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect((await get('/nobody/sitemap.xml')).statusCode).toBe(404);
  });

  it('answers robots.txt and the sitemap on a custom domain', async () => {
    const robots = await get('/robots.txt', 'bistro.example');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://bistro.example/sitemap.xml');
    expect((await get('/robots.txt')).body).not.toContain('Sitemap:');
    const sitemap = await get('/sitemap.xml', 'bistro.example');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>http://bistro.example/testbistro/');
    expect((await get('/sitemap.xml')).statusCode).toBe(404);
  });

  it('links a web app manifest with icons made from the logo, and serves the service worker from the root', async () => {
    const html = (await get(`/testbistro/${firstType()}`)).body;
    expect(html).toContain('<link rel="manifest" href="/testbistro/manifest.webmanifest" />');
    const manifest = await get('/testbistro/manifest.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Test </script><b>Bistro',
      start_url: '/testbistro',
      scope: '/testbistro',
      display: 'standalone',
      theme_color: answer.restaurant.theme.primary,
      icons: [{ src: '/testbistro/icon-192.png', sizes: '192x192', type: 'image/png' }, { sizes: '512x512' }],
    });
    const icon = await get('/testbistro/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('/testbistro/icon-77.png')).statusCode).toBe(404);

    const worker = await get('/sw.js');
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect(worker.headers['cache-control']).toBe('no-cache');
    // It keeps only GETs and the public menu answers: never orders, profile, wallet or addresses.
    expect(worker.body).toContain("if (request.method !== 'GET') return;");
    expect(worker.body).not.toMatch(/webapp\/(order|profile|addresses|wallet)/);
  });

  it('marks menu texts shown in another language than asked with that language (the fallback chain)', async () => {
    const arabic = (
      await runtime.app.inject({
        method: 'GET',
        url: '/api/webapp/v5/restaurant/testbistro',
        headers: { locale: 'ar' },
      })
    ).json<RestaurantResponse>();
    const item = arabic.menu.categories
      .flatMap((c) => c.items)
      .find((i) => i.id === answer.menu.categories[0]!.items[0]!.id);
    // The name has Arabic; the description only English, which is shown and marked.
    expect(item?.name).toBe('مشاوي');
    expect(item?.text_lang?.name).toBeUndefined();
    expect(item?.description).toBe('Lamb, chicken and kofta');
    expect(item?.text_lang?.description).toBe('en');
    // In English nothing falls back, so nothing is marked.
    expect(answer.menu.categories.flatMap((c) => c.items).every((i) => i.text_lang === undefined)).toBe(true);
  });
});
