import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference } from '../support/ordering.ts';

/**
 * Installable and offline (issue 19, decision 0099): after one visit the service worker keeps the page (with
 * its menu), the build's files and the public answers, so with the connection gone the guest still browses
 * the menu and the cart, sees the offline notice, and cannot place the order.
 */

/** Waits until the service worker controls the page and has kept the visit's page and every build file. */
async function waitUntilKept(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
  await page.waitForFunction(
    async (pagePath) => {
      const names = await caches.keys();
      const shell = names.find((name) => name.startsWith('okmenu-shell-'));
      const assets = names.find((name) => name.startsWith('okmenu-assets-'));
      if (!shell || !assets) return false;
      if (!(await (await caches.open(shell)).match(pagePath))) return false;
      const build = (await (await fetch('/build.json', { cache: 'no-store' })).json()) as { files?: string[] };
      const kept = await caches.open(assets);
      for (const file of build.files ?? []) if (!(await kept.match(file))) return false;
      return true;
    },
    path,
    { timeout: 20_000, polling: 250 },
  );
}

test.describe('offline', () => {
  test('after one visit, browses the menu and the cart offline, with a notice, and cannot order', async ({
    page,
    context,
    request,
    problems,
  }) => {
    // Offline, the calls the app makes fail; that is what the test is about.
    problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED|Failed to load resource/);
    const demo = await loadDemo(request);
    const item = pickupItems(demo)[0]!;
    const category = demo.menu.categories.find((c) => c.id === item.category_id)!;

    await page.goto(`/${reference}/pickup`);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await waitUntilKept(page, `/${reference}/pickup`);
    await addFromItemPage(page, item);

    await context.setOffline(true);
    await page.goto(`/${reference}/pickup`);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText("You're offline");
    // The menu is there: the category opens and shows its item.
    await page.goto(`/${reference}/pickup/${category.id}`);
    await expect(page.getByText(item.name).first()).toBeVisible();
    await page.goto(`/${reference}/pickup/${item.category_id}/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();

    // The cart still holds what was added.
    await page.goto(`/${reference}/pickup/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('offline-notice')).toBeVisible();

    // Back online, the notice goes away.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });

  test('the place-order button waits for the connection', async ({ page, context, request, problems }) => {
    problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED|Failed to load resource/);
    const demo = await loadDemo(request);
    await addFromItemPage(page, pickupItems(demo)[0]!);
    await page.goto(`/${reference}/pickup/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('offline-cannot-order')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-cannot-order')).toBeVisible();
    await expect(page.getByTestId('place-order')).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-cannot-order')).toHaveCount(0);
  });
});
