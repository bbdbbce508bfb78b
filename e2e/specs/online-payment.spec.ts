import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { demoStaffToken } from '../support/staff.ts';
import { addFromItemPage, loadDemo, moneyValue, pickupItems, reference, type Demo } from '../support/ordering.ts';

/**
 * Online payment through the demo's sandbox gateway (issue 13): a guest pays and the order reaches the staff
 * board; a guest whose payment is declined lands on /payment/fail, pays cash instead, and exactly one order
 * exists; a signed-in customer buys a wallet package and sees the new balance.
 */

interface BoardOrder {
  id: number;
  name: string;
  status: number;
}

async function boardOrders(request: APIRequestContext, token: string): Promise<BoardOrder[]> {
  const response = await request.get('/api/staff/orders', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orders: BoardOrder[] }).orders;
}

async function pickupOpenNow(page: Page): Promise<boolean> {
  const response = await page.request.get(`/api/webapp/v5/shifts/${reference}`);
  const shifts = (await response.json()) as { today: Record<string, { status: string } | undefined> };
  return shifts.today.car_pickup?.status !== 'closed';
}

/** One simple pickup item in the cart, and the checkout filled in as a guest called `name`. */
async function fillCheckout(page: Page, demo: Demo, name: string): Promise<void> {
  const open = await pickupOpenNow(page);
  test.skip(
    !open && !demo.restaurant.checkoutCarPickup?.scheduled_orders.on,
    'Pickup is closed right now and the demo takes no scheduled pickup orders',
  );
  await addFromItemPage(page, pickupItems(demo)[0]!);
  await page.goto(`/${reference}/pickup/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  if (demo.restaurant.checkoutCarPickup?.showCarInfo) {
    await page.getByLabel('Make and model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
  }
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Country code').selectOption('KW');
  await page.getByLabel('Mobile number', { exact: true }).fill('50012345');
  await expect(page.getByTestId('place-order')).toBeEnabled();
}

/** Chooses "Pay online" with KNET, places the order, and waits for the sandbox's hosted page. */
async function payOnlineWithKnet(page: Page): Promise<number> {
  await page.getByRole('radio', { name: 'Pay online' }).check();
  const methods = page.getByRole('radiogroup', { name: 'Online payment method' });
  await expect(methods.getByRole('radio')).not.toHaveCount(0);
  // The demo is in KWD: KNET and cards; Apple Pay is hidden in Chromium (no ApplePaySession).
  await expect(methods.getByRole('radio', { name: /Apple Pay/ })).toHaveCount(0);
  await methods.getByRole('radio', { name: 'KNET', exact: true }).check();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/webapp/order') && request.method() === 'POST') {
      posts.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  // A double click: one order, one charge (the second press is ignored or replays the same key).
  await page.getByTestId('place-order').dblclick();
  await expect(page).toHaveURL(/\/api\/sandbox-gateway\/pay\/sbx_/);
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  expect(new Set(posts).size).toBe(1);
  // The hosted page is on the same origin here: the order this device remembered before leaving.
  const remembered = await page.evaluate(() => localStorage.getItem('okmenu-orders'));
  const orders = (JSON.parse(remembered ?? '{}') as { state?: { orders?: { id: number }[] } }).state?.orders ?? [];
  expect(orders.length).toBeGreaterThan(0);
  return orders[0]!.id;
}

async function openBoard(browser: Browser, testInfo: TestInfo, token: string) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto('/staff');
  await page.getByLabel('Staff token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/orders$/);
  return { context, page };
}

const orderCard = (page: Page, id: number) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order #${id}`, exact: true }) });

