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
