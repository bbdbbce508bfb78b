import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** What a page must not do: log an error, throw, or break the Content-Security-Policy. */
interface Problems {
  /** Console errors matching one of these are expected by the test (e.g. the 404 of an unknown business). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ problems: Problems }>({
  problems: [
    async ({ page }, use) => {
      const found: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        const text = message.text();
        const csp = /Content[- ]Security[- ]Policy/i.test(text);
        if (message.type() === 'error' || csp) found.push(`console ${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = found.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface DemoBusiness {
  name: string;
  /** Visible top-level category names, in the answer's order. */
  categories: string[];
}

/** The demo business as the API answers it in a language, so specs follow whatever the demo file holds. */
export async function demoBusiness(request: APIRequestContext, locale: 'en' | 'ar'): Promise<DemoBusiness> {
  const response = await request.get('/api/webapp/v5/restaurant/demo', { headers: { locale } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    restaurant: { business_name: string };
    menu: { categories: { name: string; parent_id: number | null; visible: boolean }[] };
  };
  return {
    name: body.restaurant.business_name,
    categories: body.menu.categories
      .filter((category) => category.parent_id === null && category.visible)
      .map((category) => category.name),
  };
}

/** How many of the names are visible on the page now. */
export async function visibleCount(page: Page, names: readonly string[]): Promise<number> {
  let count = 0;
  for (const name of names) {
    if (await page.getByText(name, { exact: true }).first().isVisible()) count += 1;
  }
  return count;
}

/** From /demo: picks delivery when the venue offers several order types, then waits for its home. */
/**
 * Opens the demo's pickup type home as a new visitor would (the delivery home opens its area picker
 * first, which the delivery specs cover).
 */
export async function openTypeHome(page: Page): Promise<void> {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (new URL(page.url()).pathname === '/demo') {
    await page
      .getByRole('link', { name: /^(Pickup|استلام)/ })
      .first()
      .click();
  }
  await expect(page).toHaveURL(/\/demo\/[a-z]+$/);
}
