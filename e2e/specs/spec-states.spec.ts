import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { e2eDataDir, e2eDatabaseUrl } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';
import { importBusiness, repoRoot } from '../support/staff.ts';

/**
 * Issue 16, the web app's part: the server-driven states of SPEC §2 and §8 (a business switched off, replacing its
 * menu, suspended with 433, moved to another reference or domain) and the `wv`/`theme_id` link options (SPEC §7),
 * each driven on the real server with its own CLI. A business of its own keeps the demo untouched for other specs.
 */
const run = promisify(execFile);
const week = Array.from({ length: 7 }, () => ({ closed: false, shifts: [{ time_from: '00:00', time_to: '23:59' }] }));

function businessFile(referenceId: string, ids: number, business: Record<string, unknown> = {}) {
  return {
    format: 1,
    business: {
      reference_id: referenceId,
      business_name: { en: 'State Bistro', ar: 'بيسترو الحالات' },
      currency: 'KWD',
      country_iso: 'KW',
      locales: ['en', 'ar'],
      fees: 0,
      themes: { night: { primary: '#112233', accent: '#445566' } },
      ...business,
    },
    branches: [
      {
        id: ids,
        reference_id: `${referenceId}-city`,
        name: { en: 'City', ar: 'المدينة' },
        location: { lat: 29.37, lng: 47.98 },
        time_zone: 'Asia/Kuwait',
        selling_types: ['car_pickup'],
        shifts: { car_pickup: week },
      },
    ],
    categories: [{ id: ids + 1, name: { en: 'Grills', ar: 'مشاوي' }, sort: 1 }],
    items: [
      {
        id: ids + 2,
        category_id: ids + 1,
        name: { en: 'State grill', ar: 'مشاوي الحالات' },
        types: { car_pickup: true },
        price_labels: [{ id: ids + 3, price: 4.5 }],
        sort: 1,
      },
    ],
  };
}

async function importFile(name: string, content: object): Promise<void> {
  const file = path.join(e2eDataDir, `${name}.json`);
  await writeFile(file, JSON.stringify(content));
  await importBusiness(file);
}

/** `npm run business-state` (decision 0096); running servers notice within a second. */
async function setState(referenceId: string, status: string, message?: string): Promise<void> {
  const args = ['run', 'business-state', '-w', 'apps/server', '--', referenceId, status, ...(message ? [message] : [])];
  await run('npm', args, { cwd: repoRoot, env: { ...process.env, DATABASE_URL: e2eDatabaseUrl }, timeout: 60_000 });
  // The server's answer cache drops the business's answers within a second of the version bump.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
}

const states = 'e2e-states';
const menuPath = `/${states}/pickup`;

async function expectMenu(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Grills' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await importFile(states, businessFile(states, 9301));
});

test('a business switched off or replacing its menu shows the message instead of the menu', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(menuPath);
  await expectMenu(page);

  await setState(states, 'off', 'Closed for Eid, back on Sunday');
  await page.goto(menuPath);
  await expect(page.getByRole('alert')).toHaveText('Closed for Eid, back on Sunday');
  await expect(page.getByRole('link', { name: 'Grills' })).toHaveCount(0);

  await setState(states, 'replacing_menu');
  await page.goto(menuPath);
  await expect(page.getByRole('alert')).toHaveText('The menu is being updated. Please come back in a few minutes.');

  await setState(states, 'open');
  await page.goto(menuPath);
  await expectMenu(page);
});

test("the server's default sentence is shown in the guest's language", async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  await setState(states, 'off');
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ar-KW' });
  try {
    const page = await context.newPage();
    await page.goto(menuPath);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('alert')).toHaveText('لا يستقبل هذا المتجر طلبات الآن.');
  } finally {
    await context.close();
    await setState(states, 'open');
  }
});

test('a suspended business shows the 433 page', async ({ page, problems }) => {
  test.setTimeout(90_000);
  problems.allow(/status of 433/);
  await setState(states, 'suspended');
  try {
    await page.goto(menuPath);
    await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
    await expect(page.getByText('This page cannot be shown right now. Please try again later.')).toBeVisible();
    await expect(page).toHaveTitle(/ 433$/);
    await expect(page.getByRole('link', { name: 'Grills' })).toHaveCount(0);
  } finally {
    await setState(states, 'open');
  }
  await page.goto(menuPath);
  await expectMenu(page);
});

test('a moved business sends the guest to its new reference or domain', async ({ page }) => {
  test.setTimeout(90_000);
  await importFile('e2e-moved', businessFile('e2e-moved', 9311, { moved_to: { reference_id: states } }));
  await page.goto('/e2e-moved/pickup');
  await expect(page).toHaveURL(new RegExp(`/${states}(/pickup)?$`));
  await expectMenu(page);

  await importFile('e2e-moved', businessFile('e2e-moved', 9311, { moved_to: { url: 'https://moved.example.com/' } }));
  await page.route('https://moved.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Moved</title><h1>The new home</h1>' }),
  );
  await page.goto('/e2e-moved/pickup');
  await expect(page).toHaveURL('https://moved.example.com/');
  await expect(page.getByRole('heading', { name: 'The new home' })).toBeVisible();
});

test('a link with wv=1 and a theme keeps both for the session and hides what the app shows itself', async ({
  page,
}) => {
  const restaurantCall = (predicate: (url: URL) => boolean) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === `/api/webapp/v5/restaurant/${states}` && predicate(url);
    });

  // A plain visit: the profile tab is there.
  await page.goto(menuPath);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();

  const first = restaurantCall((url) => url.searchParams.get('wv') === '1');
  await page.goto(`${menuPath}?wv=1&theme_id=night`);
  const answer = (await (await first).json()) as { webview: boolean; theme_id: string | null };
  expect(answer).toMatchObject({ webview: true, theme_id: 'night' });
  await expectMenu(page);
  await expect(nav.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);

  // A reload at an address without the query is still the same web view, with the same theme.
  const again = restaurantCall(
    (url) => url.searchParams.get('wv') === '1' && url.searchParams.get('theme_id') === 'night',
  );
  await page.goto(menuPath);
  await again;
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);

  // On a wide screen the top bar (logo, name, tabs) is the app's too.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectMenu(page);
});
