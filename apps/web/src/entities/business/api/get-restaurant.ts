import type { MenuResponse, RestaurantResponse } from '@okmenu/contract';
import { shellWrittenTiming } from '@okmenu/contract/shell-timing';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { chosenBranch, useChosenBranch } from '../branch-choice.ts';
import { restaurantLinkQuery } from '../link-options.ts';

/** The restaurant answer the server embedded in the page (apps/server app-shell.ts), with its ETag. */
export interface PageRestaurantAnswer {
  referenceId: string;
  locale: string;
  etag: string;
  answer: RestaurantResponse;
  /** Today's banners of the answer's branch (the menu feature seeds them). */
  banners: { branchId: number; date: string; answer: unknown } | null;
  /**
   * When the server wrote the answer: for one the page carried, the page's own time (its `Server-Timing`); for
   * one the page fetched, that answer's `Date`. An answer just served is not asked for again at once; a copy the
   * service worker or the back button brought back from a cache is as old as its time says.
   */
  writtenAt?: number;
}

/** Embedded answers not yet revalidated: their first fetch asks "changed since this ETag?" (304 when not). */
const embedded = new Map<string, PageRestaurantAnswer>();
const embeddedKey = (referenceId: string, locale: string) => `${referenceId}\n${locale}`;

/** GET webapp/v5/restaurant/{referenceId}: the business, its (default branch's) menu and settings, in a language. */
export async function fetchRestaurant(options: {
  referenceId: string;
  locale: string;
  signal?: AbortSignal;
}): Promise<RestaurantResponse> {
  const key = embeddedKey(options.referenceId, options.locale);
  const known = embedded.get(key);
  embedded.delete(key);
  try {
    return await apiRequest<RestaurantResponse>(`webapp/v5/restaurant/${encodeURIComponent(options.referenceId)}`, {
      locale: options.locale,
      signal: options.signal,
      // The link's `wv` and `theme_id` (kept for the session) travel with every restaurant call (SPEC §7).
      query: restaurantLinkQuery(),
      headers: known ? { 'if-none-match': known.etag } : undefined,
    });
  } catch (error) {
    // The same object again, so the cache keeps it and nothing re-renders.
    if (known && isApiError(error) && error.status === 304) return known.answer;
    throw error;
  }
}

/**
 * What the page says of its first answer: the answer itself, or (a large one, apps/server app-shell.ts
 * `embeddedAnswerLimit`) the address the page already preloads it from.
 */
export type PageBoot = Omit<PageRestaurantAnswer, 'answer'> & {
  answer?: RestaurantResponse;
  answerUrl?: string;
  /** The UTC offsets of the business's zones around now, by zone (checked before use: app/boot/locale-facts.ts). */
  zones?: unknown;
  /** How the page's language writes numbers (checked before use). */
  numbers?: unknown;
  /** How the page's language writes times and names weekdays (checked before use). */
  clock?: unknown;
};

/** A server's time (ms), never later than the phone's now: a server clock ahead must not keep answers fresh longer. */
function writtenBy(serverMs: number, now: number): number | undefined {
  return Number.isFinite(serverMs) && serverMs > 0 ? Math.min(serverMs, now) : undefined;
}

/**
 * When the server wrote the answers this page carries: its response's `Server-Timing` metric
 * `shellWrittenTiming` (apps/server app-shell.ts), which a copy kept by the service worker or the HTTP cache
 * carries from when it was first served. Undefined where the browser does not expose it: the answers are then
 * taken as stale and asked for again, as before (decision 0127).
 */
export function pageWrittenAt(
  entries: readonly PerformanceEntry[] = globalThis.performance?.getEntriesByType?.('navigation') ?? [],
  now = Date.now(),
): number | undefined {
  const navigation = entries[0] as Partial<PerformanceNavigationTiming> | undefined;
  const metric = navigation?.serverTiming?.find((entry) => entry.name === shellWrittenTiming);
  return metric && /^\d+$/.test(metric.description) ? writtenBy(Number(metric.description), now) : undefined;
}

/** Reads (once) what the server put into the page for its first load, if anything, with when it wrote it. */
export function takePageRestaurantAnswer(
  doc: Document = document,
  writtenAt: number | undefined = pageWrittenAt(),
): PageBoot | undefined {
  const element = doc.getElementById('okmenu-boot');
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent || 'null') as PageBoot | null;
    if (!parsed || typeof parsed.referenceId !== 'string' || typeof parsed.locale !== 'string') return undefined;
    const { writtenAt: _ignored, ...boot } = parsed;
    return writtenAt === undefined ? boot : { ...boot, writtenAt };
  } catch {
    return undefined;
  }
}