test.describe('online payment with the sandbox gateway', () => {
  let token: string;
  test.beforeAll(async () => {
    token = await demoStaffToken();
  });

  test('a guest pays with KNET, approves, and the order reaches the staff board', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const demo = await loadDemo(request);
    const name = `Online Payer ${Date.now()}`;
    await fillCheckout(page, demo, name);
    const orderId = await payOnlineWithKnet(page);

    // Awaiting payment: not on the board yet.
    expect((await boardOrders(request, token)).some((order) => order.id === orderId)).toBe(false);

    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/${reference}/order/${orderId}\\?key=`));
    await expect(page.getByTestId('order-success')).toContainText(name);
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', /^(0|10)$/);
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
    // Paid: the cart is empty again.
    await page.goto(`/${reference}/pickup/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(0);

    const board = await openBoard(browser, testInfo, token);
    await expect(orderCard(board.page, orderId)).toBeVisible();
    await board.context.close();
  });

  test('a declined payment leads to /payment/fail; the guest pays cash instead and one order exists', async ({
    page,
    request,
  }) => {
    const demo = await loadDemo(request);
    const name = `Declined Payer ${Date.now()}`;
    await fillCheckout(page, demo, name);
    const declinedId = await payOnlineWithKnet(page);
    await page.getByRole('button', { name: 'Decline payment' }).click();

    await expect(page).toHaveURL(new RegExp(`/${reference}/payment/fail\\?reason=declined&order=${declinedId}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment was declined' })).toBeVisible();
    await expect(page.getByText('Nothing was charged, and your cart is still here.')).toBeVisible();

    await page.getByRole('button', { name: 'Pay another way, such as cash' }).click();
    await expect(page).toHaveURL(new RegExp(`/${reference}/pickup/checkout$`));
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    const placed = page.waitForResponse(
      (response) => response.url().endsWith('/api/webapp/order') && response.request().method() === 'POST',
    );
    await page.getByTestId('place-order').click();
    const response = await placed;
    expect(response.status(), await response.text()).toBe(201);
    const cash = (await response.json()) as { order: { id: number; payment_type: number } };
    expect(cash.order.id).not.toBe(declinedId);
    expect(cash.order.payment_type).toBe(2);
    await expect(page).toHaveURL(new RegExp(`/${reference}/order/${cash.order.id}\\?key=`));
    await expect(page.getByTestId('order-success')).toBeVisible();

    // Exactly one order of this guest on the board: the cash one (the declined one awaits payment, unseen).
    const mine = (await boardOrders(request, token)).filter((order) => order.name === name);
    expect(mine.map((order) => order.id)).toEqual([cash.order.id]);
  });
});

interface Restaurant {
  disable_otp: boolean;
  enable_wallet: boolean;
}

async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

test.describe('wallet packages bought online', () => {
  test('a signed-in customer buys a package with KNET and sees the balance', async ({ page, request, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of (400|429)/);
    const answer = await request.get(`/api/webapp/v5/restaurant/${reference}`, { headers: { locale: 'en' } });
    const restaurant = ((await answer.json()) as { restaurant: Restaurant }).restaurant;
    test.skip(restaurant.disable_otp || !restaurant.enable_wallet, 'the demo business has no accounts or wallet');

    const packagesPath = `/${reference}/wallet/walletPackage`;
    await page.goto(`/${reference}/login?next=${encodeURIComponent(packagesPath)}`);
    const phone = `+9656${String(Date.now()).slice(-7)}`;
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await codeFor(request, phone));
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await page.getByLabel('Name').fill('Package Buyer');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${packagesPath}$`));

    await page
      .getByRole('link', { name: /pay .* get/i })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${reference}/wallet/\\d+$`));
    const credit = moneyValue(await page.getByText('You get').locator('xpath=following-sibling::dd').textContent());
    expect(credit).toBeGreaterThan(0);
    await page.getByRole('radiogroup', { name: 'Online payment method' }).getByRole('radio', { name: 'KNET' }).check();
    await page.getByTestId('wallet-buy').click();
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/pay\/sbx_/);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(new RegExp(`/${reference}/wallet/history\\?payment=\\d+`));
    await expect(page.getByTestId('wallet-purchase-paid')).toContainText('Payment received');
    await expect
      .poll(async () => moneyValue(await page.getByTestId('wallet-purchase-balance').textContent()))
      .toBeCloseTo(credit, 3);
    await page.goto(`/${reference}/wallet/home`);
    expect(moneyValue(await page.getByTestId('wallet-balance').textContent())).toBeCloseTo(credit, 3);
  });
});
