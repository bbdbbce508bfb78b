import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { e2eDatabaseUrl } from './environment.ts';
import { expect } from './fixtures.ts';

/** What the reservation specs share: the server's CLI, the demo's dates and slots, and the booking page's steps. */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);
const timeZone = 'Asia/Kuwait';

export async function cli(args: string[]): Promise<string> {
  const { stdout } = await run('npm', args, {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl },
    // A command that hangs fails with its own name instead of eating the test's whole time.
    timeout: 20_000,
  });
  return stdout;
}

export async function staffToken(): Promise<string> {
  const stdout = await cli(['run', 'staff-token', '-w', 'apps/server', '--', 'demo', 'e2e-reservations']);
  const token = /stf_[A-Za-z0-9_-]{20,100}/.exec(stdout)?.[0];
  if (!token) throw new Error(`No staff token in the CLI's output: ${stdout}`);
  return token;
}

/** The branch's local date `days` after today. */
export function localDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export interface Slots {
  branch_id: number;
  slots: { time: string; available: boolean }[];
}

export async function restaurant(request: APIRequestContext) {
  const response = await request.get('/api/webapp/v5/restaurant/demo', { headers: { locale: 'en' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    restaurant: { id: number; branch_id: number; reservation: { type: number } };
  };
}

export async function slotsOf(request: APIRequestContext, date: string, party: number): Promise<Slots> {
  const { restaurant: business } = await restaurant(request);
  const response = await request.get(
    `/api/webapp/reservation-slots/${business.id}?branch_id=${business.branch_id}&date=${date}&party_size=${party}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Slots;
}

/** The first local date from `days` ahead on which a party has an open slot (closed days are skipped). */
export async function openDate(request: APIRequestContext, days: number, party: number): Promise<string> {
  for (let day = days; day < days + 7; day += 1) {
    const date = localDate(day);
    if ((await slotsOf(request, date, party)).slots.some((slot) => slot.available)) return date;
  }
  throw new Error(`No open slot for ${party} in the week from ${localDate(days)}`);
}

export async function newDevice(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  return { context, page: await context.newPage() };
}

/** Chooses a date in the strip, the party size and the first offered time; answers the time chosen. */
export async function chooseSlot(page: Page, date: string, party: number): Promise<string> {
  await page.locator(`[data-testid="date-strip"] [data-date="${date}"]`).click();
  await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
  const current = Number(await page.getByTestId('party').textContent());
  for (let size = current; size < party; size += 1) await page.getByRole('button', { name: 'More guests' }).click();
  for (let size = current; size > party; size -= 1) await page.getByRole('button', { name: 'Fewer guests' }).click();
  await expect(page.getByTestId('party')).toHaveText(String(party));
  // The times of the date and party chosen, not the previous ones kept in view while they load.
  await expect(page.getByTestId('slots')).not.toHaveAttribute('aria-busy', 'true');
  const first = page.getByTestId('slots').getByRole('button').first();
  await expect(first).toBeVisible();
  const time = (await first.textContent()) ?? '';
  await first.click();
  return time.trim();
}

export async function fillContact(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
}

/**
 * Switches the demo business to type-2 bookings (with a pre-order) by importing a changed copy of its file through
 * the CLI; answers the function that imports the original back (call it in `finally`).
 */
export async function useReservationType2(request: APIRequestContext): Promise<() => Promise<void>> {
  const source = path.join(repoRoot, 'data/demo/business.json');
  const original = await readFile(source, 'utf8');
  const changed = JSON.parse(original) as { business: { reservation: { type: number } } };
  changed.business.reservation.type = 2;
  const temporary = path.join(repoRoot, 'data/demo/.e2e-reservation-type-2.json');
  await writeFile(temporary, JSON.stringify(changed));
  try {
    await cli(['run', 'import', '-w', 'apps/server', '--', temporary]);
  } finally {
    await rm(temporary, { force: true });
  }
  await expect.poll(async () => (await restaurant(request)).restaurant.reservation.type, { timeout: 10_000 }).toBe(2);

  return async () => {
    await cli(['run', 'import', '-w', 'apps/server', '--', source]);
  };
}

/** Puts a reservation-only dish in the pre-order and comes back to the booking page showing its total. */
export async function addReservationDish(page: Page): Promise<void> {
  await page.goto('/demo/reservation/order');
  await expect(page.getByRole('heading', { name: 'Pre-order' })).toBeVisible();
  await page.getByRole('link', { name: 'Choose dishes' }).click();
  await expect(page).toHaveURL(/\/demo\/reservation$/);
  // A reservation-only dish: the first item of the reservation menu's first category.
  await page.getByRole('region', { name: 'Menu' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/demo\/reservation\/\d+$/);
  const hrefs = await page
    .locator('a[href^="/demo/reservation/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const itemHref = hrefs.find((href) => /^\/demo\/reservation\/\d+\/\d+$/.test(href));
  expect(itemHref, 'an item of the reservation menu').toBeTruthy();
  await page.goto(itemHref ?? '');
  const kitchenNote = page.getByRole('textbox', { name: /Note for the kitchen/ });
  await expect(page.getByRole('button', { name: /Add to cart/ })).toBeVisible();
  if ((await kitchenNote.count()) > 0) await kitchenNote.fill('A birthday, no nuts please');
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await page.goto('/demo/reservation/cart');
  await page
    .getByRole('link', { name: 'Checkout' })
    .or(page.getByRole('button', { name: 'Checkout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/demo\/reservation\/order$/);
  await expect(page.getByTestId('pre-order')).toContainText('Pre-order total');
}

/**
 * Books a table through the API (a fresh device and idempotency key each time; a signed-in guest's booking when a
 * session token is given); answers the response.
 */
let keys = 0;
export async function book(
  request: APIRequestContext,
  body: { branch_id: number; date: string; time: string; party_size: number },
  token?: string,
) {
  keys += 1;
  return request.post('/api/webapp/reserve-table', {
    headers: {
      'idempotency-key': `e2e-reserve-${Date.now()}-${keys}`,
      'x-device-id': `e2efill${keys}x`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { ...body, name: 'Filler Guest', phone: '50012345', dial_code: '+965' },
  });
}
