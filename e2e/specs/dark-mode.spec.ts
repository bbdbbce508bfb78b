import type { Page } from '@playwright/test';
import { expect, openTypeHome, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

/**
 * Answers the demo business with the given dark_mode setting, whatever the demo file says: in the answer its
 * pages carry (which the app starts from and, just served, does not ask for again: decision 0127) and in the
 * API's. The conditions are dropped so that each request gets a body to change.
 */
async function withDarkMode(page: Page, mode: 'auto' | 'on' | 'off'): Promise<void> {
  const unconditional = (headers: Record<string, string>) => {
    const copy = { ...headers };
    delete copy['if-none-match'];
    return copy;
  };
  await page.route(
    (url) => url.pathname.startsWith('/demo'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ headers: unconditional(route.request().headers()) });
      const body = (await response.text()).replaceAll(/"dark_mode":"[a-z]+"/g, `"dark_mode":"${mode}"`);
      await route.fulfill({ response, body });
    },
  );
  await page.route('**/api/webapp/v5/restaurant/demo', async (route) => {
    const response = await route.fetch({ headers: unconditional(route.request().headers()) });
    const body = (await response.json()) as { restaurant: { dark_mode: string } };
    body.restaurant.dark_mode = mode;
    await route.fulfill({ response, json: body });
  });
}

const html = (page: Page) => page.locator('html');

test('with dark mode auto, a system in dark mode gets the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await withDarkMode(page, 'auto');
  await openTypeHome(page);
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
});

test('with dark mode auto, a system in light mode gets the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await withDarkMode(page, 'auto');
  await openTypeHome(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test('with dark mode auto, the theme follows the system when it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await withDarkMode(page, 'auto');
  await openTypeHome(page);
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
});

test('dark mode on is dark even on a light system, and off is light even on a dark one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await withDarkMode(page, 'on');
  await openTypeHome(page);
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);

  await page.unrouteAll({ behavior: 'wait' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await withDarkMode(page, 'off');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
});