/**
 * The page's answer, fetched from its preload when the page did not carry it: a plain fetch of the same URL
 * (no custom header), which the browser answers from the `<link rel="preload" as="fetch">` main.tsx added
 * (app/boot/after-paint-preloads.ts). Undefined when it fails: the app then asks the API as on any other page.
 */
export async function pageAnswerOf(
  boot: PageBoot,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<PageRestaurantAnswer | undefined> {
  if (boot.answer) return { ...boot, answer: boot.answer };
  if (!boot.answerUrl?.startsWith('/api/')) return undefined;
  try {
    const response = await fetcher(boot.answerUrl, { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const answer = (await response.json()) as RestaurantResponse;
    const { writtenAt: _pageTime, ...page } = boot;
    const writtenAt = writtenBy(Date.parse(response.headers.get('date') ?? ''), Date.now());
    return {
      ...page,
      etag: response.headers.get('etag') ?? boot.etag,
      answer,
      ...(writtenAt === undefined ? {} : { writtenAt }),
    };
  } catch {
    return undefined;
  }
}

/**
 * Puts the page's answer into the cache, as fresh as its `writtenAt` says: an answer the server has just
 * written, carried in the page (decision 0127) or fetched from its preload (0126), is not asked for again
 * during start-up. One without a time is stale: the first component that uses it revalidates it with the API
 * (a 304 without a body when nothing changed).
 */
export function seedRestaurant(queryClient: QueryClient, page: PageRestaurantAnswer): void {
  embedded.set(embeddedKey(page.referenceId, page.locale), page);
  queryClient.setQueryData<RestaurantResponse>(['restaurant', page.referenceId, page.locale], page.answer, {
    updatedAt: page.writtenAt ?? 0,
  });
}

/**
 * The restaurant answer as another branch of the business sees it: the business's answer with that branch's menu
 * (SPEC §7 `webapp/v5/menu/{id}`: the menu without the restaurant). A branch the business does not have keeps the
 * default branch's answer, as the server does.
 */
export function withBranchMenu(base: RestaurantResponse, branch: MenuResponse): RestaurantResponse {
  if (!base.restaurant.branches.some((candidate) => candidate.id === branch.branch_id)) return base;
  return {
    ...base,
    restaurant: { ...base.restaurant, branch_id: branch.branch_id },
    menu: { ...base.menu, categories: branch.menu.categories },
    discounts: branch.discounts,
    smart_categories: branch.smart_categories,
    highlightedCat: branch.highlightedCat,
    showStandardSubCats: branch.showStandardSubCats,
    error: branch.error,
    message: branch.message,
  };
}

const restaurantQueryTiming = {
  staleTime: 5 * 60 * 1000,
  retry: (failureCount: number, error: Error) =>
    failureCount < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
};

/** The default branch's answer: the short key the embedded answer is seeded under. */
function defaultBranchQueryOptions(referenceId: string, locale: string) {
  return queryOptions({
    queryKey: ['restaurant', referenceId, locale] as (string | number)[],
    queryFn: ({ signal }) => fetchRestaurant({ referenceId, locale, signal }),
    ...restaurantQueryTiming,
  });
}

/**
 * The locale is part of the key, so switching language fetches the business again in that language; so is the
 * guest's chosen branch, whose answer is the business's (cached) answer with only the branch's menu fetched.
 */
export function restaurantQueryOptions(referenceId: string, locale: string, branch = chosenBranch(referenceId)) {
  if (branch === undefined) return defaultBranchQueryOptions(referenceId, locale);
  return queryOptions({
    queryKey: ['restaurant', referenceId, locale, branch] as (string | number)[],
    queryFn: async ({ signal, client }) => {
      const base = await client.ensureQueryData(defaultBranchQueryOptions(referenceId, locale));
      const known = base.restaurant.branches.some((candidate) => candidate.id === branch);
      if (!known || base.restaurant.branch_id === branch || base.redirect) return base;
      const menu = await apiRequest<MenuResponse>(`webapp/v5/menu/${branch}`, { locale, signal });
      return withBranchMenu(base, menu);
    },
    ...restaurantQueryTiming,
  });
}

/** The business in the current language; keeps showing the previous language's data while switching. */
export function useRestaurant(referenceId: string) {
  const { i18n } = useTranslation();
  const branch = useChosenBranch(referenceId);
  return useQuery({
    ...restaurantQueryOptions(referenceId, i18n.language, branch),
    placeholderData: keepPreviousData,
  });
}
