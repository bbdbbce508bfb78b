import { expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('an unknown business shows the not-found error screen', async ({ page, problems }) => {
  // The browser logs the API's 404 answer; that is the point of this test.
  problems.allow(/status of 404/);
  await page.goto('/no-such-venue');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('OK Menu 404');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('an unmatched route says which page was not found', async ({ page }) => {
  await page.goto('/demo/delivery/1/2/3');
  await expect(page.getByText('Page not found: /demo/delivery/1/2/3')).toBeVisible();
  await expect(page).toHaveTitle('OK Menu 404');
});

test('/404 shows the not-found page', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('OK Menu 404');
});

test('/demo/ redirects to /demo without the trailing slash', async ({ page }) => {
  await page.goto('/demo/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // /demo itself may go on to the only order type; either way the slash is gone.
  await expect(page).toHaveURL(/\/demo(\/[a-z]+)?$/);
  expect(new URL(page.url()).pathname.endsWith('/')).toBe(false);
});

test('a trailing slash deeper in the path is dropped too, keeping the query', async ({ page }) => {
  await page.goto('/demo/delivery/?table=4');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/delivery\?table=4$/);
});

test('Back from a page reached through a redirect leaves it, instead of being sent forward again', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // The trailing-slash guard redirects /demo/delivery/ to /demo/delivery, replacing the entry it came in on.
  await page.goto('/demo/delivery/');
  await expect(page).toHaveURL(/\/demo\/delivery$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a missing script file answers 404 instead of the app page', async ({ request }) => {
  const response = await request.get('/assets/index-does-not-exist.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).not.toContain('text/html');
});
