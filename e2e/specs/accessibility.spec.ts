import type { Page } from '@playwright/test';
import { headingVisible, viewports, violations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference } from '../support/ordering.ts';
import { placePickupOrder, type PlacedOrder } from '../support/place-order.ts';

/**
 * Accessibility (issue 19, decision 0099): axe-core finds no WCAG 2.2 A/AA violation on the guest pages of the
 * demo (type home, category, item, search, login, cart, checkout, an order's page, 404) and the staff board's sign-in, in English and Arabic, light and dark, on a phone and a laptop.
 */

/** One guest order for every run: its page is checked too. */
let order: PlacedOrder | undefined;

for (const language of ['en', 'ar'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      test(`no WCAG 2.2 AA violations · ${language} · ${scheme} · ${viewport.name}`, async ({
        page,
        request,
        problems,
      }) => {
        test.setTimeout(120_000);
        // The sign-in and order pages ask the API for things a guest has not got; those 4xx are expected.
        problems.allow(/status of 40\d/);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const demo = await loadDemo(request);
        order ??= await placePickupOrder(request, 'Guest Axe');
        const item = pickupItems(demo)[0]!;
        const lang = `?lang=${language}`;
        const pages: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
          { name: 'type home', path: `/${reference}/pickup${lang}`, ready: mainVisible },
          { name: 'category', path: `/${reference}/pickup/${item.category_id}${lang}`, ready: mainVisible },
          { name: 'item', path: `/${reference}/pickup/${item.category_id}/${item.id}${lang}`, ready: headingVisible },
          { name: 'search', path: `/${reference}/pickup/search${lang}`, ready: mainVisible },
          { name: 'login', path: `/${reference}/login${lang}`, ready: headingVisible },
          { name: 'cart', path: `/${reference}/pickup/cart${lang}`, ready: headingVisible },
          { name: 'checkout', path: `/${reference}/pickup/checkout${lang}`, ready: headingVisible },
          {
            name: 'order',
            path: `/${reference}/order/${order.id}?key=${order.secret}&lang=${language}`,
            ready: async (page) => expect(page.getByTestId('order-status')).toBeVisible(),
          },
          { name: 'not found', path: `/404${lang}`, ready: headingVisible },
          { name: 'staff sign-in', path: `/staff${lang}`, ready: headingVisible },
        ];
        // The cart and checkout need something in the cart (added in English, whose names the helper reads).
        await addFromItemPage(page, item);
        const found: string[] = [];
        for (const target of pages) {
          await page.goto(target.path);
          await target.ready(page);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          for (const violation of await violations(page)) found.push(`${target.name} ${target.path}: ${violation}`);
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }
}

async function mainVisible(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
}

/**
 * The newer guest pages (reservations, venue pages, feedback), once per page in English light on a phone and
 * Arabic dark on a laptop (the eight-way pass above stays on the ordering pages).
 */
for (const [language, scheme, viewport] of [
  ['en', 'light', viewports[0]],
  ['ar', 'dark', viewports[1]],
] as const) {
  test(`no WCAG 2.2 AA violations on the newer guest pages · ${language} · ${scheme} · ${viewport.name}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const lang = `?lang=${language}`;
    const pages = [
      { name: 'reservation booking', path: `/${reference}/reservation/table${lang}` },
      { name: 'policies', path: `/${reference}/Policies${lang}` },
      { name: 'settings', path: `/${reference}/settings${lang}` },
      { name: 'feedback', path: `/${reference}/Feedback${lang}` },
    ];
    const found: string[] = [];
    for (const target of pages) {
      await page.goto(target.path);
      await headingVisible(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const violation of await violations(page)) found.push(`${target.name} ${target.path}: ${violation}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
