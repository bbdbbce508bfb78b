import { referenceIdParam } from '@okmenu/contract';
import {
  appSegments,
  clockSymbolsOf,
  numberSymbolsOf,
  shellPageOf,
  zoneOffsetMinutes,
  zoneOffsetSpans,
  type ClockSymbols,
  type NumberSymbols,
  type OffsetSpan,
  type ShellPage as WebShellPage,
} from '@okmenu/domain';
import type { FastifyRequest } from 'fastify';
import type { EngagementService } from '../services/engagement/engagement.ts';
import type { PreparedBody } from '../services/shared/response-cache.ts';
import type { RestaurantService } from '../services/business/restaurant.ts';
import type { ShellBoot } from './app-shell.ts';
import { configuredPlatforms, type PixelPlatform } from './pixel-csp.ts';
import { visitorLanguage } from './visitor-language.ts';

interface AnswerFacts {
  branchId: number;
  /** The business header image, else its logo: a type home's largest paint. */
  image: string | null;
  /** The business header image alone (the cover a type home shows first). */
  cover: string | null;
  /** Each item's photo: an item page's largest paint. */
  itemImages: Map<number, string>;
  /** The tracking pixels the business configures (their hosts join the page's CSP, issue 18). */
  pixels: PixelPlatform[];
  /** The time zones of the business's branches (at most a few). */
  timeZones: string[];
}

/** The zone of a branch that names none (as the web app's branch-time-zone.ts and the menu service read it). */
const defaultTimeZone = 'Asia/Kuwait';
/** How far the zone spans a page carries reach: a day back, and weeks ahead for a page kept open or cached. */
const spanBackMs = 86_400_000;
const spanAheadMs = 45 * 86_400_000;

/**
 * The UTC offsets of the business's zones around `now`, and how the page's language writes numbers and times:
 * from them the web app works out "now", writes prices and says when a closed category opens, without loading
 * the browser's time-zone, number and date data at start (decision 0121). A zone the server does not know is
 * left out (the app reports it where it reads it).
 */
export function localeFacts(timeZones: readonly string[], locale: string, now: Date): LocaleFacts {
  // From the start of yesterday (UTC): the spans, and so the page, stay the same all day (app-shell.ts bootShell).
  const from = Math.floor(now.getTime() / spanBackMs) * spanBackMs - spanBackMs;
  // The same for every page of a day in a language: worked out once (about a hundred Intl calls).
  const key = `${from}|${locale}|${timeZones.join(' ')}`;
  let facts = localeFactsMade.get(key);
  if (!facts) {
    facts = makeLocaleFacts(timeZones, locale, from);
    if (localeFactsMade.size >= 256) localeFactsMade.clear();
    localeFactsMade.set(key, facts);
  }
  return facts;
}

type LocaleFacts = { zones: Record<string, OffsetSpan[]>; numbers?: NumberSymbols; clock?: ClockSymbols };
const localeFactsMade = new Map<string, LocaleFacts>();

function makeLocaleFacts(timeZones: readonly string[], locale: string, from: number): LocaleFacts {
  const zones: Record<string, OffsetSpan[]> = {};
  for (const zone of timeZones) {
    try {
      zones[zone] = zoneOffsetSpans((at) => zoneOffsetMinutes(zone, at), from, from + spanBackMs + spanAheadMs);
    } catch {
      // An unknown zone: the app meets the same error where it reads the zone.
    }
  }
  // Only languages written with the digits 0-9: browsers agree on those, while for a few others Chrome's
  // trimmed ICU data writes 0-9 where the server (full ICU) writes the language's own digits (Burmese, Nepali,
  // Pashto, Sorani). Those keep the browser's own Intl, as before.
  const numbers = numberSymbolsOf(locale);
  // The clock is checked against the server's Intl for every quarter hour, and written with 0-9 only.
  const clock = clockSymbolsOf(locale);
  return {
    zones,
    ...(numbers && numbers.digits.join('') === '0123456789' ? { numbers } : {}),
    ...(clock ? { clock } : {}),
  };
}

/** The language a link asks for (`?lang=ar`, what hreflang alternates point at), if any. */
function askedLanguage(url: string): string | undefined {
  const query = url.split('?')[1];
  return query ? (new URLSearchParams(query).get('lang') ?? undefined) : undefined;
}

/** Which page of the web app a business path opens: the web router's own route table (@okmenu/domain). */
export type ShellPage = WebShellPage;
export const shellPage = shellPageOf;

/** Whether the path is the venue's own page (`/demo`, the type chooser), which shows the business header. */
function isVenueRoot(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.split('/').filter(Boolean).length === 1;
}

