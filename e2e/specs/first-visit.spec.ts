import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demoBusiness, expect, openTypeHome, test, visibleCount } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('a new visitor on a phone sees the venue name, its logo and its categories', async ({ page, request }) => {
  const demo = await demoBusiness(request, 'en');
  await openTypeHome(page);

  await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `${demo.name} logo` })).toBeVisible();
  await expect(page).toHaveTitle(demo.name);
  const expected = Math.min(3, demo.categories.length);
  expect(expected).toBeGreaterThan(0);
  await expect.poll(() => visibleCount(page, demo.categories)).toBeGreaterThanOrEqual(expected);
});

test('a phone shows the bottom navigation, whose More tab opens more options', async ({ page }) => {
  await openTypeHome(page);
  const nav = page.getByRole('navigation', { name: 'Main' }).last();
  await expect(nav).toBeVisible();
  // Menu, cart and profile tabs join as their screens land; home and more are always there.
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await nav.getByRole('button', { name: 'More' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Powered by OK Menu')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the page is left to right in English, with the language saved for next time', async ({ page, context }) => {
  await openTypeHome(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value ?? 'en').toBe('en');
});

for (const [page_, path, drawnSelector] of [
  ['a type home', '/demo/pickup', 'main header img'],
  ['an item page', '/demo/delivery/13/1301', 'main article img'],
] as const) {
  test(`the page shell of ${page_} paints its top picture where the app then draws it, before any script runs`, async ({
    browser,
    page,
    baseURL,
  }) => {
    // Without scripts: only what the server's shell paints.
    const shellOnly = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL,
    });
    const shell = await shellOnly.newPage();
    await shell.goto(path);
    const early = shell.locator('.boot-cover img');
    await expect(early).toBeVisible();
    await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const earlyBox = await early.boundingBox();
    const earlySource = await early.evaluate((img: HTMLImageElement) => img.currentSrc);
    await shellOnly.close();

    await page.goto(path);
    const drawn = page.locator(drawnSelector).first();
    await expect(drawn).toBeVisible();
    await expect(page.locator('.boot-cover')).toHaveCount(0);
    expect(await drawn.boundingBox()).toEqual(earlyBox);
    expect(await drawn.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(earlySource);
  });
}

test('the venue footer starts below the first screen, so content that arrives later never pushes it down', async ({
  page,
}) => {
  // The 1,000-item menu renders in slices: a footer painted in view and then pushed off it was a layout shift
  // (Lighthouse CLS 0.12). A short page shows the rule plainly: its footer waits below the first screen.
  for (const path of ['/demo/settings', '/demo/delivery', '/demo/delivery/13/1301']) {
    await page.goto(path);
    const footer = page.locator('footer').last();
    await expect(footer).toBeAttached();
    const top = await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top, path).toBeGreaterThanOrEqual(844);
  }
});

for (const language of ['en-US', 'ar']) {
  test(`the first screen of a type home (${language}) builds no Intl date or number formatter`, async ({ browser }) => {
    // Building the first one loads the browser's ICU data, the longest task of a phone's start-up: the page
    // brings its zones' offsets, number symbols and clock instead (decision 0121).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: language });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
      for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Counted = function (this: unknown, ...args: unknown[]) {
          built.push(`${name} ${JSON.stringify(args)}`);
          return new Original(...args);
        } as unknown as typeof Intl.DateTimeFormat;
        Object.defineProperty(Counted, 'prototype', { value: Original.prototype });
        (Intl as unknown as Record<string, unknown>)[name] = Counted;
      }
      Date.prototype.toLocaleString = function () {
        built.push('toLocaleString');
        return '';
      };
    });
    await page.goto('/demo/delivery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The menu and the delivery area picker that opens over it, with prices and times.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt)).toEqual([]);
    await context.close();
  });
}

/** A type home and an item page of the demo, each visited first below. */
const businessPages = ['/demo/delivery', '/demo/delivery/13/1301'];

/**
 * A first visit to `path` on a phone, in a context of its own that `watch` listens to from the start: returns once
 * the page shows its heading and its requests have settled, with the context for the caller to close.
 */
async function firstVisit(browser: Browser, path: string, watch: (page: Page) => void): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  watch(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return context;
}

test('a business page asks the API for none of the answers it carried when just served', async ({ browser }) => {
  // The shell says when it wrote its answers (Server-Timing), so they are fresh: each load used to ask for the
  // restaurant again (a 304) and a type home for its banners (decision 0127).
  for (const path of businessPages) {
    const asked: string[] = [];
    const context = await firstVisit(browser, path, (page) =>
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname);
      }),
    );
    expect(asked.length, path).toBeGreaterThan(0);
    expect(
      asked.filter((pathname) => /^\/api\/webapp\/(v5\/restaurant|banners)\//.test(pathname)),
      path,
    ).toEqual([]);
    await context.close();
  }
});

test("a business page's scripts carry no validation library (zod stays with the forms that use it)", async ({
  browser,
}) => {
  // One value imported from the contract's index once pulled zod into the first script: 79.6 → 143.7 KB gzip.
  for (const path of businessPages) {
    const scripts: Promise<{ url: string; zod: boolean }>[] = [];
    const context = await firstVisit(browser, path, (page) =>
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(response.text().then((body) => ({ url: response.url(), zod: body.includes('$ZodType') })));
      }),
    );
    const loaded = await Promise.all(scripts);
    expect(loaded.length, path).toBeGreaterThan(2);
    expect(
      loaded.filter((script) => script.zod).map((script) => script.url),
      path,
    ).toEqual([]);
    await context.close();
  }
});

test("an item page's options, which come a frame after the rest, move nothing on screen", async ({ page }) => {
  // Decision 0128: the form is the last thing in the article and the footer waits below the first screen.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/demo/delivery/13/1301');
  await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});

test("on a wide screen the item's photo sits at the top of its column and stays while the options scroll", async ({
  browser,
}) => {
  // The stylesheet the app applies came before the shell's inline rules, so the shell's `.relative` beat
  // `md:sticky` and `md:self-start`: the photo sat 96 px below the top of its column and scrolled away.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/demo/delivery/13/1301');
  await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible();
  const photo = page.locator('main article img').first();
  const heading = page.getByRole('heading', { level: 1 });
  const top = async () => (await photo.boundingBox())!.y;
  expect(Math.abs((await top()) - (await heading.boundingBox())!.y)).toBeLessThan(40);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // Sticky under the top bar (md:top-24), not scrolled off with the page.
  await expect.poll(top).toBe(96);
  await context.close();
});
