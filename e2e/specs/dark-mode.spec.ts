import type { Page } from '@playwright/test';
import { expect, openTypeHome, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

/**
 * Answers the demo business with the given dark_mode setting, whatever the demo file says. The page first
 * renders from the answer embedded in its HTML and then revalidates it with If-None-Match (decision 0063);
 * the condition is dropped so the revalidation gets a body to change, and the theme follows it.
 */
async function withDarkMode(page: Page, mode: 'auto' | 'on' | 'off'): Promise<void> {
  await page.route('**/api/webapp/v5/restaurant/demo', async (route) => {
    const headers = { ...route.request().headers() };
    delete headers['if-none-match'];
    const response = await route.fetch({ headers });
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
