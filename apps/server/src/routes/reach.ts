import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { referenceIdParam, type RestaurantResponse } from '@okmenu/contract';
import { robotsTxt, sitemapXml } from '../http/page-meta.ts';
import { serviceWorkerSource } from '../http/service-worker.ts';
import type { RestaurantService } from '../services/business/restaurant.ts';

/** Icon sizes of a business's web app manifest. */
export const iconSizes = [192, 512] as const;

/** Made icons, kept by business, logo and size (the most recent few hundred). */
const icons = new Map<string, Buffer>();
const iconsKept = 300;

/**
 * Icons are written with a palette of at most 256 colours (libimagequant, dithered): a logo on a flat colour
 * looks the same, and the 192 px icon a page links as its apple-touch-icon falls from 28 to 11 KB (512 px: 189 to
 * 51 KB). Browsers fetch it while the page loads, beside the page's own picture (decision 0130).
 */
const iconPng = { palette: true } as const;

/** A square PNG of the business's logo on its primary colour, with room for a maskable crop. */
export async function makeIcon(options: {
  logoFile: string | null;
  background: string;
  size: number;
}): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { size } = options;
  const canvas = sharp({ create: { width: size, height: size, channels: 4, background: options.background } });
  if (!options.logoFile) return canvas.png(iconPng).toBuffer();
  const inner = Math.round(size * 0.7);
  const logo = await sharp(options.logoFile)
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return canvas
    .composite([{ input: logo, gravity: 'centre' }])
    .png(iconPng)
    .toBuffer();
}

/** The file of a `/media/...` logo in the media folder, or null (a remote logo is not fetched). */
function logoFileOf(mediaDir: string | undefined, logo: string | null): string | null {
  if (!mediaDir || !logo?.startsWith('/media/')) return null;
  const relative = /\.(webp|png|jpe?g|gif|avif)$/i.test(logo) ? logo.slice('/media/'.length) : `${logo.slice(7)}.webp`;
  const file = path.resolve(mediaDir, relative);
  return file.startsWith(path.resolve(mediaDir) + path.sep) ? file : null;
}

/** The host a request came to, without its port, lower case. */
const hostName = (request: FastifyRequest) => request.hostname.toLowerCase();
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * robots.txt and sitemaps for search engines (decision 0099): `/robots.txt` names the business's sitemap on its
 * custom domain; `/:referenceId/sitemap.xml` (and `/sitemap.xml` on a custom domain) lists its type homes,
 * categories and items with the last import as `lastmod`.
 */
export function reachRoutes(
  app: FastifyInstance,
  restaurants: RestaurantService,
  options: { webDist?: string | undefined; mediaDir?: string | undefined } = {},
) {
  const sendSitemap = async (
    reply: FastifyReply,
    origin: string,
    target: { referenceId?: string; domain?: string },
  ) => {
    const found = await restaurants.forSitemap(target);
    if (!found) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No such business\n');
    }
    const answer = JSON.parse(found.body.identity().toString('utf8')) as RestaurantResponse;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(answer, origin, found.reach.updatedAt));
  };

  app.get('/robots.txt', async (request, reply) => {
    const found = await restaurants.forSitemap({ domain: hostName(request) }).catch(() => undefined);
    const sitemaps = found ? [`${originOf(request)}/sitemap.xml`] : [];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(sitemaps));
  });

  app.get('/sitemap.xml', async (request, reply) =>
    sendSitemap(reply, originOf(request), { domain: hostName(request) }),
  );

  app.get<{ Params: { referenceId: string } }>('/:referenceId/sitemap.xml', async (request, reply) => {
    const parsed = referenceIdParam.safeParse(request.params);
    if (!parsed.success) return reply.code(404).type('text/plain; charset=utf-8').send('No such business\n');
    return sendSitemap(reply, originOf(request), { referenceId: parsed.data.referenceId });
  });

  /** A business's web app manifest: its name, colours, icons made from its logo, start URL (decision 0099). */
  app.get<{ Params: { referenceId: string } }>('/:referenceId/manifest.webmanifest', async (request, reply) => {
    const parsed = referenceIdParam.safeParse(request.params);
    const found = parsed.success ? await restaurants.forSitemap({ referenceId: parsed.data.referenceId }) : undefined;
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('No such business\n');
    const { restaurant } = JSON.parse(found.body.identity().toString('utf8')) as RestaurantResponse;
    const reference = found.referenceId;
    const manifest = {
      id: `/${reference}`,
      name: restaurant.business_name,
      short_name: restaurant.business_name.slice(0, 30),
      lang: found.reach.locales[0] ?? 'en',
      start_url: `/${reference}`,
      scope: `/${reference}`,
      display: 'standalone',
      theme_color: restaurant.theme.primary,
      background_color: '#ffffff',
      icons: iconSizes.map((size) => ({
        src: `/${reference}/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });

  app.get<{ Params: { referenceId: string; size: string } }>('/:referenceId/icon-:size.png', async (request, reply) => {
    const parsed = referenceIdParam.safeParse({ referenceId: request.params.referenceId });
    const size = Number(request.params.size);
    if (!parsed.success || !(iconSizes as readonly number[]).includes(size)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No such icon\n');
    }
    const found = await restaurants.forSitemap({ referenceId: parsed.data.referenceId });
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('No such business\n');
    const { restaurant } = JSON.parse(found.body.identity().toString('utf8')) as RestaurantResponse;
    const key = `${found.referenceId}|${found.body.etag}|${size}`;
    let png = icons.get(key);
    if (!png) {
      const logoFile = logoFileOf(options.mediaDir, restaurant.logo);
      const readable = logoFile
        ? await fs.access(logoFile).then(
            () => true,
            () => false,
          )
        : false;
      png = await makeIcon({ logoFile: readable ? logoFile : null, background: restaurant.theme.primary, size });
      if (icons.size >= iconsKept) icons.delete(icons.keys().next().value as string);
      icons.set(key, png);
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  /** The service worker, from the root so it may control every page; a new build is a new worker. */
  app.get('/sw.js', async (_request, reply) => {
    let buildId = 'dev';
    if (options.webDist) {
      try {
        buildId = (JSON.parse(await fs.readFile(path.join(options.webDist, 'build.json'), 'utf8')) as { id: string })
          .id;
      } catch {
        // No build manifest: the worker still works, and is replaced when one appears.
      }
    }
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .send(serviceWorkerSource(buildId));
  });
}
