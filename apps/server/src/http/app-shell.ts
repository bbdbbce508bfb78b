import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedBody } from '../services/response-cache.ts';

interface Shell {
  file: string;
  mtimeMs: number;
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

let cached: Shell | undefined;

/** The restaurant answer a business path's first load will ask for (see RestaurantService.forFirstLoad). */
export interface ShellBoot {
  referenceId: string;
  locale: string;
  body: PreparedBody;
  /** The image the page paints largest (the business header), preloaded. */
  image: string | null;
  /** Today's banners of the answer's branch, which sit above the menu (no jump when they arrive). */
  banners?: { branchId: number; date: string; answer: unknown };
}

function compressed(raw: Buffer, etag: string): Omit<Shell, 'file' | 'mtimeMs'> {
  return {
    etag,
    raw,
    gzip: zlib.gzipSync(raw, { level: raw.length > 64 * 1024 ? 6 : 9 }),
    brotli: zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > 64 * 1024 ? 5 : 11 },
    }),
  };
}

/** index.html with its compressed forms, read again only when the file changes (a new build). */
async function loadShell(file: string): Promise<Shell> {
  const { mtimeMs } = await fs.stat(file);
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached;
  const raw = await fs.readFile(file);
  cached = {
    file,
    mtimeMs,
    ...compressed(raw, `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`),
  };
  return cached;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The attributes that make a preload fetch exactly what the web app's `<img>` will (web media-image.tsx). */
function imagePreload(path: string): string {
  if (/\.(webp|png|jpe?g|gif|svg|avif)$/i.test(path)) return `href="${escapeAttribute(path)}"`;
  const base = escapeAttribute(path);
  return `href="${base}.webp" imagesrcset="${base}.webp 1x, ${base}@2x.webp 2x"`;
}

/**
 * index.html with the restaurant answer as inert JSON (not run, so CSP script-src stays 'self'; `<` escaped so
 * no text in it can close the element) and a preload of the header image, the page's largest paint: the
 * browser fetches it at once instead of after the scripts and the API call.
 */
export function composeBootHtml(html: string, boot: ShellBoot): string {
  const preload = boot.image
    ? `<link rel="preload" as="image" fetchpriority="high" ${imagePreload(boot.image)} />`
    : '';
  const json =
    `{"referenceId":${JSON.stringify(boot.referenceId)},"locale":${JSON.stringify(boot.locale)},` +
    `"etag":${JSON.stringify(boot.body.etag)},"banners":${JSON.stringify(boot.banners ?? null)},` +
    `"answer":${boot.body.identity.toString('utf8')}}`;
  const script = `<script type="application/json" id="okmenu-boot">${json.replaceAll('<', '\\u003c')}</script>`;
  return html.replace('</head>', `${preload}</head>`).replace('</body>', `${script}</body>`);
}

/** Composed shells per prepared answer: built once, dropped with the answer when the cache lets it go. */
const bootShells = new WeakMap<PreparedBody, Map<string, Omit<Shell, 'file' | 'mtimeMs'>>>();

function bootShell(shell: Shell, boot: ShellBoot): Omit<Shell, 'file' | 'mtimeMs'> {
  let variants = bootShells.get(boot.body);
  if (!variants) bootShells.set(boot.body, (variants = new Map()));
  const banners = boot.banners ? createHash('sha1').update(JSON.stringify(boot.banners)).digest('base64url') : '';
  const key = `${shell.etag}|${boot.referenceId}|${boot.locale}|${boot.image ?? ''}|${banners}`;
  let variant = variants.get(key);
  if (!variant) {
    const raw = Buffer.from(composeBootHtml(shell.raw.toString('utf8'), boot));
    const etag = `"${createHash('sha1').update(`${key}|${boot.body.etag}`).digest('base64url').slice(0, 22)}"`;
    variant = compressed(raw, etag);
    // A new build replaces the shell, and a new day the banners; older variants are of no more use.
    variants.clear();
    variants.set(key, variant);
  }
  return variant;
}

/**
 * Answers an app path with the web app's index.html: revalidated on every use (`no-cache` + ETag) and
 * compressed here, because the compress plugin only acts on routes, not on the not-found handler.
 */
export async function sendAppShell(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { webDist: string; boot?: ShellBoot | undefined; bootable?: boolean },
) {
  const base = await loadShell(path.join(options.webDist, 'index.html'));
  const shell = options.boot ? bootShell(base, options.boot) : base;
  // Which answer a business path embeds depends on the language cookie and Accept-Language.
  const vary = options.bootable ? 'accept-encoding, cookie, accept-language' : 'accept-encoding';
  reply.code(200).header('cache-control', 'no-cache').header('etag', shell.etag).header('vary', vary);
  if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(shell.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.raw);
}
