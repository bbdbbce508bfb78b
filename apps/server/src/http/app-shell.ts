import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedBody } from '../services/shared/response-cache.ts';
import type { ShellPage } from './first-load-boot.ts';
import type { PixelPlatform } from './pixel-csp.ts';
import type { RestaurantResponse } from '@okmenu/contract';
import type { ClockSymbols, NumberSymbols, OffsetSpan } from '@okmenu/domain';
import { hasWidthCopies, mediaDisplaySizes, shellWrittenTiming, widthSrcset } from '@okmenu/contract';
import type { ReachFacts } from '../services/business/restaurant.ts';
import { pageHead, withPageHead } from './page-meta.ts';

interface Shell {
  file: string;
  mtimeMs: number;
  /** The error-reporting DSN written into the page (errorDsnMeta), part of what the cached bytes hold. */
  dsn: string;
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** The build's `preload.json` (apps/web build-plugins.ts): chunks per language and per deep-link page. */
  plan: PreloadPlan;
}

/** Script chunks beyond the shell's own: per interface language, and per page kind (item, category). */
export interface PreloadPlan {
  locales: Record<string, string[]>;
  routes: Record<string, string[]>;
}

const emptyPlan: PreloadPlan = { locales: {}, routes: {} };

async function readPlan(file: string): Promise<PreloadPlan> {
  try {
    const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<PreloadPlan>;
    return { locales: parsed.locales ?? {}, routes: parsed.routes ?? {} };
  } catch {
    // An older build without a plan: the app loads these chunks itself, a little later.
    return emptyPlan;
  }
}

let cached: Shell | undefined;

/** The restaurant answer a business path's first load will ask for (see RestaurantService.forFirstLoad). */
export interface ShellBoot {
  referenceId: string;
  locale: string;
  body: PreparedBody;
  /** The image the page paints largest (the business header, or an item page's photo), preloaded. */
  image: string | null;
  /** The page the path opens, whose script chunks are preloaded with the language's messages. */
  page: ShellPage['kind'];
  /**
   * The picture at the top of a type home (the business cover) or an item page (the item's photo), shown from
   * the shell above the loading spinner so the page's largest image paints before the scripts have run (the
   * web app then draws the same box: BusinessHeader, ItemDetails).
   */
  cover?: string | null;
  /** Today's banners of the answer's branch, which sit above the menu (no jump when they arrive). */
  banners?: { branchId: number; date: string; answer: unknown };
  /** The business's tracking pixels, whose hosts the page's CSP allows (issue 18). */
  pixels?: PixelPlatform[];
  /** The page's address and business facts, for its title, canonical URL, previews and JSON-LD (page-meta.ts). */
  head?: { origin: string; path: string; reach: ReachFacts };
  /** The UTC offsets of the business's zones around now, by zone (first-load-boot.ts `localeFacts`). */
  zones?: Record<string, OffsetSpan[]>;
  /** How the page's language writes numbers (first-load-boot.ts `localeFacts`). */
  numbers?: NumberSymbols;
  /** How the page's language writes times and names weekdays (first-load-boot.ts `localeFacts`). */
  clock?: ClockSymbols;
}

type ShellBytes = Omit<Shell, 'file' | 'mtimeMs' | 'plan' | 'dsn'>;

function compressed(raw: Buffer, etag: string): ShellBytes {
  return {
    etag,
    raw,
    gzip: zlib.gzipSync(raw, { level: raw.length > 64 * 1024 ? 6 : 9 }),
    brotli: zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > 64 * 1024 ? 5 : 11 },
    }),
  };
}

/**
 * The web app's error-reporting DSN as a meta tag in the page's head (read by apps/web shared/errors before the
 * app starts), so one build reports to whichever service the server is configured with (decision 0106).
 */
export function withErrorDsn(html: string, dsn: string | undefined): string {
  if (!dsn) return html;
  return html.replace('</head>', () => `<meta name="okmenu-error-dsn" content="${escapeAttribute(dsn)}" /></head>`);
}

