import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loadDemo, pickupItems, reference } from '../support/ordering.ts';

/** Issue 12: what a first walk through the demo found, as the guest sees it. */

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page opens at its top and Back returns to where the guest was', async ({ page, request }) => {
  const demo = await loadDemo(request);
  // The category with the most dishes that can be picked up at any hour: a page long enough to scroll.
  const counts = new Map<number, number>();
  for (const item of pickupItems(demo)) counts.set(item.category_id, (counts.get(item.category_id) ?? 0) + 1);
  const [categoryId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const categoryPage = `/${reference}/pickup/${categoryId}`;
  await page.goto(categoryPage);
  const items = page.locator(`main a[href^="${categoryPage}/"]`);
  await expect(items.first()).toBeVisible();
  // Scroll far enough that the item page would open off its top if the scroll were kept.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  const visibleItem = items.last();
  await visibleItem.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(200);
  await visibleItem.click();
  await expect(page).not.toHaveURL(new RegExp(`${categoryPage}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${categoryPage}$`));
  // Back to the list where it was: near the same place (the list may still be settling its images), not its top.
  await expect.poll(() => scrollY(page)).toBeGreaterThan(Math.min(200, before / 2));

  // Menu → cart: the cart opens at its top too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Back from a category returns to the same place on the menu, which renders in slices', async ({ page }) => {
  const home = `/${reference}/pickup`;
  await page.goto(home);
  // The last category card: at the bottom of a page whose categories come after the banners and rails.
  const cards = page.locator('section[aria-labelledby="categories-heading"] li a');
  const last = cards.last();
  await expect(last).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(800);
  await last.click();
  await expect(page).not.toHaveURL(new RegExp(`${home}$`));
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  // Decision 0125: the page grows slice by slice after Back; the place is kept until it is reached (it was left
  // at the height of the first slice, 337 px against 2,367).
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 2);
  expect(await scrollY(page)).toBeLessThan(before + 2);
  await expect(last).toBeInViewport();
});

test('a 404 inside a restaurant leads back to its menu, not the landing page', async ({ page, problems }) => {
  // The item call for a dish that does not exist answers 404; that is the point of this test.
  problems.allow(/status of 404/);
  await page.goto('/demo/pickup/1/2/3');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/demo');

  // A dish that does not exist goes to /404, which still knows the restaurant.
  await page.goto('/demo/pickup/1/999999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/demo(\/[a-z]+)?$/);
});

test('an unknown venue leads to the landing page', async ({ page, problems }) => {
  problems.allow(/status of 404/);
  await page.goto('/no-such-venue');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('a pin off every zone does not say the pin works', async ({ page, context, problems }) => {
  // Map tiles and the geocoder are unreachable on the test machine; the app works without them.
  problems.allow(/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|status of 502/);
  await context.grantPermissions(['geolocation']);
  // The middle of the Arabian Sea: no venue delivers there.
  await context.setGeolocation({ latitude: 15, longitude: 62 });
  // The geocoder is down: its answer would add "…but your pin works", which only fits a pin inside a zone.
  await page.route('**/api/webapp/getAddress**', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"Geocoder unavailable"}' }),
  );
  await page.goto(`/${reference}/delivery/map`);
  const asked = page.waitForResponse((response) => response.url().includes('/getAddress'));
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('pin-outside')).toBeVisible();
  await asked;
  await expect(page.getByTestId('pin-address-unavailable')).toBeHidden();
  await expect(page.getByText(/your pin works/i)).toBeHidden();
});