/** What the shell needs from a prepared answer, read once per answer (it is parsed, not rebuilt). */
const factsOf = new WeakMap<PreparedBody, AnswerFacts>();

function answerFacts(body: PreparedBody): AnswerFacts {
  let facts = factsOf.get(body);
  if (!facts) {
    const answer = JSON.parse(body.identity().toString('utf8')) as {
      restaurant?: {
        branch_id?: number;
        header_bg?: string | null;
        logo?: string | null;
        branches?: { time_zone?: string | null }[];
      } | null;
      menu?: { categories?: { items?: { id: number; image: string | null }[] }[] } | null;
      pixels?: unknown;
    };
    const restaurant = answer.restaurant;
    const itemImages = new Map<number, string>();
    for (const category of answer.menu?.categories ?? []) {
      for (const item of category.items ?? []) if (item.image) itemImages.set(item.id, item.image);
    }
    facts = {
      branchId: restaurant?.branch_id ?? 0,
      image: restaurant?.header_bg || restaurant?.logo || null,
      cover: restaurant?.header_bg || null,
      itemImages,
      pixels: configuredPlatforms(answer.pixels),
      timeZones: [...new Set((restaurant?.branches ?? []).map((branch) => branch.time_zone || defaultTimeZone))].slice(
        0,
        8,
      ),
    };
    factsOf.set(body, facts);
  }
  return facts;
}

/**
 * The pixels of the business whose custom domain a request came to, for the entry page `/` there: the web app
 * opens at `/` and moves to `/:referenceId` without loading another page, so that first page's CSP must already
 * allow the business's tracking hosts (issue 18). None on any other path or host.
 */
export async function customDomainPixels(
  restaurants: RestaurantService,
  request: FastifyRequest,
): Promise<PixelPlatform[]> {
  if ((request.url.split(/[?#]/)[0] ?? '') !== '/') return [];
  try {
    const found = await restaurants.forSitemap({ domain: request.hostname.toLowerCase() });
    return found ? answerFacts(found.body).pixels : [];
  } catch (error) {
    request.log.warn({ err: error }, 'could not read the pixels of a custom domain');
    return [];
  }
}

/**
 * For a business path (`/:referenceId/...`), the answers its first load will ask for (the restaurant in the
 * visitor's language, today's banners), so the app shell can carry them; `bootable` says the shell then
 * depends on the visitor's language headers.
 */
export async function firstLoadBoot(
  deps: { restaurants: RestaurantService; engagement: EngagementService; clock: () => Date },
  url: string,
  request: FastifyRequest,
): Promise<{ boot?: ShellBoot; bootable: boolean }> {
  const segment = url.split('/')[1] ?? '';
  const parsed = referenceIdParam.safeParse({ referenceId: segment });
  if (!parsed.success || appSegments.includes(segment)) return { bootable: false };
  const referenceId = parsed.data.referenceId;
  try {
    const found = await deps.restaurants.forFirstLoad(referenceId, (allowed) =>
      visitorLanguage(
        { cookie: request.headers.cookie, 'accept-language': request.headers['accept-language'] },
        allowed,
        askedLanguage(request.url),
      ),
    );
    if (!found) return { bootable: true };
    const { branchId, image, cover, itemImages, pixels, timeZones } = answerFacts(found.body);
    const page = shellPage(url);
    // An item page paints the item's photo largest and shows no header image; only the venue's own page and a
    // type home show the header, so any other page (category, cart, checkout…) preloads no image: the browser
    // warns about a preload the page never uses.
    const showsHeader = page.kind === 'typeHome' || isVenueRoot(url);
    const largest = page.kind === 'item' ? (itemImages.get(page.itemId) ?? null) : showsHeader ? image : null;
    const boot: ShellBoot = {
      referenceId,
      locale: found.locale,
      body: found.body,
      image: largest,
      page: page.kind,
      // A type home opens with the business cover at the top, an item page with the item's photo: painted
      // from the shell, before the scripts run.
      cover: page.kind === 'typeHome' ? cover : page.kind === 'item' ? largest : null,
      pixels,
      head: { origin: `${request.protocol}://${request.host}`, path: url, reach: found.reach },
      ...localeFacts(timeZones.length > 0 ? timeZones : [defaultTimeZone], found.locale, deps.clock()),
    };
    if (branchId > 0) {
      const today = await deps.engagement.todaysBanners({ branchId, locale: found.locale, now: deps.clock() });
      boot.banners = { branchId, date: today.date, answer: today.answer };
    }
    return { boot, bootable: true };
  } catch (error) {
    // The page still works without it: the app asks the API, which reports the problem properly.
    request.log.warn({ err: error, referenceId }, 'could not embed the first answers in the app shell');
    return { bootable: true };
  }
}