/** index.html with its compressed forms, read again only when the file changes (a new build). */
async function loadShell(file: string, dsn = ''): Promise<Shell> {
  const { mtimeMs } = await fs.stat(file);
  if (cached?.file === file && cached.mtimeMs === mtimeMs && cached.dsn === dsn) return cached;
  const raw = Buffer.from(withErrorDsn(await fs.readFile(file, 'utf8'), dsn));
  cached = {
    file,
    mtimeMs,
    dsn,
    plan: await readPlan(path.join(path.dirname(file), 'preload.json')),
    ...compressed(raw, `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`),
  };
  return cached;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A media path's single file (with its width copies where the app draws it at a known size: `sizes`), or its
 * 1x/2x webp pair (SPEC §9; web media-image.tsx `mediaSources`, contract media-files.ts).
 */
function imageFiles(path: string, sizes?: string): { src: string; srcset?: string; sizes?: string } {
  const base = escapeAttribute(path);
  if (/\.(webp|png|jpe?g|gif|svg|avif)$/i.test(path)) {
    if (!sizes || !hasWidthCopies(path)) return { src: base };
    return { src: base, srcset: escapeAttribute(widthSrcset(path)), sizes: escapeAttribute(sizes) };
  }
  return { src: `${base}.webp`, srcset: `${base}.webp 1x, ${base}@2x.webp 2x` };
}

/**
 * How wide the app draws a page's top picture: a type home's cover or, without one, its logo (the app's
 * BusinessHeader); an item page's photo has no width copies in use (web item-details.tsx).
 */
function displaySizes(boot: Pick<ShellBoot, 'page' | 'cover'>, path: string): string | undefined {
  if (boot.page === 'item') return undefined;
  return path === boot.cover ? mediaDisplaySizes.cover : mediaDisplaySizes.logo;
}

/** The attributes that make a preload fetch exactly what the web app's `<img>` will (web media-image.tsx). */
function imagePreload(path: string, sizes?: string): string {
  const files = imageFiles(path, sizes);
  if (!files.srcset) return `href="${files.src}"`;
  return `href="${files.src}" imagesrcset="${files.srcset}"${files.sizes ? ` imagesizes="${files.sizes}"` : ''}`;
}

/**
 * The top picture of a page, with the classes of the web app's own (so the same box on a phone): the cover of
 * apps/web business-header.tsx, or the photo of item-details.tsx. Painted from the shell while the scripts
 * load; the app's first render replaces it with its own at the same place. Phones only (`md:hidden`): on
 * wider screens the app's top bar sits above. `boot-cover` (index.html) lifts it above the loading screen.
 */
function coverHtml(path: string, page: ShellBoot['page']): string {
  const { src, srcset, sizes } = imageFiles(path, page === 'item' ? undefined : mediaDisplaySizes.cover);
  const sources = `src="${src}"${srcset ? ` srcset="${srcset}"` : ''}${sizes ? ` sizes="${sizes}"` : ''}`;
  if (page === 'item') {
    return (
      '<div class="boot-cover relative md:hidden" aria-hidden="true">' +
      `<img ${sources} alt="" width="720" height="540" fetchpriority="high" class="aspect-[4/3] w-full object-cover" /></div>`
    );
  }
  const image = `<img ${sources} alt="" width="1280" height="480" fetchpriority="high" class="size-full object-cover" />`;
  return (
    '<header class="boot-cover relative md:hidden" aria-hidden="true"><div class="mx-auto max-w-6xl md:px-6 md:pt-4">' +
    `<div class="relative h-44 overflow-hidden bg-primary sm:h-52 md:h-60 md:rounded-3xl">${image}` +
    '<div class="absolute inset-0 bg-gradient-to-t from-black/55 via-black/10 to-black/25"></div></div></div></header>'
  );
}

/**
 * Answers up to this size (raw JSON) travel inside the page: the demo's (about 105 KB) costs less to parse
 * there than a request of its own. A larger one held the first paint back while the HTML parser read it.
 */
export const embeddedAnswerLimit = 128 * 1024;

const embedsAnswer = (body: PreparedBody) => body.length <= embeddedAnswerLimit;

/**
 * The API call the web app makes for a large answer at start-up (web get-restaurant.ts `fetchPageAnswer`),
 * preloaded by the page once its top picture has painted (web app/boot/after-paint-preloads.ts): the same URL
 * and credentials mode, and the language in the query instead of the `locale` header (a preload sends no
 * custom header, and a fetch with one would not reuse it).
 */
function bootAnswerUrl(boot: ShellBoot): string {
  return `/api/webapp/v5/restaurant/${encodeURIComponent(boot.referenceId)}?locale=${encodeURIComponent(boot.locale)}`;
}

/**
 * index.html with the restaurant answer as inert JSON (not run, so CSP script-src stays 'self'; `<` escaped so
 * no text in it can close the element) and a preload of the header image, the page's largest paint: the
 * browser fetches it at once instead of after the scripts and the API call.
 */
export function composeBootHtml(html: string, boot: ShellBoot, plan: PreloadPlan = emptyPlan): string {
  // The language's messages and the page's chunks would otherwise be found only once the entry has run.
  const scripts = [
    ...(plan.locales[boot.locale] ?? []),
    ...(boot.page === 'other' ? [] : (plan.routes[boot.page] ?? [])),
  ]
    .filter((file, index, all) => all.indexOf(file) === index && !html.includes(`"${file}"`))
    // Preloaded by the page once its top picture has painted, as index.html's own chunks (web main.tsx,
    // build-plugins.ts `scriptsAfterPicture`): on a slow line that picture no longer shares it with the scripts.
    .map((file) => `<meta name="okmenu-script" content="${escapeAttribute(file)}" />`)
    .join('');
  // The page's largest image is asked for first, before the stylesheet and scripts (written right after the
  // charset): those all share a slow line, and the image is what the first screen waits for.
  const image = boot.image
    ? `<link rel="preload" as="image" fetchpriority="high" ${imagePreload(boot.image, displaySizes(boot, boot.image))} />`
    : '';
  const preload =
    scripts +
    // A large answer is asked for once the page's top picture has painted (web main.tsx `preloadAfterPaint`):
    // requested with the page, its 60-70 KB of brotli shared the slow line with that picture.
    (embedsAnswer(boot.body) ? '' : `<meta name="okmenu-answer" content="${escapeAttribute(bootAnswerUrl(boot))}" />`);
  // A large answer (a 1,000-item menu is about 1 MB) is not parsed with the page: it is fetched beside it.
  const answerUrl = embedsAnswer(boot.body) ? undefined : bootAnswerUrl(boot);
  const json =
    `{"referenceId":${JSON.stringify(boot.referenceId)},"locale":${JSON.stringify(boot.locale)},` +
    `"etag":${JSON.stringify(boot.body.etag)},"banners":${JSON.stringify(boot.banners ?? null)},` +
    `"zones":${JSON.stringify(boot.zones ?? {})},"numbers":${JSON.stringify(boot.numbers ?? null)},` +
    `"clock":${JSON.stringify(boot.clock ?? null)},` +
    (answerUrl ? `"answerUrl":${JSON.stringify(answerUrl)}}` : `"answer":${boot.body.identity().toString('utf8')}}`);
  const script = `<script type="application/json" id="okmenu-boot">${json.replaceAll('<', '\\u003c')}</script>`;
  const withCover = boot.cover
    ? html.replace('<div id="root">', `<div id="root">${coverHtml(boot.cover, boot.page)}`)
    : html;
  const withHead = boot.head
    ? withPageHead(
        withCover,
        pageHead({
          answer: JSON.parse(boot.body.identity().toString('utf8')) as RestaurantResponse,
          reach: boot.head.reach,
          origin: boot.head.origin,
          path: boot.head.path,
          locale: boot.locale,
        }),
        boot.locale,
      )
    : withCover;
  // After the viewport's meta tag, so the preload's `imagesizes` (100vw on a phone) is read against the phone's
  // width, not the default 980 px; else after the charset.
  const early = [/<meta name="viewport"[^>]*\/>/, /<meta charset="[^"]*" \/>/].find((tag) => tag.test(withHead));
  const first = early ? withHead.replace(early, (meta) => `${meta}${image}`) : withHead;
  return first
    .replace('</head>', () => `${first === withHead ? image : ''}${preload}</head>`)
    .replace('</body>', () => `${script}</body>`);
}

/** Composed shells per prepared answer: built once, dropped with the answer when the cache lets it go. */
const bootShells = new WeakMap<PreparedBody, { generation: string; variants: Map<string, ShellBytes> }>();

/**
 * Item pages each preload their own photo, so an answer has a variant per item page visited: kept up to
 * about 16 MB per answer (a shell is tens of KB; an answer over embeddedAnswerLimit is not in it), the
 * oldest dropped first.
 */
const variantBytesPerAnswer = 16 * 1024 * 1024;

function bootShell(shell: Shell, boot: ShellBoot): ShellBytes {
  const banners = boot.banners ? createHash('sha1').update(JSON.stringify(boot.banners)).digest('base64url') : '';
  // A new build replaces the shell, and a new day the banners and the zones' spans: the variants made before are
  // of no more use.
  const generation = `${shell.etag}|${banners}|${JSON.stringify(boot.zones ?? {})}`;
  let entry = bootShells.get(boot.body);
  if (!entry || entry.generation !== generation) {
    entry = { generation, variants: new Map() };
    bootShells.set(boot.body, entry);
  }
  const key =
    `${boot.referenceId}|${boot.locale}|${boot.page}|${boot.image ?? ''}|${boot.cover ?? ''}|` +
    `${boot.head?.origin ?? ''}${boot.head?.path ?? ''}`;
  let variant = entry.variants.get(key);
  if (!variant) {
    const raw = Buffer.from(composeBootHtml(shell.raw.toString('utf8'), boot, shell.plan));
    const etag = `"${createHash('sha1').update(`${generation}|${key}|${boot.body.etag}`).digest('base64url').slice(0, 22)}"`;
    variant = compressed(raw, etag);
    const size = variant.raw.length + variant.gzip.length + variant.brotli.length;
    if (entry.variants.size >= Math.max(2, Math.floor(variantBytesPerAnswer / size))) {
      const oldest = entry.variants.keys().next();
      if (!oldest.done) entry.variants.delete(oldest.value);
    }
    entry.variants.set(key, variant);
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
  options: { webDist: string; boot?: ShellBoot | undefined; bootable?: boolean; errorDsn?: string | undefined },
) {
  const base = await loadShell(path.join(options.webDist, 'index.html'), options.errorDsn);
  const shell = options.boot ? bootShell(base, options.boot) : base;
  // Which answer a business path embeds depends on the language cookie and Accept-Language.
  const vary = options.bootable ? 'accept-encoding, cookie, accept-language' : 'accept-encoding';
  reply.code(200).header('cache-control', 'no-cache').header('etag', shell.etag).header('vary', vary);
  // The answers embedded are the server's current ones: say when, outside the cached bytes (on a 304 too, which
  // the browser's copy takes its headers from). The app keeps them fresh from then on (web get-restaurant.ts).
  if (options.boot) reply.header('server-timing', `${shellWrittenTiming};desc=${Date.now()}`);
  if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(shell.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.raw);
}
