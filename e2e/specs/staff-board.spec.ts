import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { placePickupOrder, type PlacedOrder } from '../support/place-order.ts';
import { demoStaffToken } from '../support/staff.ts';

/**
 * The staff order board against the real server: a guest (context A) places a pickup order, staff
 * (context B) see it arrive live, accept it, and the guest's side learns it without a reload.
 * The guest checkout screens are still being built, so the guest places the order through the API and
 * then watches it on their order page.
 */

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
    token = await demoStaffToken();
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
