import type { MenuResponse, RestaurantResponse } from '@okmenu/contract';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  pageAnswerOf,
  pageWrittenAt,
  seedRestaurant,
  takePageRestaurantAnswer,
  withBranchMenu,
  type PageBoot,
} from './get-restaurant.ts';

const answer = { error: 0, restaurant: { id: 7 } } as unknown as RestaurantResponse;
const boot: PageBoot = { referenceId: 'large', locale: 'ar', etag: '"page"', banners: null };

describe('pageAnswerOf', () => {
  it('uses an embedded answer as it is, without a request', async () => {
    const fetcher = vi.fn<typeof fetch>();
    await expect(pageAnswerOf({ ...boot, answer }, fetcher)).resolves.toMatchObject({ answer, etag: '"page"' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("fetches a large answer from the page's preload URL with no custom header, keeping its ETag", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => Response.json(answer, { headers: { etag: '"answer"' } }));
    const url = '/api/webapp/v5/restaurant/large?locale=ar';
    const found = await pageAnswerOf({ ...boot, answerUrl: url }, fetcher);
    expect(fetcher).toHaveBeenCalledWith(url, { credentials: 'same-origin' });
    expect(found).toMatchObject({ referenceId: 'large', locale: 'ar', etag: '"answer"', answer });
  });

  it('dates a fetched answer by its Date header, never later than now', async () => {
    const written = 'Wed, 25 Nov 2026 09:00:00 GMT';
    const dated = vi.fn<typeof fetch>(async () => Response.json(answer, { headers: { date: written } }));
    await expect(pageAnswerOf({ ...boot, answerUrl: '/api/x' }, dated)).resolves.toMatchObject({
      writtenAt: Math.min(Date.parse(written), Date.now()),
    });
    const ahead = vi.fn<typeof fetch>(async () =>
      Response.json(answer, { headers: { date: new Date(Date.now() + 3_600_000).toUTCString() } }),
    );
    const found = await pageAnswerOf({ ...boot, answerUrl: '/api/x' }, ahead);
    expect(found?.writtenAt).toBeLessThanOrEqual(Date.now());
    const undated = vi.fn<typeof fetch>(async () => Response.json(answer));
    expect((await pageAnswerOf({ ...boot, answerUrl: '/api/x' }, undated))?.writtenAt).toBeUndefined();
  });

  it("dates a fetched answer by its own Date only, not by the page's time", async () => {
    const undated = vi.fn<typeof fetch>(async () => Response.json(answer));
    const found = await pageAnswerOf({ ...boot, answerUrl: '/api/x', writtenAt: Date.now() }, undated);
    expect(found).toBeDefined();
    expect(found?.writtenAt).toBeUndefined();
    // A carried answer keeps the page's time.
    const page = Date.now() - 1000;
    await expect(pageAnswerOf({ ...boot, answer, writtenAt: page })).resolves.toMatchObject({ writtenAt: page });
  });

  it('gives up (the app then asks the API itself) on a failed answer or a foreign URL', async () => {
    const failing = vi.fn<typeof fetch>(async () => new Response('{}', { status: 503 }));
    await expect(pageAnswerOf({ ...boot, answerUrl: '/api/x' }, failing)).resolves.toBeUndefined();
    const offline = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline')));
    await expect(pageAnswerOf({ ...boot, answerUrl: '/api/x' }, offline)).resolves.toBeUndefined();
    const never = vi.fn<typeof fetch>();
    await expect(pageAnswerOf({ ...boot, answerUrl: 'https://elsewhere.example/x' }, never)).resolves.toBeUndefined();
    expect(never).not.toHaveBeenCalled();
  });
});

/** A navigation entry whose response said `Server-Timing: <metrics>`. */
const navigation = (...serverTiming: { name: string; description: string }[]) =>
  [{ entryType: 'navigation', serverTiming: serverTiming.map((metric) => ({ duration: 0, ...metric })) }] as never;

describe("the page's time (0127)", () => {
  const now = Date.parse('2026-11-25T18:00:00Z');

  it("is the shell's Server-Timing `written`, never later than now", () => {
    const written = now - 1500;
    const other = { name: 'db', description: 'x' };
    expect(pageWrittenAt(navigation(other, { name: 'written', description: String(written) }), now)).toBe(written);
    expect(pageWrittenAt(navigation({ name: 'written', description: String(now + 60_000) }), now)).toBe(now);
  });

  it('is unknown without the metric, with a malformed one, or where the browser has no navigation entry', () => {
    expect(pageWrittenAt(navigation(), now)).toBeUndefined();
    expect(pageWrittenAt(navigation({ name: 'written', description: '' }), now)).toBeUndefined();
    expect(pageWrittenAt(navigation({ name: 'written', description: '12.5e3' }), now)).toBeUndefined();
    expect(pageWrittenAt(navigation({ name: 'written', description: '0' }), now)).toBeUndefined();
    expect(pageWrittenAt([{ entryType: 'navigation' }] as never, now)).toBeUndefined();
    expect(pageWrittenAt([], now)).toBeUndefined();
  });

  it("is what takePageRestaurantAnswer dates the page's answers by, not a time written into the page", () => {
    const page = (json: unknown) => {
      const doc = document.implementation.createHTMLDocument('page');
      const script = doc.createElement('script');
      script.type = 'application/json';
      script.id = 'okmenu-boot';
      script.textContent = JSON.stringify(json);
      doc.body.append(script);
      return doc;
    };
    const carried = { ...boot, answer, writtenAt: now + 10 ** 9 };
    expect(takePageRestaurantAnswer(page(carried), now - 10)).toEqual({ ...boot, answer, writtenAt: now - 10 });
    expect(takePageRestaurantAnswer(page(carried), undefined)).toEqual({ ...boot, answer });
    const doc = page(carried);
    takePageRestaurantAnswer(doc, now);
    // Read once: the element is gone.
    expect(takePageRestaurantAnswer(doc, now)).toBeUndefined();
  });
});

describe('seedRestaurant', () => {
  const key = ['restaurant', 'large', 'ar'];
  /** Whether the seeded answer counts as stale under the restaurant query's five minutes. */
  const stale = (client: QueryClient) =>
    client
      .getQueryCache()
      .find({ queryKey: key })
      ?.isStaleByTime(5 * 60 * 1000);

  it('seeds an answer without a time as stale, so its first use revalidates it', () => {
    const client = new QueryClient();
    seedRestaurant(client, { ...boot, answer });
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(0);
    expect(stale(client)).toBe(true);
  });

  it('seeds an answer just written, fetched (0126) or carried (0127), as fresh: start-up does not ask again', () => {
    const client = new QueryClient();
    seedRestaurant(client, { ...boot, answer, writtenAt: Date.now() });
    expect(stale(client)).toBe(false);
    // A copy kept offline an hour ago is stale, as any other.
    seedRestaurant(client, { ...boot, answer, writtenAt: Date.now() - 3_600_000 });
    expect(stale(client)).toBe(true);
  });
});

const base = {
  restaurant: { branch_id: 1, branches: [{ id: 1 }, { id: 2 }], business_name: 'Bistro' },
  menu: { categories: [{ id: 10 }] },
  discounts: {},
  smart_categories: [],
  highlightedCat: null,
  showStandardSubCats: false,
  error: 0,
  message: '',
  redirect: false,
  url: null,
} as unknown as RestaurantResponse;

const branchMenu = (branchId: number): MenuResponse =>
  ({
    branch_id: branchId,
    menu: { categories: [{ id: 20 }] },
    discounts: { delivery: {} },
    smart_categories: [{ id: 5 }],
    highlightedCat: 20,
    showStandardSubCats: true,
    randomize_categories: false,
    message: '',
    error: 0,
    pagination: null,
  }) as unknown as MenuResponse;

describe('the restaurant answer of another branch (webapp/v5/menu/{id})', () => {
  it('is the business’s answer with the branch’s menu, discounts and smart categories', () => {
    const answer = withBranchMenu(base, branchMenu(2));
    expect(answer.restaurant).toMatchObject({ branch_id: 2, business_name: 'Bistro' });
    expect(answer.menu.categories.map((category) => category.id)).toEqual([20]);
    expect(answer).toMatchObject({ discounts: { delivery: {} }, highlightedCat: 20, showStandardSubCats: true });
    expect(answer.smart_categories).toHaveLength(1);
  });

  it('keeps the menu error of the branch’s answer and ignores a branch of another business', () => {
    expect(withBranchMenu(base, { ...branchMenu(2), error: 1, message: 'Closed' })).toMatchObject({
      error: 1,
      message: 'Closed',
    });
    expect(withBranchMenu(base, branchMenu(99))).toBe(base);
  });
});
