import { e2eDatabaseUrl } from '../support/environment.ts';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { apiLogin, codeFor, freshPhone, useSession } from '../support/guest-session.ts';

/**
 * Accounts (issue 7) against the demo business: login with a code read from the development outbox,
 * the five-wrong-tries lock, and the wallet: credited by staff, then paid from by an order.
 */

const reference = 'demo';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = e2eDatabaseUrl;

interface Restaurant {
  id: number;
  user_id: number;
  branch_id: number;
  disable_otp: boolean;
  enable_wallet: boolean;
  selling_types: string[];
  currency: { code: string; decimal_digits: number };
}

interface MenuItem {
  id: number;
  schedule: unknown[] | null;
  visible: boolean;
  hide_price: boolean;
  require_comment: boolean;
  types: Record<string, boolean>;
  price_labels: { id: number; price: number; minimum: number }[];
  modifier_groups: { min: number }[];
}

interface Menu {
  categories: { schedule: unknown[] | null; items: MenuItem[] }[];
}

async function loadDemo(request: APIRequestContext) {
  const response = await request.get(`/api/webapp/v5/restaurant/${reference}`, { headers: { locale: 'en' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    restaurant: Restaurant;
    menu: Menu | null;
  };
}

/** A staff token made by the CLI, as the venue would. */
function staffToken(): string {
  const output = execFileSync(
    'npm',
    ['run', '-s', 'staff-token', '-w', 'apps/server', '--', reference, 'e2e', '--role', 'owner'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const token = output.split('\n').find((line) => line.startsWith('stf_'));
  if (!token) throw new Error(`no staff token in: ${output}`);
  return token.trim();
}

function amountText(major: number, digits: number): string {
  return new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major);
}

/**
 * Simple items (no required modifiers, comment or hidden price) sold for the selling type, those without
 * a schedule (on the item or its category) first: they can be ordered at any hour the venue is open.
 */
function simpleItems(menu: Menu | null, type: string): MenuItem[] {
  const items = (menu?.categories ?? []).flatMap((category) =>
    category.items.map((item) => ({ item, anyTime: !category.schedule && !item.schedule })),
  );
  return items
    .filter(
      ({ item }) =>
        item.visible &&
        !item.hide_price &&
        !item.require_comment &&
        item.types[type] &&
        item.price_labels.length > 0 &&
        item.modifier_groups.every((group) => group.min === 0),
    )
    .sort((a, b) => Number(b.anyTime) - Number(a.anyTime))
    .map(({ item }) => item);
}

/** Places an order paid with the wallet through the API; tries now, then the first scheduled slot. */
async function orderWithWallet(request: APIRequestContext, demo: Awaited<ReturnType<typeof loadDemo>>, token: string) {
  const { restaurant } = demo;
  const shifts = (await (await request.get(`/api/webapp/v5/shifts/${reference}`)).json()) as {
    now: string;
    today: Record<string, { opens_at_iso?: string | null } | undefined>;
    days: { date: string; types: Record<string, { closed: boolean; slots: { from: string }[] } | undefined> }[];
  };
  // The venue may be closed while the test runs: then the order is scheduled for when it opens.
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(shifts.now)?.[1] ?? 'Z';
  const slotsOf = (type: string) => [
    ...(shifts.today[type]?.opens_at_iso ? [shifts.today[type]?.opens_at_iso as string] : []),
    ...shifts.days.flatMap((day) =>
      (day.types[type]?.slots ?? []).map((slot) => `${day.date}T${slot.from}:00${offset}`),
    ),
  ];
  const zones = (await (await request.get(`/api/webapp/zones/${restaurant.id}`)).json()) as {
    zones?: { visible: boolean; areas: { id: number }[] }[];
  };
  const areaId = zones.zones?.find((zone) => zone.visible && zone.areas.length > 0)?.areas[0]?.id;
  const failures: string[] = [];
  for (const type of ['car_pickup', 'dine_in', 'delivery'].filter((t) => restaurant.selling_types.includes(t))) {
    const schedules = [
      { type: 'now' },
      ...slotsOf(type)
        .slice(0, 3)
        .map((slot) => ({ type: 'later', slot_start: slot })),
    ];
    for (const item of simpleItems(demo.menu, type).slice(0, 6)) {
      const label = item.price_labels[0];
      if (!label) continue;
      const quantity = Math.max(1, label.minimum || 1);
      for (const schedule of schedules) {
        const response = await request.post('/api/webapp/order', {
          headers: {
            authorization: `Bearer ${token}`,
            'idempotency-key': `e2e-wallet-${Date.now()}-${type}-${failures.length}`,
          },
          data: {
            branch_id: restaurant.branch_id,
            selling_types: type,
            order_lines: [{ item_id: item.id, price_label_id: label.id, quantity }],
            name: 'Wallet Tester',
            phone: '50012345',
            dial_code: '+965',
            payment_type: 2,
            use_wallet: true,
            schedule,
            ...(type === 'car_pickup' ? { car: { model: 'Civic', color: 'Blue', plate: '12345' } } : {}),
            ...(type === 'delivery' && areaId ? { delivery: { area_id: areaId } } : {}),
          },
        });
        if (response.ok()) return { price: label.price * quantity };
        const text = await response.text();
        failures.push(`${type}/${item.id}/${schedule.type}: ${response.status()} ${text}`);
        // This item is not sold now: the next one may be.
        if (text.includes('item_id')) break;
      }
    }
  }
  throw new Error(`no order could be placed:\n${failures.join('\n')}`);
}

test.describe('accounts', () => {
  test.beforeEach(async ({ request, problems }) => {
    // Wrong codes and refused tries are answered 400/429, which the browser logs as failed loads.
    problems.allow(/Failed to load resource: the server responded with a status of (400|429)/);
    const { restaurant } = await loadDemo(request);
    test.skip(restaurant.disable_otp, 'the demo business has no customer accounts');
  });

  test('a guest logs in with a code from the outbox, names themselves and sees the profile', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto(`/${reference}/profile`);
    await expect(page).toHaveURL(/\/demo\/login\?next=%2Fdemo%2Fprofile$/);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeInput = page.getByLabel('6-digit code');
    await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByText(/You can ask for a new code in 0:(30|29|28)/)).toBeVisible();
    await codeInput.fill(await codeFor(request, phone));

    // A first login has no name yet: the profile asks for it, then goes on to where the guest was.
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await page.getByLabel('Name').fill('Sara E2E');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/demo\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText('Sara E2E')).toBeVisible();
    await expect(page.getByText('Verified')).toBeVisible();

    // The session survives a reload, and logging out ends it.
    await page.reload();
    await expect(page.getByText('Sara E2E')).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).not.toHaveURL(/profile/);
    await page.goto(`/${reference}/profile`);
    await expect(page).toHaveURL(/\/demo\/login/);
  });

  test('five wrong codes lock the code: the right one is refused after that and a new one is needed', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto(`/${reference}/login`);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    const right = await codeFor(request, phone);
    const wrong = right === '000000' ? '111111' : '000000';

    const expected = [
      'That code is wrong. 4 tries left.',
      'That code is wrong. 3 tries left.',
      'That code is wrong. 2 tries left.',
      'That code is wrong. 1 try left.',
      'That code is wrong or no longer valid. Ask for a new code.',
    ];
    for (const message of expected) {
      await page.getByLabel('6-digit code').fill(wrong);
      await expect(page.getByRole('alert')).toHaveText(message);
    }
    await page.getByLabel('6-digit code').fill(right);
    await expect(page.getByRole('alert')).toHaveText(/Too many wrong tries.*ask for a new code/);
    await expect(page).toHaveURL(/\/demo\/login/);
  });

  test('the wallet shows what staff credited, and falls after an order paid with it', async ({ page, request }) => {
    const demo = await loadDemo(request);
    test.skip(!demo.restaurant.enable_wallet, 'the demo business has no wallet');
    const digits = demo.restaurant.currency.decimal_digits;
    const phone = freshPhone();
    const session = await apiLogin(request, demo.restaurant, phone);

    const credit = await request.post('/api/staff/wallet/credit', {
      headers: { authorization: `Bearer ${staffToken()}` },
      data: { phone, amount: 50, reason: 'E2E top-up' },
    });
    expect(credit.ok(), await credit.text()).toBe(true);

    await useSession(page, session, '+965');
    await page.goto(`/${reference}/wallet/home`);
    await expect(page.getByTestId('wallet-balance')).toContainText(amountText(50, digits));
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await expect(page.getByText('Top-up', { exact: true })).toBeVisible();
    await expect(page.getByText('E2E top-up')).toBeVisible();

    const order = await orderWithWallet(request, demo, session.token);
    await page.goto(`/${reference}/wallet/home`);
    const balance = page.getByTestId('wallet-balance');
    await expect(balance).not.toContainText(amountText(50, digits));
    const left = Math.max(0, 50 - order.price);
    expect(order.price).toBeGreaterThan(0);
    // The total may include fees or taxes, so the balance is at most 50 minus the item's price.
    const shown = Number((await balance.textContent())?.replace(/[^0-9.]/g, ''));
    expect(shown).toBeLessThanOrEqual(left + 1e-9);
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await expect(page.getByText(/Paid for order #\d+/)).toBeVisible();
  });
});
