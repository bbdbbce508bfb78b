import { e2eDatabaseUrl } from '../support/environment.ts';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The staff order board against the real server: a guest (context A) places a pickup order, staff
 * (context B) see it arrive live, accept it, and the guest's side learns it without a reload.
 * The guest checkout screens are still being built, so the guest places the order through the API and
 * then watches it on their order page.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const e2eDatabase = e2eDatabaseUrl;
const run = promisify(execFile);

/** A fresh staff token for the demo business, made with the operator's CLI against the e2e database. */
async function staffToken(): Promise<string> {
  const { stdout } = await run('npm', ['run', 'staff-token', '-w', 'apps/server', '--', 'demo', 'e2e'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: e2eDatabase },
  });
  const token = /stf_[A-Za-z0-9_-]{20,100}/.exec(stdout)?.[0];
  if (!token) throw new Error(`No staff token in the CLI's output: ${stdout}`);
  return token;
}

interface PlacedOrder {
  id: number;
  secret: string;
}

interface RestaurantAnswer {
  restaurant: {
    payment_methods: number[];
    branches: { id: number; selling_types: string[] }[];
    checkoutCarPickup: { scheduled_orders?: { on?: boolean; min_advance?: unknown; max_advance?: unknown } } | null;
  };
  menu: {
    categories: {
      visible: boolean;
      branches: number[];
      items: {
        id: number;
        visible: boolean;
        require_comment: boolean;
        branches: number[];
        types: Record<string, boolean>;
        price_labels: { id: number; minimum: number | null }[];
        modifier_groups: { min?: number | null; minimum?: number | null }[];
      }[];
    }[];
  };
}

