import { referenceIdParam } from '@okmenu/contract';
import { isRouteSellingType } from '@okmenu/domain';
import type { FastifyRequest } from 'fastify';
import type { EngagementService } from '../services/engagement.ts';
import type { PreparedBody } from '../services/response-cache.ts';
import type { RestaurantService } from '../services/restaurant.ts';
import type { ShellBoot } from './app-shell.ts';
import { visitorLanguage } from './visitor-language.ts';

/** First path segments of the web app that are not a business (apps/web routes.tsx). */
const appSegments = new Set(['404', 'staff']);

interface AnswerFacts {
  branchId: number;
  /** The business header image, else its logo: a type home's largest paint. */
  image: string | null;
  /** The business header image alone (the cover a type home shows first). */
  cover: string | null;
  /** Each item's photo: an item page's largest paint. */
  itemImages: Map<number, string>;
}

/** Which page of the web app a business path opens (apps/web routes.tsx), as far as the shell cares. */
export type ShellPage =
  { kind: 'item'; itemId: number } | { kind: 'category' } | { kind: 'typeHome' } | { kind: 'other' };

const numeric = /^\d{1,9}$/;

/** `/:ref/:type/:categoryId/:itemId` is an item page, `/:ref/:type/:categoryId` a category page. */
export function shellPage(url: string): ShellPage {
  const segments = url.split('/').filter(Boolean);
  const [, , category, item] = segments;
  if (segments.length === 4 && numeric.test(category ?? '') && numeric.test(item ?? '')) {
    return { kind: 'item', itemId: Number(item) };
  }
  if (segments.length === 3 && numeric.test(category ?? '')) return { kind: 'category' };
  if (segments.length === 2 && isRouteSellingType(segments[1])) return { kind: 'typeHome' };
  return { kind: 'other' };
}

/** What the shell needs from a prepared answer, read once per answer (it is parsed, not rebuilt). */
const factsOf = new WeakMap<PreparedBody, AnswerFacts>();

function answerFacts(body: PreparedBody): AnswerFacts {
  let facts = factsOf.get(body);
  if (!facts) {
    const answer = JSON.parse(body.identity.toString('utf8')) as {
      restaurant?: { branch_id?: number; header_bg?: string | null; logo?: string | null } | null;
      menu?: { categories?: { items?: { id: number; image: string | null }[] }[] } | null;
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
    };
    factsOf.set(body, facts);
  }
  return facts;
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
  if (!parsed.success || appSegments.has(segment)) return { bootable: false };
  const referenceId = parsed.data.referenceId;
  try {
    const found = await deps.restaurants.forFirstLoad(referenceId, (allowed) =>
      visitorLanguage(
        { cookie: request.headers.cookie, 'accept-language': request.headers['accept-language'] },
        allowed,
      ),
    );
    if (!found) return { bootable: true };
    const { branchId, image, cover, itemImages } = answerFacts(found.body);
    const page = shellPage(url);
    // An item page paints the item's photo largest and shows no header image.
    const largest = page.kind === 'item' ? (itemImages.get(page.itemId) ?? null) : image;
    const boot: ShellBoot = {
      referenceId,
      locale: found.locale,
      body: found.body,
      image: largest,
      page: page.kind,
      // A type home opens with the business cover at the top, an item page with the item's photo: painted
      // from the shell, before the scripts run.
      cover: page.kind === 'typeHome' ? cover : page.kind === 'item' ? largest : null,
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