/** Pickup lines the demo business can take at its first car-pickup branch, whatever the demo file holds. */
async function pickupCandidates(request: APIRequestContext) {
  const response = await request.get('/api/webapp/v5/restaurant/demo', { headers: { locale: 'en' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as RestaurantAnswer;
  const branch = body.restaurant.branches.find((candidate) => candidate.selling_types.includes('car_pickup'));
  if (!branch) throw new Error('The demo business has no car-pickup branch');
  const inBranch = (branches: number[]) => branches.length === 0 || branches.includes(branch.id);
  const lines = body.menu.categories
    .filter((category) => category.visible && inBranch(category.branches))
    .flatMap((category) => category.items)
    .filter(
      (item) =>
        item.visible &&
        item.types.car_pickup &&
        !item.require_comment &&
        inBranch(item.branches) &&
        item.modifier_groups.every((group) => !(group.min ?? group.minimum)),
    )
    .flatMap((item) =>
      item.price_labels
        .filter((label) => (label.minimum ?? 1) <= 1)
        .map((label) => ({ item_id: item.id, price_label_id: label.id })),
    );
  const methods = body.restaurant.payment_methods;
  const paymentType = methods.includes(2) ? 2 : (methods.find((method) => method !== 1) ?? 2);
  return { branchId: branch.id, lines, paymentType, scheduling: body.restaurant.checkoutCarPickup?.scheduled_orders };
}

/** The first slot a "later" pickup order can take, generated the way the web app does (decision 0010). */
async function firstPickupSlot(
  request: APIRequestContext,
  scheduling: { min_advance?: unknown; max_advance?: unknown },
): Promise<string | null> {
  const { generateSlots } = await import('@okmenu/domain');
  const response = await request.get('/api/webapp/v5/shifts/demo');
  if (!response.ok()) return null;
  const shifts = (await response.json()) as { time_zone: string; schedules: Record<string, unknown> };
  const slots = generateSlots({
    schedule: (shifts.schedules.car_pickup ?? null) as Parameters<typeof generateSlots>[0]['schedule'],
    now: new Date(),
    timeZone: shifts.time_zone,
    minAdvance: scheduling.min_advance as Parameters<typeof generateSlots>[0]['minAdvance'],
    maxAdvance: scheduling.max_advance as Parameters<typeof generateSlots>[0]['maxAdvance'],
  });
  return (slots[1] ?? slots[0])?.start ?? null;
}

/** The guest's pickup order, placed through POST webapp/order (now, or for the first slot when closed). */
async function placePickupOrder(request: APIRequestContext, name: string): Promise<PlacedOrder> {
  const { branchId, lines, paymentType, scheduling } = await pickupCandidates(request);
  expect(lines.length, 'a car-pickup item the demo sells').toBeGreaterThan(0);
  const problems: string[] = [];
  for (const line of lines.slice(0, 5)) {
    const body = {
      branch_id: branchId,
      selling_types: 'pickup',
      order_lines: [{ ...line, quantity: 1, modifiers: [] }],
      name,
      phone: '50012345',
      dial_code: '+965',
      payment_type: paymentType,
      car: { model: 'Patrol', color: 'White', plate: '12345' },
    };
    const place = (extra: object) =>
      request.post('/api/webapp/order', {
        headers: { 'idempotency-key': `e2e-staff-${Date.now()}-${Math.random().toString(36).slice(2)}` },
        data: { ...body, ...extra },
      });
    let response = await place({});
    if (response.status() === 409 && scheduling?.on) {
      // The demo's pickup hours are closed (or scheduled-only) at this moment: order for a later slot.
      const slot = await firstPickupSlot(request, scheduling);
      if (slot) response = await place({ schedule: { type: 'later', slot_start: slot } });
    }
    if (response.ok()) {
      const placed = (await response.json()) as { access: PlacedOrder };
      return placed.access;
    }
    problems.push(`${response.status()} ${await response.text()}`);
  }
  throw new Error(`The guest's order could not be placed:\n${problems.join('\n')}`);
}

/** A context of its own (as a separate device) with the project's base URL, failing on page errors. */
async function newDevice(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/** Context A listens to its order's status stream in the browser, as the order page does. */
async function followOrderStatus(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto('/404');
  await page.evaluate(({ id, secret }) => {
    const seen: { status: number; reason: string | null }[] = [];
    (window as unknown as { orderEvents: typeof seen }).orderEvents = seen;
    const source = new EventSource(`/api/webapp/update-order-events/${id}/${secret}`);
    source.addEventListener('status', (event) => seen.push(JSON.parse((event as MessageEvent<string>).data)));
  }, order);
}

const statusesSeen = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { orderEvents: { status: number }[] }).orderEvents.map((event) => event.status),
  );

async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Staff token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

const orderCard = (page: Page, id: number) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order #${id}`, exact: true }) });

test.describe('staff order board', () => {
  let token: string;
  test.beforeAll(async () => {
    token = await staffToken();
  });

  test('a guest’s pickup order appears live on the board; accepting it reaches the guest without reload', async ({
    browser,
    request,
  }, testInfo) => {
    const staff = await newDevice(browser, testInfo, { width: 1024, height: 768 });
    const guest = await newDevice(browser, testInfo, { width: 390, height: 844 });
    await signIn(staff.page, token);
    // The chime needs a user gesture before the browser lets it play.
    await staff.page.getByRole('button', { name: 'Turn on sound' }).click();
    await expect(staff.page.getByRole('button', { name: 'Turn off sound' })).toBeVisible();
    // Proves later that the board never reloaded: a full load would lose this.
    await staff.page.evaluate(() => ((window as unknown as { boardMarker: string }).boardMarker = 'same page'));

    const order = await placePickupOrder(guest.context.request, 'Guest Live');
    // Context A: the guest's own order page, which follows the order live.
    await guest.page.goto(`/demo/order/${order.id}?key=${order.secret}`);
    const guestStatus = guest.page.getByTestId('order-status');
    await expect(guestStatus).toHaveAttribute('data-status', /^(0|10)$/);
    await guest.page.evaluate(() => ((window as unknown as { guestMarker: string }).guestMarker = 'same page'));

    const card = orderCard(staff.page, order.id);
    await expect(card).toBeVisible();
    await expect(card.getByText('Car pickup')).toBeVisible();
    await expect(card.getByRole('link', { name: /Call Guest Live/ })).toHaveAttribute('href', 'tel:+96550012345');
    await expect(staff.page).toHaveTitle(/^\(\d+\) New orders/);

    await card.getByRole('button', { name: `Order #${order.id}` }).click();
    const detail = staff.page.getByRole('complementary', { name: 'Order details' });
    await expect(detail.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
    await detail.getByRole('button', { name: 'Accept' }).click();
    await expect(detail.getByTestId('order-status')).toHaveText('Accepted');
    await expect(
      staff.page.getByRole('region', { name: /^Accepted/ }).getByRole('heading', { name: `Order #${order.id}` }),
    ).toBeVisible();
    expect(await staff.page.evaluate(() => (window as unknown as { boardMarker?: string }).boardMarker)).toBe(
      'same page',
    );

    // The guest's page shows "accepted" without a reload.
    await expect(guestStatus).toHaveAttribute('data-status', '1');
    await expect(guestStatus).toHaveText(/accepted/i);
    expect(await guest.page.evaluate(() => (window as unknown as { guestMarker?: string }).guestMarker)).toBe(
      'same page',
    );

    // The guest's own reading of the order agrees.
    const read = await request.get(`/api/webapp/order/${order.id}/${order.secret}`);
    expect(((await read.json()) as { order: { status: number } }).order.status).toBe(1);
    expect(staff.errors).toEqual([]);
    await Promise.all([staff.context.close(), guest.context.close()]);
  });

  test('a pickup order is only offered its legal moves, never "Out for delivery"', async ({ browser }, testInfo) => {
    const staff = await newDevice(browser, testInfo, { width: 390, height: 844 });
    await signIn(staff.page, token);
    const order = await placePickupOrder(staff.context.request, 'Guest Moves');

    // On a phone the detail opens as a dialog.
    await orderCard(staff.page, order.id)
      .getByRole('button', { name: `Order #${order.id}` })
      .click();
    const detail = staff.page.getByRole('dialog', { name: `Order #${order.id}` });
    const actions = detail.getByRole('group', { name: 'Move the order' });
    await expect(actions.getByRole('button')).toHaveText(['Accept', 'Reject', 'Cancel order']);

    await actions.getByRole('button', { name: 'Accept' }).click();
    await expect(actions.getByRole('button')).toHaveText(['Ready', 'Cancel order']);
    await actions.getByRole('button', { name: 'Ready' }).click();
    await expect(actions.getByRole('button')).toHaveText(['Delivered']);
    await expect(detail.getByRole('button', { name: 'Out for delivery' })).toHaveCount(0);

    await actions.getByRole('button', { name: 'Delivered' }).click();
    await expect(detail.getByText('This order is finished and has left the board.')).toBeVisible();
    await expect(actions).toHaveCount(0);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(orderCard(staff.page, order.id)).toHaveCount(0);
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });

  test('rejecting asks for a reason, and the guest hears it', async ({ browser }, testInfo) => {
    const staff = await newDevice(browser, testInfo, { width: 1024, height: 768 });
    const guest = await newDevice(browser, testInfo, { width: 390, height: 844 });
    await signIn(staff.page, token);
    const order = await placePickupOrder(guest.context.request, 'Guest Rejected');
    await followOrderStatus(guest.page, order);

    await orderCard(staff.page, order.id)
      .getByRole('button', { name: `Order #${order.id}` })
      .click();
    await staff.page.getByRole('complementary').getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.page.getByRole('dialog', { name: `Reject order #${order.id}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Say why the order is rejected.');
    await dialog.getByRole('button', { name: 'An item is sold out' }).click();
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog).toBeHidden();
    await expect(orderCard(staff.page, order.id)).toHaveCount(0);

    await expect.poll(() => statusesSeen(guest.page)).toContain(2);
    const reasons = await guest.page.evaluate(() =>
      (window as unknown as { orderEvents: { reason: string | null }[] }).orderEvents.map((event) => event.reason),
    );
    expect(reasons).toContain('An item is sold out');
    expect(staff.errors).toEqual([]);
    await Promise.all([staff.context.close(), guest.context.close()]);
  });
});
